import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { readSharePageSubject } from "../sharing/sharing.service.ts";

export const NOT_A_SHARE_PAGE = "No shared Vemo at this URL";

/**
 * The token of a share page URL at `origin` (`{origin}/share/{token}`, any query or fragment), or
 * null for any other URL: another host or scheme, another path, or not a URL at all.
 */
function shareTokenOf(url: string, origin: string): string | null {
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return null;
  }
  const site = new URL(origin);
  if (page.origin !== site.origin) return null;
  const prefix = `${site.pathname.replace(/\/$/, "")}/share/`;
  if (!page.pathname.startsWith(prefix)) return null;
  const segment = page.pathname.slice(prefix.length);
  if (segment === "" || segment.includes("/")) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export type EmbeddableSharePage = {
  token: string;
  vemoTitle: string;
  companyName: string;
  /** Where the player is served: the organisation's verified custom domain, else PUBLIC_URL. */
  shareOrigin: string;
};

/**
 * The viewable share page at `url`, at PUBLIC_URL or at the share origin of the link's organisation
 * (its verified custom domain); unknown, refused and foreign URLs are all 404.
 */
export async function findEmbeddableSharePage(options: {
  db: Db;
  publicUrl: string;
  url: string;
}): Promise<EmbeddableSharePage> {
  const { db, publicUrl, url } = options;
  const origin = URL.canParse(url) ? new URL(url).origin : null;
  const isPublicUrl = origin === new URL(publicUrl).origin;
  const token = origin && shareTokenOf(url, isPublicUrl ? publicUrl : origin);
  if (!token) throw new AppError("not_found", NOT_A_SHARE_PAGE);
  const subject = await readSharePageSubject({ db, publicUrl, token });
  if (subject.status !== 200 || !(isPublicUrl || origin === subject.shareOrigin))
    throw new AppError("not_found", NOT_A_SHARE_PAGE);
  return { token, vemoTitle: subject.vemoTitle, companyName: subject.companyName, shareOrigin: subject.shareOrigin };
}
