// The embed code of a share page: the owner copies it from the share dialog, and the oEmbed
// endpoint returns it as `html`, so both give the same markup.

export const EMBED_WIDTH = 960;
export const EMBED_HEIGHT = 540;
/** `?embed=1` turns the share page into its embed mode: player and chat, no header or footer. */
const EMBED_PARAM = "embed";

/** The share page's address in embed mode. */
export function embedUrl(shareUrl: string): string {
  return `${shareUrl}${shareUrl.includes("?") ? "&" : "?"}${EMBED_PARAM}=1`;
}

/** Whether a share page's query string (`location.search`) asks for the embed mode. */
export function isEmbedMode(search: string): boolean {
  return new URLSearchParams(search).get(EMBED_PARAM) === "1";
}

export function embedCode(options: { shareUrl: string; title: string; width?: number; height?: number }): string {
  const { width = EMBED_WIDTH, height = EMBED_HEIGHT } = options;
  return (
    `<iframe src="${escapeAttribute(embedUrl(options.shareUrl))}" width="${width}" height="${height}" ` +
    `title="${escapeAttribute(options.title)}" style="border:0" allow="autoplay; fullscreen; clipboard-write" allowfullscreen></iframe>`
  );
}

/** The width and height of an embed that fits within the consumer's limits, keeping 16:9. */
export function embedSize(limits: { maxWidth?: number; maxHeight?: number }): { width: number; height: number } {
  const scale = Math.min(
    1,
    (limits.maxWidth ?? EMBED_WIDTH) / EMBED_WIDTH,
    (limits.maxHeight ?? EMBED_HEIGHT) / EMBED_HEIGHT,
  );
  return { width: Math.max(1, Math.floor(EMBED_WIDTH * scale)), height: Math.max(1, Math.floor(EMBED_HEIGHT * scale)) };
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
}
