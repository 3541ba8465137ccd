import type { VemoIndex } from "../indexing/create-index.ts";
import {
  contentSentences,
  scoreSentences,
  sentenceCoverage,
  type ContentSentence,
} from "../retrieval/content-sentences.ts";
import { namesTheTopic } from "../retrieval/question-coverage.ts";
import { buildQuestionTerms } from "../retrieval/question-terms.ts";
import type { Evidence } from "./evidence.ts";

// A short product tour answers a buyer's question in one sentence, and the moment to play is where that sentence
// starts ("Setup takes about fifteen minutes…"). Long screencasts explain a step over several lines, and there the
// following-context window (answer-moment.ts) finds where the explanation begins; so do questions asking how to
// do something, on any video.

// Read as much of the video after the answering sentence as the other evidence holds.
const EVIDENCE_SECONDS = 25;
// The other moments cited start at least this far from the answering sentence.
const DISTINCT_SECONDS = 10;
const PROCEDURE = /^\s*how (?:to|do|can|should|would|could)\b/i;

/** Whether a question is answered by its best sentence: a question that is not "how to…" about a short tour. */
export function isTourQuestion(index: VemoIndex, question: string): boolean {
  const videos = index.passagesBySource.filter((ids) => index.passages[ids[0] ?? -1]?.kind === "video");
  return (
    videos.length > 0 &&
    videos.every((ids) => index.passages[ids.at(-1)!]!.end <= index.profile.tour.maxVideoSeconds) &&
    !PROCEDURE.test(question)
  );
}

/**
 * The sentence of the Vemo that answers best (a video's over a document's unless the document's scores
 * `documentHandicap` times more), or undefined when none says enough of the question: less than `minCoverage` of its
 * words.
 */
export function answeringSentence(
  index: VemoIndex,
  question: string,
): { sentence: ContentSentence; supportingMoment?: ContentSentence } | undefined {
  const { documentHandicap, minCoverage } = index.profile.tour;
  const sentences = contentSentences(index);
  const terms = buildQuestionTerms(index, question);
  for (const term of terms.keys()) if (term.split("_").some((stem) => namesTheTopic(index, stem))) terms.delete(term);
  const scores = scoreSentences(index, sentences, terms, question);
  const weighed = (i: number) => scores[i]! / (sentences[i]!.kind === "video" ? 1 : documentHandicap);
  let best = -1;
  for (let i = 0; i < sentences.length; i++) if (scores[i]! > 0 && (best < 0 || weighed(i) > weighed(best))) best = i;
  const sentence = sentences[best];
  if (!sentence || sentenceCoverage(index, question, sentence) < minCoverage) return undefined;
  if (sentence.kind === "video") return { sentence };
  // A document answers; a video sentence scoring `supportingShare` of it supports it (one part of "When are invoices
  // emailed, and is my data encrypted?"), and the player goes there.
  let moment = -1;
  for (let i = 0; i < sentences.length; i++)
    if (sentences[i]!.kind === "video" && (moment < 0 || scores[i]! > scores[moment]!)) moment = i;
  const supports = moment >= 0 && scores[moment]! >= index.profile.tour.supportingShare * scores[best]!;
  return { sentence, supportingMoment: supports ? sentences[moment] : undefined };
}

/**
 * The evidence of an answer that opens with its answering sentence: for a video, the sentences from it on within
 * EVIDENCE_SECONDS, then the other moments and document passages retrieval found; for a document, the rest of its piece,
 * and the player stays where it is.
 */
export function sentenceEvidence(
  index: VemoIndex,
  { sentence, supportingMoment }: { sentence: ContentSentence; supportingMoment?: ContentSentence },
  evidence: Evidence[],
): Evidence[] {
  const sentences = contentSentences(index);
  const from = sentences.indexOf(sentence);
  const score = evidence[0]?.score ?? 0;
  if (sentence.kind !== "video") {
    const passage = index.passages[sentence.passage]!;
    const rest = sentences.slice(from).filter((other) => other.passage === sentence.passage);
    const moment = supportingMoment ? sentenceEvidence(index, { sentence: supportingMoment }, [])[0]! : undefined;
    return [
      {
        kind: sentence.kind,
        url: sentence.url,
        start: 0,
        page: passage.page,
        heading: passage.heading,
        text: rest.map((other) => other.text).join(" "),
        score,
      },
      ...(moment ? [moment] : []),
    ];
  }
  const read = sentences
    .slice(from)
    .filter((other) => other.source === sentence.source && other.start - sentence.start <= EVIDENCE_SECONDS);
  const first: Evidence = {
    kind: "video",
    url: sentence.url,
    start: sentence.start,
    text: read.map((other) => other.text).join(" "),
    score,
  };
  const others = evidence.filter(
    (item) => item.kind !== "video" || item.url !== first.url || Math.abs(item.start - first.start) >= DISTINCT_SECONDS,
  );
  return [first, ...others];
}
