import { NOT_FOUND_ANSWER, type Answer } from "@vemo/engine";
import { viewerText } from "@vemo/shared/viewer-text/catalogues";
import { DEFAULT_VIEWER_LANGUAGE, type ViewerLanguage } from "@vemo/shared/viewer-text/languages";
import type { SourceRow } from "../vemos/vemos.repository.ts";

/** A piece of content an answer rests on: a video moment, a PDF page or a web page (with its section's heading). */
export type Citation = {
  kind: "video" | "pdf" | "website";
  /** The video or web address; a PDF's file name. */
  url: string;
  /** Seconds into a video; null for documents and web pages. */
  start: number | null;
  page?: number;
  title?: string;
  /** The Vemo's document a PDF citation is, where the asker can open it. */
  sourceId?: string;
};

/** The answer to a question about a Vemo, as the answer service gives it and the question is stored. */
export type VemoAnswer = {
  text: string;
  /** The video to play, or null when no video moment supports the answer. */
  videoUrl: string | null;
  start: number;
  /** Video moments first, best first; then document pages and web pages. */
  citations: Citation[];
  /** False when the assistant declined or rested on nothing: the owner sees it among the unanswered. */
  isAnswered: boolean;
  /** The owner's taught answer it is, if any. */
  taughtAnswerId: string | null;
};

/** A sentence that is not an answer from the content (still processing, nothing to answer from). */
export function plainAnswer(text: string): VemoAnswer {
  return { text, videoUrl: null, start: 0, citations: [], isAnswered: false, taughtAnswerId: null };
}

/**
 * The engine's answer as a domain value. An answer is honest only when it rests on content: a decline, or an answer
 * citing nothing, is recorded as unanswered. The engine knows a document by its file name: the citation names the
 * Vemo's first document of that name. The built-in engine answers from the content as it is; its decline is
 * said in `language`, the buyer's.
 */
export function fromEngineAnswer(
  answer: Answer,
  sources: readonly SourceRow[] = [],
  language: ViewerLanguage = DEFAULT_VIEWER_LANGUAGE,
): VemoAnswer {
  const isDeclined = answer.answer === NOT_FOUND_ANSWER;
  const documentIds = new Map<string, string>();
  for (const source of sources)
    if (source.kind === "document" && !documentIds.has(source.url)) documentIds.set(source.url, source.id);
  const citations = answer.sources.map((source): Citation => {
    const citation: Citation = {
      kind: source.source_type,
      url: source.url,
      start: source.source_type === "video" ? source.start_timestamp : null,
    };
    if (source.page !== undefined) citation.page = source.page;
    if (source.title) citation.title = source.title;
    const sourceId = source.source_type === "pdf" ? documentIds.get(source.url) : undefined;
    if (sourceId) citation.sourceId = sourceId;
    return citation;
  });
  return {
    text: isDeclined ? viewerText(language).format("answer.declined") : answer.answer,
    videoUrl: answer.video_url,
    start: answer.start,
    citations,
    isAnswered: !isDeclined && citations.length > 0,
    taughtAnswerId: null,
  };
}
