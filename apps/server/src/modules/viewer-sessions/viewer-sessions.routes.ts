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
} from "@vemo/shared/contracts/sharing";
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
      onRequest: createShareRateLimit(app, rateLimits.chat),
      schema: {
        tag: "sharing",
        summary: "Ask a question on a share page",
        params: ShareTokenParams,
        body: ShareChatBody,
        response: { 200: AnswerResponse },
      },
    },
    async (request) => askSharedVemo({ runtime, token: request.params.token, ...request.body }),
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
      ...(await startViewerSession({ runtime, token: request.params.token, visitorId: request.body?.visitorId })),
    }),
  );

  app.post(
    "/api/vemos/share/:token/sessions/:sessionId/heartbeat",
    {
      onRequest: limitSession(),
      schema: {
        tag: "sharing",
        summary: "Keep a viewer session alive",
        params: ViewerSessionParams,
        response: { 200: HeartbeatResponse },
      },
    },
    async (request) => {
      await recordHeartbeat({ db, token: request.params.token, sessionId: request.params.sessionId });
      return { success: true as const };
    },
  );

  // The page's goodbye (a beacon): limited by the same budget as its heartbeat.
  app.post(
    "/api/vemos/share/:token/sessions/:sessionId/end",
    {
      onRequest: limitSession(),
      schema: {
        tag: "sharing",
        summary: "End a viewer session when the visitor leaves the page",
        params: ViewerSessionParams,
        response: { 200: EndViewerSessionResponse },
      },
    },
    async (request) => {
      await endViewerSession({ runtime, token: request.params.token, sessionId: request.params.sessionId });
      return { success: true as const };
    },
  );
};
