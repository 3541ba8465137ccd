import type { VemoIndex } from "../indexing/create-index.ts";
import {
  contentSentences,
  scoreSentences,
  sentenceCoverage,
  type ContentSentence,
} from "../retrieval/content-sentences.ts";
import { expectedAnswerType, holdsAnswerType } from "../retrieval/answer-type.ts";
import { namesTheTopic } from "../retrieval/question-coverage.ts";
import { buildQuestionTerms } from "../retrieval/question-terms.ts";
import { isBuyerWord } from "../text/buyer-words.ts";
import { stemWord } from "../text/tokens.ts";
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

/**
 * Whether a question is answered by its best sentence: a question that is not "how to…" about a product tour, that is
 * a Vemo whose videos are all short or speak the buyer's words (price, plan, trial, setup, integrations, customers…;
 * a tour says them in one word of ten or more, a long screencast in fewer than one of thirty), whatever their length.
 */
export function isTourQuestion(index: VemoIndex, question: string): boolean {
  const { maxVideoSeconds, minBuyerWordShare } = index.profile.tour;
  const videos = index.passagesBySource.filter((ids) => index.passages[ids[0] ?? -1]?.kind === "video");
  if (videos.length === 0 || PROCEDURE.test(question)) return false;
  const short = videos.every((ids) => index.passages[ids.at(-1)!]!.end <= maxVideoSeconds);
  return short || buyerWordShare(index) >= minBuyerWordShare;
}

/** The share of the words spoken in a Vemo's videos that are a buyer's words (read from every sentence once, then kept). */
export function buyerWordShare(index: VemoIndex): number {
  if (index.buyerWordShare !== undefined) return index.buyerWordShare;
  let words = 0;
  let buyerWords = 0;
  for (const sentence of contentSentences(index)) {
    if (sentence.kind !== "video") continue;
    words += sentence.stems.length;
    buyerWords += sentence.stems.filter(isBuyerWord).length;
  }
  index.buyerWordShare = words === 0 ? 0 : buyerWords / words;
  return index.buyerWordShare;
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
  const { documentHandicap, minCoverage, supportingShare, sameSayingShare } = index.profile.tour;
  const sentences = contentSentences(index);
  const terms = buildQuestionTerms(index, question);
  for (const term of terms.keys()) if (term.split("_").some((stem) => namesTheTopic(index, stem))) terms.delete(term);
  const scores = scoreSentences(index, sentences, terms, question);
  const weighed = (i: number) => scores[i]! / (sentences[i]!.kind === "video" ? 1 : documentHandicap);
  // "Which carriers do you support?" is answered by a sentence listing names ("UPS, FedEx or DHL"), which need not
  // say "carriers".
  const type = expectedAnswerType(question);
  const isTopic = (word: string) => namesTheTopic(index, stemWord(word));
  const listsNames = (i: number) => holdsAnswerType(sentences[i]!.text, "names", isTopic);
  const pick = (among: number[], score: (i: number) => number) => {
    const listing = type === "names" ? among.filter(listsNames) : [];
    return (listing.length > 0 ? listing : among).reduce(
      (best, i) => (best < 0 || score(i) > score(best) ? i : best),
      -1,
    );
  };
  const scored = sentences.map((_, i) => i).filter((i) => scores[i]! > 0);
  const best = pick(scored, weighed);
  const sentence = sentences[best];
  if (!sentence || sentenceCoverage(index, question, sentence) < minCoverage) return undefined;
  if (sentence.kind === "video") return { sentence };
  // A document answers; a video sentence scoring `supportingShare` of it supports it (one part of "When are invoices
  // emailed, and is my data encrypted?"), or else the one saying most of the same ("paste a YouTube, Loom or Vimeo
  // link" of "Supported video links: YouTube, Loom and Vimeo"), and the player goes there.
  const videoSentences = sentences.map((_, i) => i).filter((i) => sentences[i]!.kind === "video");
  const moment = pick(
    videoSentences.filter((i) => scores[i]! > 0),
    (i) => scores[i]!,
  );
  if (moment >= 0 && scores[moment]! >= supportingShare * scores[best]!)
    return { sentence, supportingMoment: sentences[moment] };
  const said = new Set(sentence.stems);
  const sameShare = (i: number) => {
    const stems = new Set(sentences[i]!.stems);
    return stems.size === 0 ? 0 : [...stems].filter((stem) => said.has(stem)).length / stems.size;
  };
  const same = videoSentences.reduce((most, i) => (most < 0 || sameShare(i) > sameShare(most) ? i : most), -1);
  return { sentence, supportingMoment: same >= 0 && sameShare(same) >= sameSayingShare ? sentences[same] : undefined };
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
