import type { TaughtAnswer } from "@vemo/shared/contracts/taught-answers";
import type { SourceRow } from "../vemos/vemos.repository.ts";
import type { TaughtAnswerRow } from "./taught-answers.repository.ts";

/** The document or web page a taught answer cites is named by the Vemo's source, as the owner added it. */
export function presentTaughtAnswer(row: TaughtAnswerRow, sources: readonly SourceRow[]): TaughtAnswer {
  const source = row.sourceId ? sources.find((candidate) => candidate.id === row.sourceId) : undefined;
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    videoUrl: row.videoUrl,
    start: row.videoUrl ? (row.startSeconds ?? 0) : null,
    sourceId: row.sourceId,
    page: row.page,
    source:
      source && source.kind !== "video"
        ? { kind: source.kind, title: source.title || source.url, url: source.url }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
