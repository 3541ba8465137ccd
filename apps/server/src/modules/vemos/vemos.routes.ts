import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AddSourceBody,
  ContentCountsResponse,
  CreateVemoBody,
  CreateVemoResponse,
  DeleteVemoResponse,
  ProcessContentBody,
  ProcessContentParams,
  ProcessContentResponse,
  SourceParams,
  UpdateVemoBody,
  UploadCaptionsResponse,
  VemoIdParams,
  VemoListQuery,
  VemoListResponse,
  VemoResponse,
} from "@vemo/shared/contracts/vemos";
import { AppError } from "../../platform/errors.ts";
import { readMultipartForm } from "../../platform/multipart.ts";
import type { Runtime } from "../../runtime.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { requireCompany } from "../companies/companies.service.ts";
import { CAPTION_FILE_MAX_BYTES, uploadCaptions } from "./captions.service.ts";
import { processVemoContent } from "./process-content.service.ts";
import { addSource, removeSource, retrySource, updateVemo } from "./vemo-editing.service.ts";
import { presentListItem, presentVemo, presentVideo } from "./vemos.presenter.ts";
import { countContent, createVemo, deleteVemo, getOwnVemo, getVemo, listVemos } from "./vemos.service.ts";

/** How long process-content waits for the jobs before answering with what is done. */
const PROCESS_WAIT_MS = 60_000;

export const vemosRoutes: FastifyPluginAsyncZod<{ runtime: Runtime; requireUser: RequireUser }> = async (app, { runtime, requireUser }) => {
  const { db } = runtime.database;
  const companyOf = (request: Parameters<RequireUser>[0]) => requireCompany({ db, userId: currentUserId(request) });

  app.get("/api/vemos", { preHandler: requireUser, schema: { querystring: VemoListQuery, response: { 200: VemoListResponse } } }, async (request) => {
    const company = await companyOf(request);
    const { companyId } = request.query;
    if (companyId && companyId !== company.id) throw new AppError("forbidden", "You can only list your own organization's Vemos");
    const vemos = await listVemos({ db, company });
    return { success: true as const, data: vemos.map(({ vemo, sources, shareToken }) => presentListItem(vemo, sources, shareToken)) };
  });

  app.post("/api/vemos", { preHandler: requireUser, schema: { body: CreateVemoBody, response: { 201: CreateVemoResponse } } }, async (request, reply) => {
    const vemo = await createVemo({ db, company: await companyOf(request), input: request.body });
    return reply.status(201).send({ success: true as const, data: { id: vemo.id, title: vemo.title } });
  });

  app.get("/api/vemos/:id", { preHandler: requireUser, schema: { params: VemoIdParams, response: { 200: VemoResponse } } }, async (request) => {
    const { vemo, sources } = await getVemo({ db, company: await companyOf(request), id: request.params.id });
    return { success: true as const, data: presentVemo(vemo, sources) };
  });

  app.delete("/api/vemos/:id", { preHandler: requireUser, schema: { params: VemoIdParams, response: { 200: DeleteVemoResponse } } }, async (request) => {
    await deleteVemo({ db, storage: runtime.storage, company: await companyOf(request), id: request.params.id });
    return { success: true as const, message: "Vemo deleted successfully" };
  });

  app.patch(
    "/api/vemos/:id",
    { preHandler: requireUser, schema: { params: VemoIdParams, body: UpdateVemoBody, response: { 200: VemoResponse } } },
    async (request) => {
      const company = await companyOf(request);
      const vemo = await getOwnVemo({ db, company, id: request.params.id });
      const edited = await updateVemo({ db, company, vemo, input: request.body });
      return { success: true as const, data: presentVemo(edited.vemo, edited.sources) };
    },
  );

  app.post(
    "/api/vemos/:id/sources",
    { preHandler: requireUser, schema: { params: VemoIdParams, body: AddSourceBody, response: { 201: VemoResponse } } },
    async (request, reply) => {
      const vemo = await getOwnVemo({ db, company: await companyOf(request), id: request.params.id });
      const edited = await addSource({ db, jobs: runtime.jobs, vemo, input: request.body });
      return reply.status(201).send({ success: true as const, data: presentVemo(edited.vemo, edited.sources) });
    },
  );

  app.delete(
    "/api/vemos/:id/sources/:sourceId",
    { preHandler: requireUser, schema: { params: SourceParams, response: { 200: VemoResponse } } },
    async (request) => {
      const company = await companyOf(request);
      const vemo = await getOwnVemo({ db, company, id: request.params.id });
      const edited = await removeSource({ db, storage: runtime.storage, company, vemo, sourceId: request.params.sourceId });
      return { success: true as const, data: presentVemo(edited.vemo, edited.sources) };
    },
  );

  app.post(
    "/api/vemos/:id/sources/:sourceId/retry",
    { preHandler: requireUser, schema: { params: SourceParams, response: { 200: VemoResponse } } },
    async (request) => {
      const vemo = await getOwnVemo({ db, company: await companyOf(request), id: request.params.id });
      const edited = await retrySource({ db, jobs: runtime.jobs, vemo, sourceId: request.params.sourceId });
      return { success: true as const, data: presentVemo(edited.vemo, edited.sources) };
    },
  );

  app.get(
    "/api/vemos/:id/python-data",
    { preHandler: requireUser, schema: { params: VemoIdParams, response: { 200: ContentCountsResponse } } },
    async (request) => ({ success: true as const, data: await countContent({ db, company: await companyOf(request), id: request.params.id }) }),
  );

  app.post(
    "/api/vemos/process-content/:companyName/:vemoId",
    { preHandler: requireUser, schema: { params: ProcessContentParams, body: ProcessContentBody, response: { 200: ProcessContentResponse } } },
    async (request) => {
      const company = await companyOf(request);
      if (request.params.companyName.trim().toLowerCase() !== company.name.toLowerCase()) throw new AppError("not_found", "Vemo not found");
      const vemo = await getOwnVemo({ db, company, id: request.params.vemoId });
      const { video_urls: videoUrls, website_urls: websiteUrls } = request.body;
      return processVemoContent({ db, jobs: runtime.jobs, vemo, videoUrls, websiteUrls, waitMs: PROCESS_WAIT_MS });
    },
  );

  app.post(
    "/api/vemos/:id/captions",
    { preHandler: requireUser, schema: { params: VemoIdParams, response: { 200: UploadCaptionsResponse } } },
    async (request) => {
      const vemo = await getOwnVemo({ db, company: await companyOf(request), id: request.params.id });
      const { file, fields } = await readMultipartForm(request, CAPTION_FILE_MAX_BYTES);
      const video = await uploadCaptions({ db, storage: runtime.storage, jobs: runtime.jobs, vemo, videoUrl: fields.video_url, file });
      return { success: true as const, data: presentVideo(video) };
    },
  );
};
