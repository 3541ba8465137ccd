import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { createWebPageReader } from "../../platform/web-app.ts";
import { createShareRateLimit, shareRateLimits, type ShareRateLimits } from "./share-rate-limits.ts";
import { createShareReadCache, sendShareRead } from "./share-read-cache.ts";
import { renderSharePage, sharePageMeta } from "./share-page.ts";
import { readSharePageSubject, readShareVersion } from "./sharing.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

/**
 * Share pages may be framed by any site (the embed code and oEmbed players): the app-wide headers
 * refuse framing, so this page lifts that refusal and changes nothing else of the policy.
 */
function allowFraming(reply: FastifyReply): void {
  const policy = reply.raw.getHeader("content-security-policy");
  if (typeof policy === "string")
    reply.raw.setHeader("content-security-policy", policy.replace(/frame-ancestors [^;]*/, "frame-ancestors *"));
  reply.raw.removeHeader("x-frame-options");
}

/** Longer tokens are never issued: such a page is answered as an unknown link without a lookup. */
const MAX_TOKEN_LENGTH = 200;

/**
 * GET /share/{token}: the share page's HTML (its own `share.html` entry, or index.html before the
 * web app has one) with the title, description and Open Graph tags of the shared Vemo, so link
 * previews work without JavaScript, and the oEmbed discovery link. Pages are kept per process while the link's version is unchanged (share-read-cache.ts).
 */
export const sharePageRoutes: FastifyPluginAsync<
  Pick<RouteDeps, "runtime"> & { rateLimits?: ShareRateLimits }
> = async (
  app,
  { runtime, rateLimits = shareRateLimits({ chatPerLink: runtime.config.shareChatLinkLimitPerMinute }) },
) => {
  const { db } = runtime.database;
  const readPage = createWebPageReader(runtime.config.webDistDir);
  const readTemplate = async () => (await readPage("share.html")) ?? (await readPage("index.html"));
  const readSharePage = createShareReadCache({
    // A rebuilt web app is a new template: the page is rendered again.
    version: async (token) => [await readTemplate(), await readShareVersion({ db, token })],
    load: async (token) => {
      const template = await readTemplate();
      if (!template) return { status: 0, body: "" };
      const subject =
        token.length > MAX_TOKEN_LENGTH
          ? ({ status: 404 } as const)
          : await readSharePageSubject({ db, publicUrl: runtime.config.publicUrl, token });
      const meta = sharePageMeta({
        publicUrl: runtime.config.publicUrl,
        token,
        subject: subject.status === 200 ? subject : undefined,
      });
      return { status: subject.status, body: renderSharePage(template, meta) };
    },
  });

  app.get<{ Params: { token: string } }>(
    "/share/:token",
    { onRequest: createShareRateLimit(app, rateLimits.read) },
    async (request, reply) => {
      const page = await readSharePage(request.params.token);
      if (page.status === 0) return reply.callNotFound(); // no built web app
      allowFraming(reply);
      return sendShareRead(request, reply, page, "text/html; charset=utf-8");
    },
  );
};
