import type { FastifyReply } from "fastify";
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
import { UnlockShareLinkBody, UnlockShareLinkResponse } from "@vemo/shared/contracts/link-controls";
import { VemoIdParams } from "@vemo/shared/contracts/vemos";
import type { Runtime } from "../../runtime.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { currentCompany, type RequireCompany } from "../companies/require-company.ts";
import { createShareRateLimit, shareRateLimits, type ShareRateLimits } from "./share-rate-limits.ts";
import { shareGrantOf } from "../link-controls/link-access.ts";
import { unlockShareLink } from "../link-controls/link-controls.service.ts";
import { createShareReadCache, sendShareRead, type ShareRead } from "./share-read-cache.ts";
import { acceptsEventStream, openEventStream } from "../../platform/event-stream.ts";
import { presentAnswer } from "../qa/qa.presenter.ts";
import type { VemoAnswer } from "../qa/vemo-answer.ts";
import { captureLead } from "./lead-capture.service.ts";
import { sharedDocumentUrl } from "./shared-documents.service.ts";
import { presentSharedVemo, presentShareLink } from "./sharing.presenter.ts";
import { loadOpenShareLink, readSharedVemo, readShareVersion, shareVemo } from "./sharing.service.ts";
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
/** What a streamed answer's `error` event says when the answer fails after its text began. */
export const STREAM_FAILED_MESSAGE = "The answer could not be finished. Please try again.";

/**
 * The owner's share call (the app's default rate limit, signed in) and the public share page's
 * calls (no sign-in, limited per IP by their own limiters, and the costly ones per link too). Reads are kept per process while the link's version is unchanged (see share-read-cache.ts).
 */
export const sharingRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { runtime, requireUser, requireCompany } = options;
  const rateLimits = options.rateLimits ?? shareRateLimits({ chatPerLink: runtime.config.shareChatLinkLimitPerMinute });
  const { db } = runtime.database;
  const version = async (token: string) => [await readShareVersion({ db, token })];
  const loadVemo = async (token: string, grant: string | null) => ({
    status: 200,
    body: JSON.stringify(
      SharedVemoResponse.parse({ success: true, data: presentSharedVemo(await readSharedVemo({ db, token, grant })) }),
    ),
  });
  const loadSuggestions = async (token: string, grant: string | null) => ({
    status: 200,
    body: JSON.stringify(
      SuggestedQuestionsResponse.parse({
        success: true,
        suggested_questions: await suggestSharedQuestions({ runtime, token, grant }),
      }),
    ),
  });
  const readVemo = createShareReadCache({ version, load: (token) => loadVemo(token, null) });
  const readSuggestions = createShareReadCache({ version, load: (token) => loadSuggestions(token, null) });
  // One limiter per route, so each public call has its own budget.
  const limitRead = () => createShareRateLimit(app, rateLimits.read);
  const limitSession = () => createShareRateLimit(app, rateLimits.session);

  app.get(
    "/api/vemos/share/:token",
    { onRequest: limitRead(), schema: { params: ShareTokenParams, response: { 200: SharedVemoResponse } } },
    async (request, reply) => {
      const { token } = request.params;
      const grant = shareGrantOf(request);
      if (grant) return sendPrivateRead(reply, await loadVemo(token, grant));
      return sendShareRead(request, reply, await readVemo(token), JSON_TYPE);
    },
  );

  app.get(
    "/api/vemos/share/:token/suggested-questions",
    { onRequest: limitRead(), schema: { params: ShareTokenParams, response: { 200: SuggestedQuestionsResponse } } },
    async (request, reply) => {
      const { token } = request.params;
      const grant = shareGrantOf(request);
      if (grant) return sendPrivateRead(reply, await loadSuggestions(token, grant));
      return sendShareRead(request, reply, await readSuggestions(token), JSON_TYPE);
    },
  );

  app.post(
    "/api/vemos/share/:token/chat",
    {
      onRequest: createShareRateLimit(app, rateLimits.chat),
      schema: { params: ShareTokenParams, body: ShareChatBody, response: { 200: AnswerResponse } },
    },
    async (request, reply) => {
      const { token } = request.params;
      const grant = shareGrantOf(request);
      const present = (answer: VemoAnswer) =>
        presentAnswer(answer, (sourceId) => sharedDocumentUrl(runtime.config.publicUrl, token, sourceId, grant));
      if (!acceptsEventStream(request)) return present(await askSharedVemo({ runtime, token, grant, ...request.body }));
      // Streamed: a chat model's text as `token` events while it writes, then the `answer` event (the same body as
      // the JSON response: citations and moment). The built-in engine's answer is that one event.
      const events = openEventStream(reply);
      try {
        const onText = (text: string) => events.send("token", { text });
        events.send("answer", present(await askSharedVemo({ runtime, token, grant, ...request.body, onText })));
      } catch (error) {
        if (!events.started) throw error; // not started: the usual JSON error and status
        request.log.error({ err: error }, "streamed share chat answer failed");
        events.send("error", { success: false, error: STREAM_FAILED_MESSAGE });
      }
      events.end();
      return reply;
    },
  );

  app.post(
    "/api/vemos/share/:token/sessions",
    {
      onRequest: limitSession(),
      schema: { params: ShareTokenParams, body: StartViewerSessionBody, response: { 200: StartViewerSessionResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await startViewerSession({
        runtime,
        token: request.params.token,
        grant: shareGrantOf(request),
        visitorId: request.body?.visitorId,
      })),
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
      ...(await captureLead({ db, token: request.params.token, grant: shareGrantOf(request), input: request.body })),
    }),
  );

  app.post(
    "/api/vemos/share/:token/unlock",
    {
      onRequest: createShareRateLimit(app, rateLimits.unlock),
      schema: { params: ShareTokenParams, body: UnlockShareLinkBody, response: { 200: UnlockShareLinkResponse } },
    },
    async (request) => {
      const { link } = await loadOpenShareLink({ db, token: request.params.token });
      const { grant, expiresAt } = await unlockShareLink({ db, link, passcode: request.body.passcode });
      return { success: true as const, grant, expiresAt: expiresAt.toISOString() };
    },
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

/** A read of a passcode link by a grant holder: theirs alone, so no shared cache and nothing a CDN may keep. */
function sendPrivateRead(reply: FastifyReply, read: ShareRead): FastifyReply {
  return reply
    .status(read.status)
    .header("cache-control", "private, no-store")
    .type(JSON_TYPE)
    .serializer((payload) => payload as string)
    .send(read.body);
}
