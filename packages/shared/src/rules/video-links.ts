// What kind of video a link is, and which video it names: used to validate the create form,
// to choose a player, and to match an answer's video across URL forms of the same video.

export const VIDEO_KINDS = ["youtube", "loom", "vimeo", "file", "unknown"] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** Direct video files the viewer can play. */
export const PLAYABLE_FILE_EXTENSIONS = ["mp4", "webm", "ogg", "mov", "avi", "mkv"] as const;
/** Direct video files an owner can add to a Vemo (the ones every browser plays). */
export const UPLOADABLE_FILE_EXTENSIONS = ["mp4", "webm", "mov"] as const;

function parse(url: string): URL | null {
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

function hostIs(url: URL, domain: string): boolean {
  const host = url.hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

function fileExtension(url: URL): string {
  return /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? "";
}

export function videoKind(link: string): VideoKind {
  const url = parse(link);
  if (!url) return "unknown";
  if (hostIs(url, "youtube.com") || hostIs(url, "youtu.be") || hostIs(url, "youtube-nocookie.com")) return "youtube";
  if (hostIs(url, "loom.com")) return "loom";
  if (hostIs(url, "vimeo.com")) return "vimeo";
  if ((PLAYABLE_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(url))) return "file";
  return "unknown";
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The provider's id of the video, or null when the link names none. */
export function videoId(link: string): string | null {
  const url = parse(link);
  if (!url) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  switch (videoKind(link)) {
    case "youtube": {
      const id = hostIs(url, "youtu.be")
        ? segments[0]
        : (url.searchParams.get("v") ??
          (["embed", "shorts", "live", "v"].includes(segments[0] ?? "") ? segments[1] : undefined));
      return id && YOUTUBE_ID.test(id) ? id : null;
    }
    case "loom": {
      // A share link may lead with the video's title, /share/Product-tour-<id>, as Loom's embed SDK reads them.
      const path = ["share", "embed"].includes(segments[0] ?? "") ? segments[1] : undefined;
      const id = path?.split("-").at(-1);
      return id && /^[a-f0-9]{16,}$/i.test(id) ? id.toLowerCase() : null;
    }
    case "vimeo": {
      const id = hostIs(url, "player.vimeo.com") ? segments[1] : segments.find((segment) => /^\d+$/.test(segment));
      return id && /^\d+$/.test(id) ? id : null;
    }
    default:
      return null;
  }
}

/** One key per video whatever the URL form: "youtube:ID", or the normalised URL for files. */
export function videoKey(link: string): string {
  const kind = videoKind(link);
  const id = videoId(link);
  if (id) return `${kind}:${id}`;
  const url = parse(link);
  return url ? `${url.origin}${url.pathname}` : link.trim();
}

export function isSameVideo(a: string, b: string): boolean {
  return videoKey(a) === videoKey(b);
}
