import { UPLOADABLE_FILE_EXTENSIONS, videoId, videoKind } from "./video-links.ts";

// The create form's checks, with the spec's messages; the server applies the same ones.

export const VIDEO_LINK_MESSAGES = {
  invalid: "Please enter a valid URL",
  unsupported:
    "Only YouTube, Loom and Vimeo links or video files (.mp4, .webm, .mov) are supported. Please provide a valid YouTube, Loom, Vimeo or video file URL.",
} as const;

export const WEBSITE_LINK_MESSAGES = {
  required: "Website URL is required",
  invalid: "Please enter a valid URL",
  scheme: "URL must start with http:// or https://",
} as const;

export const CALENDLY_LINK_MESSAGE = "Please enter a valid Calendly URL (should contain calendly.com)";

function canParse(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const isHttp = (value: string) => /^https?:\/\//i.test(value);

/** The problem with a video link, or null when it is fine. */
export function videoLinkProblem(link: string): string | null {
  const value = link.trim();
  if (!canParse(value) || !isHttp(value)) return VIDEO_LINK_MESSAGES.invalid;
  const kind = videoKind(value);
  if (kind === "file") {
    const extension = new URL(value).pathname.split(".").pop()?.toLowerCase() ?? "";
    return (UPLOADABLE_FILE_EXTENSIONS as readonly string[]).includes(extension)
      ? null
      : VIDEO_LINK_MESSAGES.unsupported;
  }
  if (kind === "unknown" || !videoId(value)) return VIDEO_LINK_MESSAGES.unsupported;
  return null;
}

export function websiteLinkProblem(link: string): string | null {
  const value = link.trim();
  if (!value) return WEBSITE_LINK_MESSAGES.required;
  if (!canParse(value)) return WEBSITE_LINK_MESSAGES.invalid;
  if (!isHttp(value)) return WEBSITE_LINK_MESSAGES.scheme;
  return null;
}

/** The scheduling link is optional; when given it must be a Calendly URL. */
export function calendlyLinkProblem(link: string): string | null {
  const value = link.trim();
  if (!value) return null;
  if (!canParse(value) || !isHttp(value) || !new URL(value).hostname.toLowerCase().endsWith("calendly.com")) {
    return CALENDLY_LINK_MESSAGE;
  }
  return null;
}

export const DOCUMENT_MAX_BYTES_DEFAULT = 25 * 1024 * 1024;

/** "Bytes", "KB", "MB", "GB" as the upload list shows sizes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Math.round(value * 100) / 100} ${units[unit]}`;
}
