import type { TaughtAnswer } from "@vemo/shared/contracts/taught-answers";
import type { VemoDetail } from "@vemo/shared/contracts/vemos";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import type { TaughtAnswerChange } from "./hooks/use-taught-answers";

/** What a taught answer cites: nothing, a moment of one of the Vemo's videos, a page of a document, or a web page. */
export type CitationKind = "none" | "video" | "document" | "website";

export type TeachAnswerValues = {
  question: string;
  answer: string;
  kind: CitationKind;
  videoUrl: string;
  /** The video moment as the owner types it: m:ss or seconds. */
  moment: string;
  sourceId: string;
  page: string;
};

export const MOMENT_FORMAT_ERROR = "Enter the moment as m:ss, for example 1:08";
const PAGE_FORMAT_ERROR = "Enter a page number, for example 2";

/** The form for a new answer to `question`, or for changing `taught`; a citation defaults to the Vemo's first video. */
export function initialTeachValues(
  vemo: VemoDetail | undefined,
  question: string,
  taught?: TaughtAnswer,
): TeachAnswerValues {
  const source = taught?.source;
  const kind: CitationKind = taught?.videoUrl ? "video" : source ? source.kind : "none";
  return {
    question: taught?.question ?? question,
    answer: taught?.answer ?? "",
    kind,
    videoUrl: taught?.videoUrl ?? vemo?.videos[0]?.video_url ?? "",
    moment: taught?.start != null ? formatClockTime(taught.start) : "0:00",
    sourceId: taught?.sourceId ?? "",
    page: taught?.page != null ? String(taught.page) : "1",
  };
}

/** "1:08" or "68" as seconds; null when it is neither. */
function parseMoment(text: string): number | null {
  const match = /^\s*(?:(\d+):)?(\d{1,2}|\d+)\s*$/.exec(text);
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 60 + Number(match[2]);
  return match[1] !== undefined && Number(match[2]) >= 60 ? null : seconds;
}

/** The request for the values, or the message of the field to fix. */
export function teachAnswerChange(
  values: TeachAnswerValues,
  answerId: string | undefined,
): { change: TaughtAnswerChange } | { error: string } {
  const question = values.question.trim();
  const answer = values.answer.trim();
  let citation: { videoUrl?: string; start?: number; sourceId?: string; page?: number } = {};
  if (values.kind === "video") {
    const start = parseMoment(values.moment);
    if (start === null) return { error: MOMENT_FORMAT_ERROR };
    citation = { videoUrl: values.videoUrl, start };
  } else if (values.kind === "document") {
    const page = Number(values.page);
    if (!Number.isInteger(page) || page < 1) return { error: PAGE_FORMAT_ERROR };
    citation = { sourceId: values.sourceId, page };
  } else if (values.kind === "website") {
    citation = { sourceId: values.sourceId };
  }
  if (answerId === undefined) return { change: { body: { question, ...(answer ? { answer } : {}), ...citation } } };
  // A change replaces the citation (or removes it) and the text.
  const cleared = { videoUrl: null, sourceId: null };
  return { change: { answerId, body: { question, answer: answer || null, ...cleared, ...citation } } };
}

/** How the list names what a taught answer cites. */
export function citationLabel(taught: TaughtAnswer): string | null {
  if (taught.videoUrl) return `Video at ${formatClockTime(taught.start ?? 0)}`;
  if (!taught.source) return null;
  return taught.source.kind === "document" ? `${taught.source.title}, page ${taught.page ?? 1}` : taught.source.title;
}
