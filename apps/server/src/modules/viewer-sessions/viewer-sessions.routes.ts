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
import { nextTurn } from "../../platform/turns.ts";
import { shareGrantOf } from "../link-controls/link-access.ts";
import { replyWithAnswer } from "../qa/answer-reply.ts";
import { presentAnswer } from "../qa/qa.presenter.ts";
import type { VemoAnswer } from "../qa/vemo-answer.ts";
import { sharedDocumentUrl } from "../sharing/shared-documents.service.ts";
import { createShareRateLimit, shareRateLimits, type ShareRateLimits } from "../sharing/share-rate-limits.ts";
import { askSharedVemo, endViewerSession, recordHeartbeat, startViewerSession } from "./viewer-sessions.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

type Options = Pick<RouteDeps, "runtime"> & { rateLimits?: ShareRateLimits };

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
      // A burst of questions is taken in one per turn of the event loop, not all in the turn they arrive in.
      onRequest: [() => nextTurn(), createShareRateLimit(app, rateLimits.chat)],
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
      return replyWithAnswer(request, reply, async (onText) =>
        present(await askSharedVemo({ runtime, token, grant, acceptLanguage, ...request.body, onText })),
      );
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
