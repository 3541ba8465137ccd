import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  AddSourceBody,
  CaptionUploadFields,
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
import { readMultipartForm } from "../../platform/multipart.ts";
import { currentUserId } from "../auth/authenticate.ts";
import { requireFeature } from "../billing/require-feature.ts";
import { currentCompany } from "../companies/require-company.ts";
import { CAPTION_FILE_MAX_BYTES, uploadCaptions } from "./captions.service.ts";
import { processVemoContent } from "./process-content.service.ts";
import { addSource, removeSource, retrySource, updateVemo } from "./vemo-editing.service.ts";
import { authorizeOrganization, authorizeProcessContent } from "./vemos.policy.ts";
import {
  presentContentCounts,
  presentListItem,
  presentProcessContent,
  presentVemo,
  presentVideo,
} from "./vemos.presenter.ts";
import { countContent, createVemo, deleteVemo, getOwnVemo, getVemo, listVemos } from "./vemos.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

/** How long process-content waits for the jobs before answering with what is done. */
const PROCESS_WAIT_MS = 60_000;

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

const turningLeadCaptureOn = {
  test: (request: FastifyRequest) => (request.body as z.output<typeof UpdateVemoBody>).leadCapture === true,
  says: "turning lead capture on",
};

export const vemosRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser, requireCompany }) => {
  const { db } = runtime.database;
  // Rate limit: the app's default (app.ts). Authenticate before validating, then load the organisation.
  const signedIn = { preValidation: requireUser, preHandler: requireCompany };

  app.get(
    "/api/vemos",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "vemos",
        summary: "The organisation's Vemos, the welcome demo first",
        querystring: VemoListQuery,
        response: { 200: VemoListResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      authorizeOrganization(company, request.query.companyId, "list");
      const vemos = await listVemos({ db, company, sharedBy: request.query.sharedBy });
      return {
        success: true as const,
        data: vemos.map(({ vemo, sources, shareToken }) => presentListItem(vemo, sources, shareToken)),
      };
    },
  );

  app.post(
    "/api/vemos",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "vemos",
        summary: "Create a Vemo from videos and web pages",
        body: CreateVemoBody,
        response: { 201: CreateVemoResponse },
      },
    },
    async (request, reply) => {
      const company = currentCompany(request);
      authorizeOrganization(company, request.body.companyId, "create");
      const vemo = await createVemo({ db, company, userId: currentUserId(request), input: request.body });
      return reply.status(201).send({ success: true as const, data: { id: vemo.id, title: vemo.title } });
    },
  );

  app.get(
    "/api/vemos/:id",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "vemos",
        summary: "One Vemo with its sources and their processing status",
        params: VemoIdParams,
        response: { 200: VemoResponse },
      },
    },
    async (request) => {
      const { vemo, sources } = await getVemo({ db, company: currentCompany(request), id: request.params.id });
      return { success: true as const, data: presentVemo(vemo, sources) };
    },
  );

  app.delete(
    "/api/vemos/:id",
    {
      config: { role: "admin" },
      ...signedIn,
      schema: {
        tag: "vemos",
        summary: "Delete a Vemo with its sources, files and links",
        params: VemoIdParams,
        response: { 200: DeleteVemoResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      await deleteVemo({
        db,
        storage: runtime.storage,
        company,
        userId: currentUserId(request),
        id: request.params.id,
      });
      return { success: true as const, message: "Vemo deleted successfully" };
    },
  );

  app.patch(
    "/api/vemos/:id",
    {
      config: { role: "member" },
      preValidation: requireUser,
      // Lead capture makes unique links from visitors, so turning it on is gated like them; turning it off never is.
      preHandler: [requireCompany, requireFeature("uniqueLinks", turningLeadCaptureOn)],
      schema: {
        tag: "vemos",
        summary: "Change a Vemo's title, meeting link, welcome message or suggested questions",
        params: VemoIdParams,
        body: UpdateVemoBody,
        response: { 200: VemoResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      const vemo = await getOwnVemo({ db, company, id: request.params.id });
      const edited = await updateVemo({ db, company, vemo, input: request.body });
      return { success: true as const, data: presentVemo(edited.vemo, edited.sources) };
    },
  );

  app.post(
    "/api/vemos/:id/sources",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "vemos",
        summary: "Add a video or a web page to a Vemo",
        params: VemoIdParams,
        body: AddSourceBody,
        response: { 201: VemoResponse },
      },
    },
    async (request, reply) => {
      const vemo = await getOwnVemo({ db, company: currentCompany(request), id: request.params.id });
      const edited = await addSource({ db, jobs: runtime.jobs, vemo, input: request.body });
      return reply.status(201).send({ success: true as const, data: presentVemo(edited.vemo, edited.sources) });
    },
  );

  app.delete(
    "/api/vemos/:id/sources/:sourceId",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "vemos",
        summary: "Remove a source from a Vemo",
        params: SourceParams,
        response: { 200: VemoResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      const vemo = await getOwnVemo({ db, company, id: request.params.id });
      const edited = await removeSource({
        db,
        jobs: runtime.jobs,
        storage: runtime.storage,
        company,
        vemo,
        sourceId: request.params.sourceId,
      });
      return { success: true as const, data: presentVemo(edited.vemo, edited.sources) };
    },
  );

  app.post(
    "/api/vemos/:id/sources/:sourceId/retry",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "vemos",
        summary: "Process a failed source again",
        params: SourceParams,
        response: { 200: VemoResponse },
      },
    },
    async (request) => {
      const vemo = await getOwnVemo({ db, company: currentCompany(request), id: request.params.id });
      const edited = await retrySource({ db, jobs: runtime.jobs, vemo, sourceId: request.params.sourceId });
      return { success: true as const, data: presentVemo(edited.vemo, edited.sources) };
    },
  );

  app.get(
    "/api/vemos/:id/python-data",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "vemos",
        summary: "How much content each source of a Vemo gave",
        params: VemoIdParams,
        response: { 200: ContentCountsResponse },
      },
    },
    async (request) => {
      const { sources, chunkCount } = await countContent({
        db,
        company: currentCompany(request),
        id: request.params.id,
      });
      return { success: true as const, data: presentContentCounts(sources, chunkCount) };
    },
  );

  app.post(
    "/api/vemos/process-content/:companyName/:vemoId",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "vemos",
        summary: "Process a Vemo's videos and web pages and wait a little for the result",
        params: ProcessContentParams,
        body: ProcessContentBody,
        response: { 200: ProcessContentResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      authorizeProcessContent(company, request.params.companyName);
      const vemo = await getOwnVemo({ db, company, id: request.params.vemoId });
      const { video_urls: videoUrls, website_urls: websiteUrls } = request.body;
      const { sources, chunkCount } = await processVemoContent({
        db,
        jobs: runtime.jobs,
        vemo,
        videoUrls,
        websiteUrls,
        waitMs: PROCESS_WAIT_MS,
      });
      return presentProcessContent(sources, chunkCount);
    },
  );

  app.post(
    "/api/vemos/:id/captions",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "vemos",
        summary: "Upload a caption file (VTT or SRT) for one of a Vemo's videos",
        multipart: { file: "file", fields: { video_url: "The video the captions belong to" } },
        params: VemoIdParams,
        response: { 200: UploadCaptionsResponse },
      },
    },
    async (request) => {
      const vemo = await getOwnVemo({ db, company: currentCompany(request), id: request.params.id });
      const { file, fields } = await readMultipartForm(request, {
        maxFileBytes: CAPTION_FILE_MAX_BYTES,
        fields: CaptionUploadFields,
      });
      const video = await uploadCaptions({
        db,
        storage: runtime.storage,
        jobs: runtime.jobs,
        vemo,
        videoUrl: fields.video_url,
        file,
      });
      return { success: true as const, data: presentVideo(video) };
    },
  );
};
