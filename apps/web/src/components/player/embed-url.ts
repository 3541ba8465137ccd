import { videoId, videoKind } from "@vemo/shared/rules/video-links";

export type FrameOptions = {
  start: number;
  autoplay: boolean;
  muted: boolean;
  /** The page's origin when it follows the player through the host's player API (YouTube asks for it). */
  apiOrigin?: string;
};

/** The hash of an unlisted Vimeo video: vimeo.com/ID/HASH or player.vimeo.com/video/ID?h=HASH. */
function vimeoHash(link: string, id: string): string | null {
  const url = new URL(link);
  const fromQuery = url.searchParams.get("h");
  if (fromQuery) return fromQuery;
  const segments = url.pathname.split("/").filter(Boolean);
  const next = segments[segments.indexOf(id) + 1];
  return next && /^[a-f0-9]{6,}$/i.test(next) ? next : null;
}

function youtubeFrame(id: string, { start, autoplay, muted, apiOrigin }: FrameOptions): string {
  const url = new URL(`https://www.youtube.com/embed/${id}`);
  url.searchParams.set("rel", "0");
  url.searchParams.set("playsinline", "1");
  url.searchParams.set("autoplay", autoplay ? "1" : "0");
  url.searchParams.set("mute", muted ? "1" : "0");
  if (start > 0) url.searchParams.set("start", String(Math.floor(start)));
  if (apiOrigin) {
    url.searchParams.set("enablejsapi", "1");
    url.searchParams.set("origin", apiOrigin);
  }
  return url.href;
}

function loomFrame(id: string, { start, autoplay, muted }: FrameOptions): string {
  const url = new URL(`https://www.loom.com/embed/${id}`);
  url.searchParams.set("hide_owner", "true");
  url.searchParams.set("hide_share", "true");
  url.searchParams.set("hideEmbedTopBar", "true");
  if (autoplay) url.searchParams.set("autoplay", "true");
  if (muted) url.searchParams.set("muted", "true");
  if (start > 0) url.searchParams.set("t", `${Math.floor(start)}s`);
  return url.href;
}

function vimeoFrame(id: string, hash: string | null, { start, autoplay, muted }: FrameOptions): string {
  const url = new URL(`https://player.vimeo.com/video/${id}`);
  if (hash) url.searchParams.set("h", hash);
  url.searchParams.set("autoplay", autoplay ? "1" : "0");
  url.searchParams.set("muted", muted ? "1" : "0");
  if (start > 0) url.hash = `t=${Math.floor(start)}s`;
  return url.href;
}

/**
 * The host's own embed page for a YouTube, Loom or Vimeo link, starting at `start`; null for other links.
 * The start, autoplay and sound live in the address: the host's player API, where loaded, only follows playback.
 */
export function embedUrl(link: string, options: FrameOptions): string | null {
  const id = videoId(link);
  if (!id) return null;
  switch (videoKind(link)) {
    case "youtube":
      return youtubeFrame(id, options);
    case "loom":
      return loomFrame(id, options);
    case "vimeo":
      return vimeoFrame(id, vimeoHash(link, id), options);
    default:
      return null;
  }
}
