import { clampStartSeconds } from "./answer-start.ts";
import { formatClockTime } from "./clock-time.ts";

// How the viewer reads an answer: the text it shows, and the moment of which video it jumps to.

export const NO_ANSWER_TEXT = "Sorry, I could not find an answer.";

/** An answer response as it arrives; no field is trusted, so every one is checked. */
export type AnswerPayload = { answer?: unknown; video_url?: unknown; start?: unknown; sources?: unknown };

/** The text to show, and the video (null: the current one) and second to jump to. */
export type AnswerMoment = { text: string; videoUrl: string | null; start: number };

function firstVideoSource(sources: unknown): { url: string; start: unknown } | null {
  if (!Array.isArray(sources)) return null;
  for (const source of sources as unknown[]) {
    if (source === null || typeof source !== "object") continue;
    const { source_type: type, url, start_timestamp: start } = source as Record<string, unknown>;
    if (type === "video" && typeof url === "string" && url.trim() !== "" && start !== null && start !== undefined) {
      return { url: url.trim(), start };
    }
  }
  return null;
}

/**
 * Without a video_url, the first video source with a start timestamp supplies the video and its start.
 * An answer naming neither a video nor a moment (a declined question, or one answered from documents only)
 * reads as `{videoUrl: null, start: 0}`: see `movesPlayer`. No answer text reads as `noAnswerText` (the page's language).
 */
export function readAnswer(payload: AnswerPayload, noAnswerText: string = NO_ANSWER_TEXT): AnswerMoment {
  const text =
    typeof payload.answer === "string" && payload.answer.trim() !== "" ? payload.answer.trim() : noAnswerText;
  if (typeof payload.video_url === "string" && payload.video_url.trim() !== "") {
    return { text, videoUrl: payload.video_url.trim(), start: clampStartSeconds(payload.start) };
  }
  const source = firstVideoSource(payload.sources);
  if (source) return { text, videoUrl: source.url, start: clampStartSeconds(source.start) };
  return { text, videoUrl: null, start: clampStartSeconds(payload.start) };
}

/**
 * Whether an answer's moment moves the player: only when it names a video or a moment in the current one. An
 * answer that no video supports leaves the viewer where they were rather than restarting the video.
 */
export function movesPlayer(moment: Pick<AnswerMoment, "videoUrl" | "start">): boolean {
  return moment.videoUrl !== null || moment.start > 0;
}

/** A chip under an answer: a video moment to jump to, or the document page or web page it cites. */
export type SourceChip =
  | { kind: "moment"; label: string; videoUrl: string; start: number }
  | { kind: "document"; label: string; href: string | null };

/** The chat shows the best few moments an answer cites, as the server sends them. */
export const MAX_MOMENT_CHIPS = 3;

function documentChip(type: unknown, url: string, page: unknown, title: unknown): SourceChip | null {
  const href = httpLink(url);
  if (type === "pdf") {
    const pageNumber = typeof page === "number" && Number.isInteger(page) && page > 0 ? page : null;
    return {
      kind: "document",
      label: pageNumber ? `PDF p. ${pageNumber}` : "PDF",
      href: href && pageNumber ? `${href.split("#")[0]}#page=${pageNumber}` : href,
    };
  }
  if (type === "website") {
    const label = typeof title === "string" && title.trim() !== "" ? title.trim() : href ? new URL(href).hostname : url;
    return { kind: "document", label, href };
  }
  return null;
}

/**
 * The chips for an answer's sources, in the answer's order: "▶ 1:08" for each video moment (at most three),
 * "PDF p. 2" or the web page's title for a document; duplicates and unreadable sources are left out. A document
 * whose address is not a web address (an uploaded file) gets a chip without a link.
 */
export function readSourceChips(sources: unknown): SourceChip[] {
  if (!Array.isArray(sources)) return [];
  const chips: SourceChip[] = [];
  const seen = new Set<string>();
  let moments = 0;
  for (const source of sources as unknown[]) {
    if (source === null || typeof source !== "object") continue;
    const { source_type: type, url, start_timestamp: start, page, title } = source as Record<string, unknown>;
    if (typeof url !== "string" || url.trim() === "") continue;
    let chip: SourceChip | null = null;
    if (type === "video" && start !== null && start !== undefined && moments < MAX_MOMENT_CHIPS) {
      const seconds = clampStartSeconds(start);
      chip = { kind: "moment", label: `▶ ${formatClockTime(seconds)}`, videoUrl: url.trim(), start: seconds };
    } else if (type !== "video") {
      chip = documentChip(type, url.trim(), page, title);
    }
    const key = chip && `${chip.kind} ${chip.label} ${chip.kind === "moment" ? chip.videoUrl : chip.href}`;
    if (!chip || !key || seen.has(key)) continue;
    seen.add(key);
    if (chip.kind === "moment") moments++;
    chips.push(chip);
  }
  return chips;
}

const BOLD_MARKERS = /\*\*|__/g;
/** "(see page 4)", "(Guide, pages 2–3)": where a PDF passage came from, noise in a chat answer. */
const PAGE_REFERENCE = /[ \t]*\([^()]*\bpages?\b[^()]*\)/gi;
/** A bullet or list number after the end of a sentence or a colon, on the same line. */
const INLINE_LIST_ITEM = /([.:;!?)])[ \t]+(?=(?:[-*•]|\d{1,2}[.)])[ \t])/g;
const INLINE_BULLET = /[ \t]+(?=•)/g;

/** Bold markers and page references removed; each bullet and numbered item on a line of its own. */
export function cleanAnswerText(text: string): string {
  return text
    .replace(BOLD_MARKERS, "")
    .replace(PAGE_REFERENCE, "")
    .replace(INLINE_LIST_ITEM, "$1\n")
    .replace(INLINE_BULLET, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Paragraphs: at blank lines, and before every en-dash that follows a space. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|[ \t]+(?=–)/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const LINK_CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;

/** An http(s) address, else null; nothing else (javascript:, data:, …) is ever made a link. */
export function httpLink(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Sentence punctuation after an address belongs to the sentence; a ")" only when the address opened none. */
function trimLinkEnd(candidate: string): string {
  let end = candidate.replace(/[.,;:!?'"\]]+$/, "");
  while (end.endsWith(")") && (end.match(/\(/g) ?? []).length < (end.match(/\)/g) ?? []).length) {
    end = end.slice(0, -1).replace(/[.,;:!?'"\]]+$/, "");
  }
  return end;
}

/** The text cut into plain runs and http(s) links, in order, to render the links as anchors. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(LINK_CANDIDATE)) {
    const candidate = trimLinkEnd(match[0]);
    const href = httpLink(candidate);
    if (!href) continue;
    if (match.index > plainFrom) parts.push({ kind: "text", text: text.slice(plainFrom, match.index) });
    parts.push({ kind: "link", text: candidate, href });
    plainFrom = match.index + candidate.length;
  }
  if (plainFrom < text.length) parts.push({ kind: "text", text: text.slice(plainFrom) });
  return parts;
}
