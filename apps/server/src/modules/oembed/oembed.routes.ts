import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OEmbedFormatRefusal, OEmbedQuery, OEmbedResponse } from "@vemo/shared/contracts/oembed";
import { createShareRateLimit, shareRateLimits } from "../sharing/share-rate-limits.ts";
import { presentOEmbed } from "./oembed.presenter.ts";
import { findEmbeddableSharePage } from "./oembed.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

export const JSON_ONLY_MESSAGE = "Only format=json is supported";

/**
 * GET /api/oembed?url=…&format=json: oEmbed 1.0 for share pages, public like the pages themselves
 * and limited per IP as their reads are. The spec's answer to a format we do not serve is 501.
 */
export const oembedRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "runtime">> = async (app, { runtime }) => {
  const { read } = shareRateLimits({ chatPerLink: runtime.config.shareChatLinkLimitPerMinute });
  app.get(
    "/api/oembed",
    {
      onRequest: createShareRateLimit(app, read),
      schema: {
        tag: "sharing",
        summary: "oEmbed for a share page's address",
        querystring: OEmbedQuery,
        response: { 200: OEmbedResponse, 501: OEmbedFormatRefusal },
      },
    },
    async (request, reply) => {
      const { url, format, maxwidth, maxheight } = request.query;
      if (format !== undefined && format !== "json")
        return reply.status(501).send({ success: false as const, error: JSON_ONLY_MESSAGE });
      const { publicUrl } = runtime.config;
      const page = await findEmbeddableSharePage({ db: runtime.database.db, publicUrl, url });
      return presentOEmbed(page, { publicUrl, maxWidth: maxwidth, maxHeight: maxheight });
    },
  );
};
