import { isSalesTour, sentenceCoverage } from "../retrieval/content-sentences.ts";
import type { VemoIndex } from "../indexing/create-index.ts";
import { askForGroundedAnswer } from "../llm/grounded-answer.ts";
import type { LlmClient } from "../llm/llm-client.ts";
import { coversQuestion, namesTheTopic } from "../retrieval/question-coverage.ts";
import { asksOthersWay, momentShowsSteps, saysAnAction } from "../retrieval/procedure.ts";
import { retrieve } from "../retrieval/retrieve.ts";
import { questionWords } from "../text/tokens.ts";
import { withVemoSpelling, wordsSaid } from "../text/misspellings.ts";
import { clampStartSeconds } from "@vemo/shared/rules/answer-start";
import type { SourceKind } from "../types.ts";
import { DEFAULT_ANSWER_STYLE, type AnswerStyle } from "./answer-style.ts";
import { collectEvidence, openingEvidence, type Evidence } from "./evidence.ts";
import { asksHowToUnsaidThing, asksOfTheBuyersSide, asksTheWorld, saysNoNeed } from "./asked-things.ts";
import { answeringSentence, asksHowTo, isTour, sentenceEvidence } from "./tour-answer.ts";
import { composeExtractiveAnswer, NOT_FOUND_ANSWER } from "./extractive-answer.ts";

/** One piece of content an answer rests on, as the client reads it. */
export interface AnswerSource {
  source_type: SourceKind;
  url: string;
  start_timestamp: number;
  page?: number;
  /** The heading of a web page's section. */
  title?: string;
}

/** The answer to a viewer's question and the moment of the video where it begins. */
export interface Answer {
  answer: string;
  /** The video to play, or null when no video moment supports the answer (the player then keeps its place). */
  video_url: string | null;
  /** Seconds into that video, 0–36000; 0 when no video moment supports the answer. */
  start: number;
  /** The video moments cited (best first, at most three), then the document pages or web sections used. */
  sources: AnswerSource[];
}

export interface AnswerOptions {
  style?: AnswerStyle;
  /** A chat model for a written, cited answer; without it (or when it fails) the built-in answer is given. */
  llm?: LlmClient;
  signal?: AbortSignal;
  /** Receives the model's answer text as it is written (when the client streams); the returned answer is final. */
  onText?: (text: string) => void;
}

/** The answer to a question the Vemo does not cover: no video moment, so the player stays where it is. */
function declined(): Answer {
  return { answer: NOT_FOUND_ANSWER, video_url: null, start: 0, sources: [] };
}

const MAX_DOCUMENT_SOURCES = 2;
// A capitalised word inside a sentence, not an acronym or "I": a name ("Germany", "the Moon").
const NAMES_SOMETHING = /[^\s.!?:—–-]\s+\p{Lu}\p{Ll}/u;

export async function answerQuestion(index: VemoIndex, typed: string, options: AnswerOptions = {}): Promise<Answer> {
  const question = respelt(index, typed);
  const style = options.style ?? DEFAULT_ANSWER_STYLE;
  if (namesNothing(question)) {
    const opening = openingEvidence(index);
    return opening ? withSources(composeExtractiveAnswer(question, opening, style), [opening], [opening]) : declined();
  }
  // The model reads the buyer's own words (their typos, their language); the engine's matching reads them respelt.
  const questionEmbedding = options.llm ? await embedQuestion(index, typed, options.llm, options.signal) : undefined;
  const evidence = collectEvidence(index, retrieve(index, question, { questionEmbedding }));
  const isCovered =
    evidence.length > 0 && coversQuestion(index, question, evidence.map(evidenceWords), isSalesTour(index));
  // Embeddings can find a paraphrase that shares no word with the content: the chat model then judges it.
  if (options.llm && evidence.length > 0 && (isCovered || questionEmbedding)) {
    try {
      const grounded = await askForGroundedAnswer(options.llm, typed, evidence, style, options.signal, options.onText);
      // A model answer resting on no passage is the model saying the content does not cover the question.
      if (grounded.cited.length === 0) return declined();
      return withSources(grounded.answer, grounded.cited, evidence);
    } catch {
      // The built-in answer below stands in for a failed or slow model.
    }
  }
  const onTour = isTour(index);
  // A question no passage matches by its words leaves the Vemo-wide test nothing to judge: on a sales tour the tour's
  // reading of it (buyer words, kinds, the lexical bridge) decides ("Is there a cap on how many people can sign in?" of
  // "…unlimited users at every site"), unless it names something, which no reading translates ("…stay in Germany?").
  const namesSomething = NAMES_SOMETHING.test(question);
  const unmatched = evidence.length === 0 && isSalesTour(index) && !namesSomething;
  const answering = onTour ? answeringSentence(index, question, { unmatched }) : undefined;
  // The Vemo-wide test reads the question's words one by one; a tour's sentence saying most of them answers it
  // ("What are your support hours?" of "…our support team picks up the phone from seven am to seven pm"), and so does
  // one saying the name asked about ("Can our data stay in Canada?" of "…the United States, Canada…") or holding the
  // kind of answer asked for ("How often does the location refresh?" of "…it updates every ten seconds"), or saying that
  // what the buyer asks whether they must do is done for them ("Do we start each onboarding by hand?" of "…on its own").
  // On a sales tour, a yes/no question about what the buyer's side does or gets is answered by the sentence the tour's
  // own tests chose, which tells what happens to them in its own words ("Do walk-in customers get a text before we
  // close?" of "…everyone still waiting gets a message at closing time"); a name is left to the Vemo-wide test ("Can
  // our data stay in Germany?").
  const saysMost =
    answering !== undefined &&
    (unmatched ||
      answering.saysAskedName === true ||
      answering.holdsAskedKind === true ||
      saysNoNeed(question, answering.sentence) ||
      (isSalesTour(index) && !namesSomething && asksOfTheBuyersSide(index, question)) ||
      sentenceCoverage(index, question, answering.sentence) >=
        (isSalesTour(index) ? index.profile.tour.salesSureCoverage : index.profile.tour.sureCoverage));
  if (!isCovered && !saysMost) return declined();
  const compose = (item: Evidence) =>
    composeExtractiveAnswer(
      question,
      item,
      style,
      (stem) => namesTheTopic(index, stem),
      index.profile.answerTypeWeight,
      isSalesTour(index),
    );
  const howTo = asksHowTo(question);
  if ((onTour && howTo && asksHowToUnsaidThing(index, question)) || asksTheWorld(index, question)) return declined();
  // On a sales tour a "how do I…" question is answered by its best sentence when that sentence says an action ("…you
  // forward your support address and invite your agents"), and "How do clinics…?" by any; a screencast's steps run over
  // several lines (step 6), so step 6's moment answers only where it shows the steps the best sentence names.
  const answersStep =
    howTo &&
    answering !== undefined &&
    isSalesTour(index) &&
    (asksOthersWay(question) ||
      saysAnAction(answering.sentence.text) ||
      !momentShowsSteps(index, answering.sentence, evidence[0]));
  if (onTour && (!howTo || answersStep)) {
    // A short tour's answer is its best sentence, and a question none of its sentences says enough of is declined.
    if (!answering) return declined();
    const tourEvidence = sentenceEvidence(index, answering, evidence);
    return withSources(compose(tourEvidence[0]!), tourEvidence, tourEvidence);
  }
  const videoEvidence = evidence.filter((item) => item.kind === "video");
  return withSources(compose(evidence[0]!), [evidence[0]!, ...videoEvidence], evidence);
}

/** Whether the built-in engine answers the question rather than declining it. */
export function isAnswerable(index: VemoIndex, typed: string): boolean {
  const question = respelt(index, typed);
  if (namesNothing(question)) return index.passages.length > 0;
  const evidence = collectEvidence(index, retrieve(index, question));
  return evidence.length > 0 && coversQuestion(index, question, evidence.map(evidenceWords), isSalesTour(index));
}

const vemoWords = new WeakMap<VemoIndex, Set<string>>();

/** The question with its misspelt words as the Vemo spells them ("warrenty" → "warranty"). */
function respelt(index: VemoIndex, question: string): string {
  let words = vemoWords.get(index);
  if (!words) vemoWords.set(index, (words = wordsSaid(index.passages.map((passage) => passage.text))));
  return withVemoSpelling(question, words);
}

/**
 * A question with no word of its own ("What is this?", "What are you doing?") asks about the demo as a whole: it is
 * answered from where the content introduces itself, not declined as a question the content does not cover.
 */
function namesNothing(question: string): boolean {
  return questionWords(question).length === 0;
}

/** What an answer would rest on, a web section's heading included. */
function evidenceWords(item: Evidence): string {
  return item.heading ? `${item.heading}. ${item.text}` : item.text;
}

/**
 * The answer with its citations: the video moments it rests on (when it rests on documents only, the moments that
 * support it too), best first; then the document pages or web sections it rests on. The player goes to the first
 * moment, or stays put when no video supports the answer.
 */
function withSources(answer: string, used: Evidence[], evidence: Evidence[]): Answer {
  const usedVideos = used.filter((item) => item.kind === "video");
  const videos = dedupe(usedVideos.length > 0 ? usedVideos : evidence.filter((item) => item.kind === "video"));
  const documents = dedupe(used.filter((item) => item.kind !== "video")).slice(0, MAX_DOCUMENT_SOURCES);
  const sources = [...videos.map(toSource), ...documents.map(toSource)];
  const first = videos[0];
  return { answer, video_url: first?.url ?? null, start: first ? clampStartSeconds(first.start) : 0, sources };
}

function dedupe(items: Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.kind} ${item.url} ${item.start} ${item.page ?? ""} ${item.heading ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function toSource(item: Evidence): AnswerSource {
  const source: AnswerSource = {
    source_type: item.kind,
    url: item.url,
    start_timestamp: clampStartSeconds(item.start),
  };
  if (item.kind === "pdf") source.page = item.page ?? 1;
  if (item.kind === "website" && item.heading) source.title = item.heading;
  return source;
}

/**
 * Embeds the question, and on first use every passage of the Vemo, when the client can embed.
 * Without embeddings (none configured, or the endpoint failed) retrieval stays lexical.
 */
async function embedQuestion(
  index: VemoIndex,
  question: string,
  llm: LlmClient,
  signal?: AbortSignal,
): Promise<number[] | undefined> {
  if (!llm.embed) return undefined;
  try {
    if (!index.embeddings)
      index.embeddings = await llm.embed(
        index.passages.map((passage) => passage.text),
        { signal },
      );
    const [embedding] = await llm.embed([question], { signal });
    return embedding;
  } catch {
    return undefined;
  }
}
