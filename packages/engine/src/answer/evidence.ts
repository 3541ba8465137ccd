import type { VemoIndex } from "../indexing/create-index.ts";
import type { Retrieval } from "../retrieval/retrieve.ts";
import type { SourceKind } from "../types.ts";

/** A piece of the Vemo's content that answers the question: a stretch of a video from the answer's start, or a document passage. */
export interface Evidence {
  kind: SourceKind;
  url: string;
  /** Seconds into the video where the evidence begins; 0 for documents. */
  start: number;
  page?: number;
  text: string;
  /** Relevance of the evidence's best passage, comparable across videos and documents. */
  score: number;
}

// How much of a video after the answer's start is read as its evidence.
const VIDEO_EVIDENCE_SECONDS = 25;
const MAX_EVIDENCE = 4;
// Evidence far weaker than the best would only dilute the answer and its citations.
const MIN_SHARE_OF_BEST = 0.35;

/** The strongest evidence for a question, best first. */
export function collectEvidence(index: VemoIndex, retrieval: Retrieval): Evidence[] {
  const videos = retrieval.moments.slice(0, MAX_EVIDENCE).map((moment) => videoEvidence(index, retrieval, moment.passage));
  const documents = retrieval.documentPassages.slice(0, MAX_EVIDENCE).map((id) => {
    const passage = index.passages[id]!;
    return { kind: passage.kind, url: passage.url, start: 0, page: passage.page, text: passage.text, score: retrieval.relevance[id]! };
  });
  const ranked = [...videos, ...documents].sort((a, b) => b.score - a.score);
  const best = ranked[0]?.score ?? 0;
  return ranked.filter((evidence) => evidence.score >= best * MIN_SHARE_OF_BEST).slice(0, MAX_EVIDENCE);
}

function videoEvidence(index: VemoIndex, retrieval: Retrieval, startPassage: number): Evidence {
  const first = index.passages[startPassage]!;
  const lines = index.passagesBySource[first.source]!.map((id) => index.passages[id]!).filter(
    (line) => line.start >= first.start && line.start - first.start <= VIDEO_EVIDENCE_SECONDS,
  );
  return {
    kind: "video",
    url: first.url,
    start: first.start,
    text: lines.map((line) => line.text).join(" "),
    score: Math.max(...lines.map((line) => retrieval.relevance[line.id]!)),
  };
}
