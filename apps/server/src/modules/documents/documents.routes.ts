import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DocumentUploadFields, DocumentUploadParams, UploadDocumentResponse } from "@vemo/shared/contracts/vemos";
import { readMultipartForm } from "../../platform/multipart.ts";
import { currentCompany } from "../companies/require-company.ts";
import { presentDocument } from "../vemos/vemos.presenter.ts";
import { getOwnVemo } from "../vemos/vemos.service.ts";
import { uploadDocument } from "./documents.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

export const documentsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { runtime, requireUser, requireCompany },
) => {
  const { db } = runtime.database;

  app.post(
    "/api/documents/:vemoId/upload",
    {
      config: { role: "member" },
      preValidation: requireUser,
      preHandler: requireCompany,
      schema: {
        tag: "vemos",
        summary: "Upload a PDF document to a Vemo",
        multipart: {
          file: "file",
          fields: {
            vemo_id: "Accepted and ignored: the path decides",
            company_name: "Accepted and ignored: the caller decides",
          },
        },
        params: DocumentUploadParams,
        response: { 201: UploadDocumentResponse },
      },
    },
    async (request, reply) => {
      const vemo = await getOwnVemo({ db, company: currentCompany(request), id: request.params.vemoId });
      const { file } = await readMultipartForm(request, {
        maxFileBytes: runtime.config.content.documentMaxBytes,
        fields: DocumentUploadFields,
      });
      const document = await uploadDocument({ db, storage: runtime.storage, jobs: runtime.jobs, vemo, file });
      return reply
        .status(201)
        .send({ success: true as const, document_id: document.id, data: presentDocument(document) });
    },
  );
};
