import type { FastifyPluginAsync } from "fastify";
import { createWebPageReader } from "../../platform/web-app.ts";
import type { Runtime } from "../../runtime.ts";
import { createShareRateLimit, SHARE_RATE_LIMITS, type ShareRateLimits } from "./share-rate-limits.ts";
import { renderSharePage, sharePageMeta } from "./share-page.ts";
import { readSharePageSubject } from "./sharing.service.ts";

/** Longer tokens are never issued: such a page is answered as an unknown link without a lookup. */
const MAX_TOKEN_LENGTH = 200;

/**
 * GET /share/{token}: the share page's HTML (its own `share.html` entry, or index.html before the
 * web app has one) with the title, description and Open Graph tags of the shared Vemo, so link
 * previews work without JavaScript.
 */
export const sharePageRoutes: FastifyPluginAsync<{ runtime: Runtime; rateLimits?: ShareRateLimits }> = async (
  app,
  { runtime, rateLimits = SHARE_RATE_LIMITS },
) => {
  const { db } = runtime.database;
  const readPage = createWebPageReader(runtime.config.webDistDir);

  app.get<{ Params: { token: string } }>("/share/:token", { onRequest: createShareRateLimit(app, rateLimits.read) }, async (request, reply) => {
    const template = (await readPage("share.html")) ?? (await readPage("index.html"));
    if (!template) return reply.callNotFound();
    const { token } = request.params;
    const subject = token.length > MAX_TOKEN_LENGTH ? ({ status: 404 } as const) : await readSharePageSubject({ db, token });
    const meta = sharePageMeta({ publicUrl: runtime.config.publicUrl, token, subject: subject.status === 200 ? subject : undefined });
    return reply.status(subject.status).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(renderSharePage(template, meta));
  });
};
