import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AnswerResponse, SuggestedQuestionsResponse } from "@vemo/shared/contracts/qa";
import {
  HeartbeatResponse,
  LeadCaptureBody,
  LeadCaptureResponse,
  ShareChatBody,
  SharedVemoResponse,
  ShareTokenParams,
  ShareVemoResponse,
  StartViewerSessionBody,
  StartViewerSessionResponse,
  ViewerSessionParams,
} from "@vemo/shared/contracts/sharing";
import { VemoIdParams } from "@vemo/shared/contracts/vemos";
import type { Runtime } from "../../runtime.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { currentCompany, type RequireCompany } from "../companies/require-company.ts";
import { createShareRateLimit, shareRateLimits, type ShareRateLimits } from "./share-rate-limits.ts";
import { createShareReadCache, sendShareRead } from "./share-read-cache.ts";
import { captureLead } from "./lead-capture.service.ts";
import { presentSharedVemo, presentShareLink } from "./sharing.presenter.ts";
import { readSharedVemo, readShareVersion, shareVemo } from "./sharing.service.ts";
import {
  askSharedVemo,
  recordHeartbeat,
  startViewerSession,
  suggestSharedQuestions,
} from "./viewer-sessions.service.ts";

type Options = {
  runtime: Runtime;
  requireUser: RequireUser;
  requireCompany: RequireCompany;
  rateLimits?: ShareRateLimits;
};

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The owner's share call (the app's default rate limit, signed in) and the public share page's
 * calls (no sign-in, limited per IP by their own limiters, and the costly ones per link too). Reads are kept per process while the link's version is unchanged (see share-read-cache.ts).
 */
export const sharingRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { runtime, requireUser, requireCompany } = options;
  const rateLimits = options.rateLimits ?? shareRateLimits({ chatPerLink: runtime.config.shareChatLinkLimitPerMinute });
  const { db } = runtime.database;
  const version = async (token: string) => [await readShareVersion({ db, token })];
  const readVemo = createShareReadCache({
    version,
    load: async (token) => ({
      status: 200,
      body: JSON.stringify(
        SharedVemoResponse.parse({ success: true, data: presentSharedVemo(await readSharedVemo({ db, token })) }),
      ),
    }),
  });
  const readSuggestions = createShareReadCache({
    version,
    load: async (token) => ({
      status: 200,
      body: JSON.stringify(
        SuggestedQuestionsResponse.parse({
          success: true,
          suggested_questions: await suggestSharedQuestions({ runtime, token }),
        }),
      ),
    }),
  });
  // One limiter per route, so each public call has its own budget.
  const limitRead = () => createShareRateLimit(app, rateLimits.read);
  const limitSession = () => createShareRateLimit(app, rateLimits.session);

  app.get(
    "/api/vemos/share/:token",
    { onRequest: limitRead(), schema: { params: ShareTokenParams, response: { 200: SharedVemoResponse } } },
    async (request, reply) => sendShareRead(request, reply, await readVemo(request.params.token), JSON_TYPE),
  );

  app.get(
    "/api/vemos/share/:token/suggested-questions",
    { onRequest: limitRead(), schema: { params: ShareTokenParams, response: { 200: SuggestedQuestionsResponse } } },
    async (request, reply) => sendShareRead(request, reply, await readSuggestions(request.params.token), JSON_TYPE),
  );

  app.post(
    "/api/vemos/share/:token/chat",
    {
      onRequest: createShareRateLimit(app, rateLimits.chat),
      schema: { params: ShareTokenParams, body: ShareChatBody, response: { 200: AnswerResponse } },
    },
    async (request) => askSharedVemo({ runtime, token: request.params.token, ...request.body }),
  );

  app.post(
    "/api/vemos/share/:token/sessions",
    {
      onRequest: limitSession(),
      schema: { params: ShareTokenParams, body: StartViewerSessionBody, response: { 200: StartViewerSessionResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await startViewerSession({ runtime, token: request.params.token, visitorId: request.body?.visitorId })),
    }),
  );

  app.post(
    "/api/vemos/share/:token/lead",
    {
      onRequest: createShareRateLimit(app, rateLimits.lead),
      schema: { params: ShareTokenParams, body: LeadCaptureBody, response: { 200: LeadCaptureResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await captureLead({ db, token: request.params.token, input: request.body })),
    }),
  );

  app.post(
    "/api/vemos/share/:token/sessions/:sessionId/heartbeat",
    { onRequest: limitSession(), schema: { params: ViewerSessionParams, response: { 200: HeartbeatResponse } } },
    async (request) => {
      await recordHeartbeat({ db, token: request.params.token, sessionId: request.params.sessionId });
      return { success: true as const };
    },
  );

  app.post(
    "/api/vemos/:id/share",
    {
      config: { role: "member" },
      preValidation: requireUser,
      preHandler: requireCompany,
      schema: { params: VemoIdParams, response: { 200: ShareVemoResponse } },
    },
    async (request) => {
      const company = currentCompany(request);
      const { link, isNew } = await shareVemo({
        db,
        company,
        userId: currentUserId(request),
        vemoId: request.params.id,
      });
      return { success: true as const, ...presentShareLink(link, isNew, runtime.config.publicUrl) };
    },
  );
};
