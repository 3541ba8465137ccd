import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { EndViewerSessionResponse } from "@vemo/shared/contracts/notifications";
import { ViewerSessionParams } from "@vemo/shared/contracts/sharing";
import type { Runtime } from "../../runtime.ts";
import { createShareRateLimit, shareRateLimits } from "../sharing/share-rate-limits.ts";
import { endViewerSession } from "./viewer-session-end.ts";

/** The share page's goodbye: public like its heartbeat, and limited by the same budget. */
export const viewerSessionEndRoutes: FastifyPluginAsyncZod<{ runtime: Runtime }> = async (app, { runtime }) => {
  const { session } = shareRateLimits({ chatPerLink: runtime.config.shareChatLinkLimitPerMinute });
  app.post(
    "/api/vemos/share/:token/sessions/:sessionId/end",
    {
      onRequest: createShareRateLimit(app, session),
      schema: { params: ViewerSessionParams, response: { 200: EndViewerSessionResponse } },
    },
    async (request) => {
      await endViewerSession({ runtime, token: request.params.token, sessionId: request.params.sessionId });
      return { success: true as const };
    },
  );
};
