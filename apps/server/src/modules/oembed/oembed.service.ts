import type { OEmbedResponse } from "@vemo/shared/contracts/oembed";
import { embedCode, embedSize } from "@vemo/shared/rules/embed-code";
import { PRODUCT_NAME } from "@vemo/shared/rules/page-titles";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { readSharePageSubject } from "../sharing/sharing.service.ts";

export const NOT_A_SHARE_PAGE = "No shared Vemo at this URL";
/** Consumers may keep a response this long (seconds); an owner's new title shows after that. */
const CACHE_AGE_SECONDS = 3600;

/**
 * The token of a share page URL of this site (`{publicUrl}/share/{token}`, any query or fragment),
 * or null for any other URL: another host or scheme, another path, or not a URL at all.
 */
export function shareTokenOf(url: string, publicUrl: string): string | null {
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return null;
  }
  const site = new URL(publicUrl);
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

/**
 * oEmbed 1.0 for a viewable share page: a "video" whose html is the share page's embed code, sized
 * within the consumer's maxwidth and maxheight. Unknown, refused and foreign URLs are all 404.
 */
export async function describeSharePage(options: {
  db: Db;
  publicUrl: string;
  url: string;
  maxWidth?: number;
  maxHeight?: number;
}): Promise<OEmbedResponse> {
  const token = shareTokenOf(options.url, options.publicUrl);
  if (token === null) throw new AppError("not_found", NOT_A_SHARE_PAGE);
  const subject = await readSharePageSubject({ db: options.db, token });
  if (subject.status !== 200) throw new AppError("not_found", NOT_A_SHARE_PAGE);
  const { width, height } = embedSize({ maxWidth: options.maxWidth, maxHeight: options.maxHeight });
  const shareUrl = `${options.publicUrl}/share/${encodeURIComponent(token)}`;
  return {
    version: "1.0",
    type: "video",
    title: subject.vemoTitle,
    author_name: subject.companyName,
    provider_name: PRODUCT_NAME,
    provider_url: options.publicUrl,
    html: embedCode({ shareUrl, title: subject.vemoTitle, width, height }),
    width,
    height,
    cache_age: CACHE_AGE_SECONDS,
  };
}
