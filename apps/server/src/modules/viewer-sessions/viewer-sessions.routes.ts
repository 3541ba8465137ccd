import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { EndViewerSessionResponse } from "@vemo/shared/contracts/notifications";
import { AnswerResponse } from "@vemo/shared/contracts/qa";
import {
  HeartbeatResponse,
  ShareChatBody,
  ShareTokenParams,
  StartViewerSessionBody,
  StartViewerSessionResponse,
  ViewerSessionParams,
  WatchedBody,
} from "@vemo/shared/contracts/sharing";
import { acceptsEventStream, openEventStream } from "../../platform/event-stream.ts";
import { shareGrantOf } from "../link-controls/link-access.ts";
import { presentAnswer } from "../qa/qa.presenter.ts";
import type { VemoAnswer } from "../qa/vemo-answer.ts";
import { sharedDocumentUrl } from "../sharing/shared-documents.service.ts";
import { createShareRateLimit, shareRateLimits, type ShareRateLimits } from "../sharing/share-rate-limits.ts";
import { askSharedVemo, endViewerSession, recordHeartbeat, startViewerSession } from "./viewer-sessions.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

type Options = Pick<RouteDeps, "runtime"> & { rateLimits?: ShareRateLimits };

/** What a streamed answer's `error` event says when the answer fails after its text began. */
export const STREAM_FAILED_MESSAGE = "The answer could not be finished. Please try again.";

/**
 * A visit of a share page: its start, heartbeats, questions and goodbye. Public, limited per IP by
 * the share calls' own limiters, and the chat per link too.
 */
export const viewerSessionsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { runtime } = options;
  const rateLimits = options.rateLimits ?? shareRateLimits({ chatPerLink: runtime.config.shareChatLinkLimitPerMinute });
  const { db } = runtime.database;
  // One limiter per route, so each public call has its own budget.
  const limitSession = () => createShareRateLimit(app, rateLimits.session);

  app.post(
    "/api/vemos/share/:token/chat",
    {
      onRequest: createShareRateLimit(app, rateLimits.chat),
      schema: {
        tag: "sharing",
        summary: "Ask a question on a share page",
        params: ShareTokenParams,
        body: ShareChatBody,
        response: { 200: AnswerResponse },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const grant = shareGrantOf(request);
      const acceptLanguage = request.headers["accept-language"];
      const present = (answer: VemoAnswer) =>
        presentAnswer(answer, (sourceId) => sharedDocumentUrl(runtime.config.publicUrl, token, sourceId, grant));
      if (!acceptsEventStream(request))
        return present(await askSharedVemo({ runtime, token, grant, acceptLanguage, ...request.body }));
      // Streamed: a chat model's text as `token` events while it writes, then the `answer` event (the same body as
      // the JSON response: citations and moment). The built-in engine's answer is that one event.
      const events = openEventStream(reply);
      try {
        const onText = (text: string) => events.send("token", { text });
        events.send(
          "answer",
          present(await askSharedVemo({ runtime, token, grant, acceptLanguage, ...request.body, onText })),
        );
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
      schema: {
        tag: "sharing",
        summary: "Start a viewer session on a share page",
        params: ShareTokenParams,
        body: StartViewerSessionBody,
        response: { 200: StartViewerSessionResponse },
      },
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
    "/api/vemos/share/:token/sessions/:sessionId/heartbeat",
    {
      onRequest: limitSession(),
      schema: {
        tag: "sharing",
        summary: "Keep a viewer session alive, with what played since the last report",
        params: ViewerSessionParams,
        body: WatchedBody,
        response: { 200: HeartbeatResponse },
      },
    },
    async (request) => {
      const { token, sessionId } = request.params;
      await recordHeartbeat({ db, token, sessionId, watched: request.body?.watched });
      return { success: true as const };
    },
  );

  // The page's goodbye (a beacon): limited by the same budget as its heartbeat. A beacon without
  // data may arrive as an empty text/plain body, which is no report.
  app.post(
    "/api/vemos/share/:token/sessions/:sessionId/end",
    {
      onRequest: limitSession(),
      preValidation: async (request) => {
        if ((request.body as unknown) === "") request.body = undefined;
      },
      schema: {
        tag: "sharing",
        summary: "End a viewer session when the visitor leaves the page",
        params: ViewerSessionParams,
        body: WatchedBody,
        response: { 200: EndViewerSessionResponse },
      },
    },
    async (request) => {
      const { token, sessionId } = request.params;
      await endViewerSession({ runtime, token, sessionId, watched: request.body?.watched });
      return { success: true as const };
    },
  );
};
