import type { OEmbedResponse } from "@vemo/shared/contracts/oembed";
import { shareUrl } from "@vemo/shared/rules/custom-domain";
import { embedCode, embedSize } from "@vemo/shared/rules/embed-code";
import { PRODUCT_NAME } from "@vemo/shared/rules/page-titles";
import type { EmbeddableSharePage } from "./oembed.service.ts";

/** Consumers may keep a response this long (seconds); an owner's new title shows after that. */
const CACHE_AGE_SECONDS = 3600;

/** oEmbed 1.0 "video" for a share page: its embed code, sized within the consumer's maxwidth and maxheight. */
export function presentOEmbed(
  page: EmbeddableSharePage,
  options: { publicUrl: string; maxWidth?: number; maxHeight?: number },
): OEmbedResponse {
  const { width, height } = embedSize({ maxWidth: options.maxWidth, maxHeight: options.maxHeight });
  return {
    version: "1.0",
    type: "video",
    title: page.vemoTitle,
    author_name: page.companyName,
    provider_name: PRODUCT_NAME,
    provider_url: options.publicUrl,
    html: embedCode({ shareUrl: shareUrl(page.shareOrigin, page.token), title: page.vemoTitle, width, height }),
    width,
    height,
    cache_age: CACHE_AGE_SECONDS,
  };
}
