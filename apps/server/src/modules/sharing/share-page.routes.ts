import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { DEFAULT_VIEWER_LANGUAGE, type ViewerLanguage } from "@vemo/shared/viewer-text/languages";
import { createWebPageReader } from "../../platform/web-app.ts";
import { createShareRateLimit, shareRateLimits, type ShareRateLimits } from "./share-rate-limits.ts";
import { createShareReadCache, sendShareRead } from "./share-read-cache.ts";
import { renderSharePage, sharePageMeta } from "./share-page.ts";
import { readShareVersion } from "./share-link-cache.ts";
import { readSharePageSubject } from "./sharing.service.ts";
import { browserLanguage } from "./viewer-language.ts";
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
 * previews work without JavaScript, the oEmbed discovery link, and the catalogue of the page's language. Pages are kept per process while the link's version is unchanged (share-read-cache.ts).
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
  /** The pages for browsers asking for `browser` (null: none of the catalogue's languages); a Vemo's pinned language wins. */
  const pagesFor = (browser: ViewerLanguage | null) =>
    createShareReadCache({
      // A rebuilt web app is a new template: the page is rendered again.
      version: async (token) => [await readTemplate(), await readShareVersion(db, token)],
      load: async (token) => {
        const template = await readTemplate();
        if (!template) return { status: 0, body: "" };
        const subject =
          token.length > MAX_TOKEN_LENGTH
            ? ({ status: 404, language: null } as const)
            : await readSharePageSubject({ db, publicUrl: runtime.config.publicUrl, token });
        const meta = sharePageMeta({
          publicUrl: runtime.config.publicUrl,
          token,
          language: subject.language ?? browser ?? DEFAULT_VIEWER_LANGUAGE,
          subject: subject.status === 200 ? subject : undefined,
        });
        return { status: subject.status, body: renderSharePage(template, meta) };
      },
    });
  const pages = new Map<ViewerLanguage | null, ReturnType<typeof pagesFor>>();
  const readSharePage = (browser: ViewerLanguage | null, token: string) => {
    let read = pages.get(browser);
    if (!read) {
      read = pagesFor(browser);
      pages.set(browser, read);
    }
    return read(token);
  };

  app.get<{ Params: { token: string } }>(
    "/share/:token",
    { onRequest: createShareRateLimit(app, rateLimits.read) },
    async (request, reply) => {
      const page = await readSharePage(browserLanguage(request.headers["accept-language"]), request.params.token);
      if (page.status === 0) return reply.callNotFound(); // no built web app
      allowFraming(reply);
      // The page is in the browser's language (server-side, so the first paint is right): caches keep one per language.
      reply.header("vary", "Accept-Language");
      return sendShareRead(request, reply, page, "text/html; charset=utf-8");
    },
  );
};
