import type { FastifyInstance } from "fastify";
import { DOMAIN_VERIFICATION_PATH } from "@vemo/shared/rules/custom-domain";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { findShareLink } from "../sharing/sharing.repository.ts";
import { SHARE_LINK_NOT_FOUND } from "../sharing/sharing.service.ts";
import { organizationAtHost } from "./custom-domain.service.ts";

/** What a custom domain serves: share pages, their public calls, files and logos, and oEmbed. */
const SHARE_SITE_PATHS = [
  /^\/share\/[^/]+$/,
  /^\/api\/vemos\/share\/[^/]+(?:\/.*)?$/,
  /^\/api\/oembed$/,
  /^\/api\/brand-logos\/[^/]+$/,
  /^\/assets\/[^/]+$/,
  /^\/favicon\.svg$/,
];
const SHARE_TOKEN = /^\/(?:share|api\/vemos\/share)\/([^/]+)/;
const SHARE_PAGE = /^\/share\//;

function tokenIn(path: string): string | null {
  const segment = SHARE_TOKEN.exec(path)?.[1];
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Which host a request came to decides what it may see. PUBLIC_URL's host serves everything. A
 * verified custom domain serves only its organisation's share pages (another organisation's
 * token is 404) and nothing of the owner app. Any other host gets no share page (its HTML; the
 * page's API calls name their link and are answered as at PUBLIC_URL). The host is the request's
 * `Host` (or `X-Forwarded-Host` when TRUST_PROXY is set).
 */
export function registerHostRouting(app: FastifyInstance, options: { db: Db; publicUrl: string }): void {
  const publicHostname = new URL(options.publicUrl).hostname;
  app.addHook("onRequest", async (request) => {
    if (request.hostname.toLowerCase() === publicHostname) return;
    const path = request.url.split("?")[0] ?? "";
    if (path === DOMAIN_VERIFICATION_PATH) return; // answered at any host, verified or not
    const token = tokenIn(path);
    const company = await organizationAtHost({ db: options.db, host: request.host.toLowerCase() });
    if (!company) {
      if (SHARE_PAGE.test(path)) throw new AppError("not_found", SHARE_LINK_NOT_FOUND);
      return;
    }
    if (!SHARE_SITE_PATHS.some((allowed) => allowed.test(path))) throw new AppError("not_found", "Not found");
    if (token !== null && (await findShareLink(options.db, token))?.company?.id !== company.id)
      throw new AppError("not_found", SHARE_LINK_NOT_FOUND);
  });
}
