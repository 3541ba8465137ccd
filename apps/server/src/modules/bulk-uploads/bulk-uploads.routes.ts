import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { validatorCompiler } from "fastify-type-provider-zod";
import {
  BulkShareBody,
  BulkShareEnvelope,
  BulkShareResponse,
  BulkUploadParams,
  BulkUploadsQuery,
  BulkUploadsResponse,
  ClientRow,
} from "@vemo/shared/contracts/bulk-uploads";
import { bulkDownloadFilename } from "@vemo/shared/rules/prospects";
import { currentUserId } from "../auth/authenticate.ts";
import { currentCompany } from "../companies/require-company.ts";
import { attachmentDisposition } from "../../platform/csv-file.ts";
import { parseListInPieces } from "../../platform/list-in-pieces.ts";
import { bulkDownloadCsv } from "./bulk-download.ts";
import { presentBulkUpload, presentSharedCustomer } from "./bulk-uploads.presenter.ts";
import { requireFeature } from "../billing/require-feature.ts";
import { createUniqueLinks, getBulkUploadCustomers, listBulkUploads } from "./bulk-uploads.service.ts";
import { shareOriginOf } from "../custom-domain/custom-domain.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

/** 10,000 customers as JSON come to about 2 MB; the app's default limit is 1 MB. */
const BULK_SHARE_BODY_LIMIT = 8 * 1024 * 1024;
const bulkShareRateLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };
const historyRateLimit = { rateLimit: { max: 240, timeWindow: "1 minute" } };

/** Unique links per prospect (typed in or from a file) and the history of those batches with their CSV downloads. */
type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

export const bulkUploadsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { runtime, requireUser, requireCompany },
) => {
  const { db } = runtime.database;
  const { publicUrl } = runtime.config;

  app.post(
    "/api/vemos/bulk-share",
    {
      config: { ...bulkShareRateLimit, role: "member" },
      bodyLimit: BULK_SHARE_BODY_LIMIT,
      // Signed in before up to 10,000 rows are checked, not after.
      preValidation: requireUser,
      preHandler: [requireCompany, requireFeature("uniqueLinks")],
      // The body is checked here without its rows, which the handler checks against ClientRow in pieces.
      validatorCompiler: (route) => validatorCompiler({ ...route, schema: BulkShareEnvelope }),
      // Up to 10,000 links, shaped by the handler's type-checked return: zod's check of each held the thread ~30 ms.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tag: "uniqueLinks",
        summary: "A unique link per prospect, typed in or read from a file",
        body: BulkShareBody,
        response: { 200: BulkShareResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      const clientData = await parseListInPieces(ClientRow, request.body.clientData as unknown[]);
      const { bulkUploadId, customers } = await createUniqueLinks({
        db,
        company,
        userId: currentUserId(request),
        input: { ...request.body, clientData },
      });
      const origin = await shareOriginOf({ db, publicUrl, company });
      return {
        success: true as const,
        data: customers.map((customer) => presentSharedCustomer(customer, origin)),
        bulkUploadId,
      };
    },
  );

  app.get(
    "/api/vemos/bulk-uploads",
    {
      config: { ...historyRateLimit, role: "member" },
      preValidation: requireUser,
      preHandler: [requireCompany, requireFeature("bulkUploads")],
      schema: {
        tag: "uniqueLinks",
        summary: "Earlier batches of unique links",
        querystring: BulkUploadsQuery,
        response: { 200: BulkUploadsResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      const batches = await listBulkUploads({ db, company, sharedBy: request.query.sharedBy });
      return { success: true as const, data: batches.map(presentBulkUpload) };
    },
  );

  app.get(
    "/api/vemos/bulk-uploads/:id/download",
    {
      config: { ...historyRateLimit, role: "member" },
      preValidation: requireUser,
      preHandler: [requireCompany, requireFeature("bulkUploads")],
      schema: {
        tag: "uniqueLinks",
        summary: "A batch's links as CSV",
        answer: { status: 200, contentType: "text/csv", description: "The batch as a CSV file" },
        params: BulkUploadParams,
      },
    },
    async (request, reply) => {
      const company = currentCompany(request);
      const { batch, customers } = await getBulkUploadCustomers({ db, company, id: request.params.id });
      const origin = await shareOriginOf({ db, publicUrl, company });
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          attachmentDisposition(bulkDownloadFilename(batch.originalFilename, batch.createdAt)),
        )
        .send(bulkDownloadCsv(customers, origin));
    },
  );
};
