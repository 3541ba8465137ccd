import type { VemoIndex } from "../indexing/create-index.ts";
import type { Passage } from "../indexing/passages.ts";
import type { AnswerMoment } from "../retrieval/answer-moment.ts";
import type { Retrieval } from "../retrieval/retrieve.ts";
import type { SourceKind } from "../types.ts";

/** A piece of the Vemo's content that answers the question: a stretch of a video from the answer's start, or a document passage. */
export interface Evidence {
  kind: SourceKind;
  url: string;
  /** Seconds into the video where the evidence begins; 0 for documents. */
  start: number;
  page?: number;
  heading?: string;
  text: string;
  /** Relevance of the evidence's best passage, comparable across videos and documents. */
  score: number;
  /** The sentence said before the evidence that its first sentence says more of ("…warns the team." of "Those warnings…"). */
  before?: string;
  /** The sentence after the evidence's first that says the rest of its point (a tour's `saidAfter`), read with it. */
  after?: string;
  /** The evidence's sentence a tour's answer opens on at the latest: its answering one, after a video's lead-in. */
  answerAt?: number;
}

// How much of a video after the answer's start is read as its evidence.
const VIDEO_EVIDENCE_SECONDS = 25;
const MAX_DOCUMENT_EVIDENCE = 2;
// A sentence rebuilt from captions starts at its first word's estimated time, a little after its line's start.
const SAME_MOMENT_SECONDS = 0.05;
// Evidence far weaker than the best would only dilute the answer and its citations: a video moment this much
// weaker than the document passage that answers does not support the answer, so the video keeps its place.
const MIN_SHARE_OF_BEST = 0.35;

/** The strongest evidence for a question, best first; a video's moments keep the order of their moment scores. */
export function collectEvidence(index: VemoIndex, retrieval: Retrieval): Evidence[] {
  const videos = citedMoments(index, retrieval.moments).map((moment) =>
    videoEvidence(index, retrieval, moment.passage),
  );
  const documents = retrieval.documentPassages.slice(0, MAX_DOCUMENT_EVIDENCE).map((id): Evidence => {
    const passage = index.passages[id]!;
    const text =
      passage.heading && passage.text.startsWith(`${passage.heading}. `)
        ? passage.text.slice(passage.heading.length + 2)
        : passage.text;
    return {
      kind: passage.kind,
      url: passage.url,
      start: 0,
      page: passage.page,
      heading: passage.heading,
      text,
      score: retrieval.relevance[id]!,
    };
  });
  const ranked = mergeByScore(videos, documents);
  const best = Math.max(0, ...ranked.map((evidence) => evidence.score));
  const isSupporting = (evidence: Evidence) => evidence.score >= best * MIN_SHARE_OF_BEST;
  // Once a moment supports the answer, the other moments are cited by the moments' own rule (a second guess at
  // where the answer begins is worth a chip even when it scores well below the first).
  const videosSupport = videos.some(isSupporting);
  return ranked.filter((evidence) => (evidence.kind === "video" ? videosSupport : isSupporting(evidence)));
}

/**
 * Where the Vemo introduces itself: the opening of its first video, else its first document passage. A question
 * naming nothing ("What is this?") asks about the demo as a whole, and this is where the content says what it is.
 */
export function openingEvidence(index: VemoIndex): Evidence | undefined {
  const first = index.passages[0];
  if (!first) return undefined;
  if (first.kind === "video")
    return videoEvidence(
      index,
      { relevance: new Float64Array(index.passages.length), moments: [], documentPassages: [] },
      first.id,
    );
  return {
    kind: first.kind,
    url: first.url,
    start: 0,
    page: first.page,
    heading: first.heading,
    text: first.text,
    score: 0,
  };
}

/** The moments worth citing: the best few, each scoring a fair share of the best one. */
function citedMoments(index: VemoIndex, moments: AnswerMoment[]): AnswerMoment[] {
  const { perAnswer, minShareOfBest } = index.profile.moments;
  const best = moments[0]?.score ?? 0;
  return moments.filter((moment) => moment.score >= best * minShareOfBest).slice(0, perAnswer);
}

/** Two lists merged by comparing their heads, so that each keeps its own order. */
function mergeByScore(first: Evidence[], second: Evidence[]): Evidence[] {
  const merged: Evidence[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length || j < second.length) {
    if (j >= second.length || (i < first.length && first[i]!.score >= second[j]!.score)) merged.push(first[i++]!);
    else merged.push(second[j++]!);
  }
  return merged;
}

function videoEvidence(index: VemoIndex, retrieval: Retrieval, startPassage: number): Evidence {
  const first = index.passages[startPassage]!;
  const lines: Passage[] = [];
  for (const id of index.passagesBySource[first.source]!) {
    const line = index.passages[id]!;
    if (line.start >= first.start && line.start - first.start <= VIDEO_EVIDENCE_SECONDS) lines.push(line);
  }
  const score = Math.max(...lines.map((line) => retrieval.relevance[line.id]!));
  const sentences = index.captionSentences[first.source] ?? [];
  if (sentences.length > 0) {
    // Automatic captions: the answer is read in whole sentences, from the one holding the line's first words. The
    // moment stays the line's start: moving it to where that sentence begins cost MedVidQA 3 of 10 rows (half a),
    // as a spoken run-on "sentence" often begins well before the answer.
    const opening = sentences.findLastIndex((sentence) => sentence.start <= first.start + SAME_MOMENT_SECONDS);
    const from = sentences[Math.max(0, opening)]!.start;
    const read = sentences.filter(
      (sentence) => sentence.start >= from && sentence.start - from <= VIDEO_EVIDENCE_SECONDS,
    );
    return {
      kind: "video",
      url: first.url,
      start: first.start,
      text: read.map((sentence) => sentence.text).join(" "),
      score,
    };
  }
  return {
    kind: "video",
    url: first.url,
    start: first.start,
    // Lines stay apart so that unpunctuated captions can be read in whole lines.
    text: lines.map((line) => line.text).join("\n"),
    score,
  };
}
