import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ShareTokenParams } from "@vemo/shared/contracts/sharing";
import { z } from "zod";
import { shareGrantOf } from "../link-controls/link-access.ts";
import { createShareRateLimit, shareRateLimits, type ShareRateLimits } from "./share-rate-limits.ts";
import { readSharedDocument } from "./shared-documents.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

const SharedDocumentParams = ShareTokenParams.extend({ sourceId: z.string().max(100) });
const SharedDocumentQuery = z.object({ grant: z.string().max(200).optional() });

/**
 * A document of a shared Vemo, opened from a page chip under an answer ("PDF p. 2" links here with `#page=2`):
 * served inline so the browser's viewer shows it, limited per IP like the link's other reads.
 */
export const sharedDocumentsRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "runtime"> & { rateLimits?: ShareRateLimits }
> = async (app, options) => {
  const { runtime } = options;
  const rateLimits = options.rateLimits ?? shareRateLimits({ chatPerLink: runtime.config.shareChatLinkLimitPerMinute });

  app.get(
    "/api/vemos/share/:token/documents/:sourceId",
    {
      onRequest: createShareRateLimit(app, rateLimits.read),
      schema: {
        tag: "sharing",
        summary: "A document of a shared Vemo, for the answers' source links",
        answer: { status: 200, contentType: "application/pdf", description: "The document" },
        params: SharedDocumentParams,
        querystring: SharedDocumentQuery,
      },
    },
    async (request, reply) => {
      const { token, sourceId } = request.params;
      const document = await readSharedDocument({ runtime, token, grant: shareGrantOf(request), sourceId });
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
        .header("cache-control", "private, no-cache")
        .header("x-content-type-options", "nosniff")
        .send(document.bytes);
    },
  );
};
