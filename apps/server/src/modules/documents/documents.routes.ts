import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UploadDocumentResponse } from "@vemo/shared/contracts/vemos";
import { z } from "zod";
import { readMultipartForm } from "../../platform/multipart.ts";
import type { Runtime } from "../../runtime.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { requireCompany } from "../companies/companies.service.ts";
import { presentDocument } from "../vemos/vemos.presenter.ts";
import { getOwnVemo } from "../vemos/vemos.service.ts";
import { uploadDocument } from "./documents.service.ts";

const Params = z.object({ vemoId: z.string().max(100) });

export const documentsRoutes: FastifyPluginAsyncZod<{ runtime: Runtime; requireUser: RequireUser }> = async (app, { runtime, requireUser }) => {
  const { db } = runtime.database;

  // Multipart fields vemo_id and company_name are accepted but the path and the caller decide.
  app.post(
    "/api/documents/:vemoId/upload",
    { preHandler: requireUser, schema: { params: Params, response: { 201: UploadDocumentResponse } } },
    async (request, reply) => {
      const company = await requireCompany({ db, userId: currentUserId(request) });
      const vemo = await getOwnVemo({ db, company, id: request.params.vemoId });
      const { file } = await readMultipartForm(request, runtime.config.content.documentMaxBytes);
      const document = await uploadDocument({ db, storage: runtime.storage, jobs: runtime.jobs, vemo, file });
      return reply.status(201).send({ success: true as const, document_id: document.id, data: presentDocument(document) });
    },
  );
};
