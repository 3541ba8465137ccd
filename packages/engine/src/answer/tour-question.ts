import type { VemoIndex } from "../indexing/create-index.ts";
import {
  isSalesTour,
  scoreSentences,
  sentenceCoverage,
  signsOff,
  type ContentSentence,
} from "../retrieval/content-sentences.ts";
import { expectedAnswerType, holdsAnswerType, MONTHS, type AnswerType } from "../retrieval/answer-type.ts";
import { namesTheTopic, namesTheTopicWord } from "../retrieval/question-coverage.ts";
import { buildQuestionTerms, searchedWordsIn } from "../retrieval/question-terms.ts";
import { bestPiece } from "./run-on-pieces.ts";
import { askedPart, questionWords, stemWord } from "../text/tokens.ts";

// A greeting ("Hi, I'm Ruth, and this is Meterly…").
const GREETING =
  /^(?:\W*(?:hi|hello|hey|welcome|what's up)\b|.{0,40}\b(?:i'm|i am|my name is)\s(?!going\b|gonna\b|just\b|\w+ing\b))/i;
/** A greeting or a sign-off ("…that's the tour; if anything's unclear, type your question in the chat next to the video"). */
export const greets = (text: string) => GREETING.test(text) || signsOff(text);
const AGENDA = /:[^,]+,[^,]+,/;
// "Prices, trial and support hours are on the page under this video.": a sentence sending the viewer to what is shown
// beside the video names topics and answers none; "…under this video, but in short, food banks pay by size" does.
const POINTS_BESIDE = /\b(?:next to|under|below|beside)\s+(?:this|the)\s+video\b/i;
const ANSWERS_ANYWAY = /\b(?:but|in short)\b/i;
const AGENDA_SECONDS = 30;
const pointsBeside = (text: string) => POINTS_BESIDE.test(text) && !ANSWERS_ANYWAY.test(text);
// A sales tour's opening sentence introduces the product though it greets nobody ("This is Parcelpath, shipping software
// for online stores…", "Before Notewell, I ran a sales team…"); a screencast's is often its first step.
const OPENING_SECONDS = 6;
const ASKS_WHAT_IT_IS = /^\s*(?:what|who)(?:'s| is| are| does)\b/i;
// "Is there a setup fee?" asks whether, and "There is no setup fee." answers it without an amount.
const ASKS_WHETHER = /^\s*(?:is|are|can|could|does|do|did|will|would|has|have|should)\b/i;

/** A question read on a tour: what every step of choosing its answering sentence reads, worked out once. */
export interface TourQuestion {
  index: VemoIndex;
  question: string;
  /** The Vemo's content sentences; a sentence is named by its place among them. */
  sentences: ContentSentence[];
  salesTour: boolean;
  /** The question's weighted terms. */
  terms: Map<string, number>;
  /** Each sentence's score by the question's terms, and its score by shared words only. */
  scores: Float64Array;
  overlap: Float64Array;
  /** The kind of answer asked for (a price, a duration, names…). */
  type: AnswerType | undefined;
  /** A yes/no question ("Is there a setup fee?", "Can we…"). */
  asksWhether: boolean;
  /** A wh-question asking for an amount, a duration, a frequency, a time, a number or a place. */
  asksForAnExpression: boolean;
  /** What a greeting's weight is multiplied by: 1 when the question asks what something is. */
  greeting: number;
  /** A sentence's score, by a document's handicap, its share of the question and whether it greets. */
  weighed: (i: number) => number;
  /** Whether it says a name the question asks about (true when none is asked). */
  saysName: (i: number) => boolean;
  /** Whether a name is asked about and it says it. */
  saysAskedName: (i: number) => boolean;
  /** Whether it lists names ("UPS, FedEx or DHL"). */
  listsNames: (i: number) => boolean;
  /** Whether it greets, signs off, opens a sales tour or lists its agenda. */
  introduces: (i: number) => boolean;
  /** Whether a word names the Vemo's topic. */
  isTopic: (word: string) => boolean;
  /** The question's searched words, the product's name left out. */
  wordsAsked: string[];
}

/** Reads a question on a tour's content sentences, for `answeringSentence`. */
export function readTourQuestion(index: VemoIndex, question: string, sentences: ContentSentence[]): TourQuestion {
  const { documentHandicap, greetingShare, coverageEmphasis } = index.profile.tour;
  const salesTour = isSalesTour(index);
  const terms = buildQuestionTerms(index, question, salesTour);
  for (const term of terms.keys()) if (term.split("_").some((stem) => namesTheTopic(index, stem))) terms.delete(term);
  const scores = scoreSentences(index, sentences, terms, question);
  const overlap = scoreSentences(index, sentences, terms, question, 0);
  const named = salesTour ? namesAsked(index, question, terms) : [];
  const saysName = (i: number) => named.length === 0 || named.some((stem) => sentences[i]!.stems.includes(stem));
  // A greeting names the product and what it is for ("Hi, I'm Ruth, and this is Meterly, submetering and utility
  // billing…"), so it shares a word with many questions, but it answers only what something is ("What is…", "What does…
  // do?", "Who is… for?"; what the product is is answered before, by `productDefinition`, when the tour says it).
  const greeting = ASKS_WHAT_IT_IS.test(askedPart(question)) ? 1 : greetingShare;
  // On a sales tour the sentence saying more of the question wins a near tie of scores, which one shared word decides
  // (short screencasts: TutorialVQA −1 / −1 rows, so not there).
  const saysShare = (i: number) =>
    salesTour ? sentenceCoverage(index, question, sentences[i]!) ** coverageEmphasis : 1;
  const type = expectedAnswerType(question);
  const asksWhether = ASKS_WHETHER.test(askedPart(question));
  const introducesAt = (i: number) => introduces(sentences, i, salesTour);
  // Each sentence's weight is read several times (ranked, chosen, against the runner-up): worked out once.
  const weights = new Map<number, number>();
  const weighed = (i: number) => {
    let weight = weights.get(i);
    if (weight === undefined) {
      weight =
        (scores[i]! / (sentences[i]!.kind === "video" ? 1 : documentHandicap)) *
        saysShare(i) *
        (introducesAt(i) ? greeting : 1);
      weights.set(i, weight);
    }
    return weight;
  };
  // "Which carriers do you support?" is answered by a sentence listing names ("UPS, FedEx or DHL"), which need not
  // say "carriers".
  const isTopic = (word: string) => namesTheTopicWord(index, word);
  return {
    index,
    question,
    sentences,
    salesTour,
    terms,
    scores,
    overlap,
    type,
    asksWhether,
    asksForAnExpression: type !== undefined && type !== "names" && type !== "consequence" && !asksWhether,
    greeting,
    weighed,
    saysName,
    saysAskedName: (i) => named.length > 0 && saysName(i),
    listsNames: (i) => holdsAnswerType(sentences[i]!.text, "names", isTopic),
    introduces: introducesAt,
    isTopic,
    wordsAsked: searchedWordsIn(index, question).filter((word) => !isTopic(word)),
  };
}

/**
 * A greeting, a sign-off, a sales tour's opening sentence, or the agenda a tour opens with ("In the next ninety seconds: scheduling, the caregiver app,
 * billing…", "This tour is in four chapters: access, encryption…"), which names every topic and answers none.
 */
function introduces(sentences: ContentSentence[], i: number, salesTour: boolean): boolean {
  const sentence = sentences[i]!;
  // A tour opens with its first line, and without a greeting with its first seconds: after a first line of "Welcome
  // to the tour." comes a step. (Only the first seconds' sentences are looked back from.)
  const opens = () => {
    let first = i;
    while (first > 0 && sentences[first - 1]!.source === sentence.source) first -= 1;
    return (
      sentences[first]!.passage === sentence.passage ||
      !sentences.slice(first, i).some((earlier) => greets(earlier.text))
    );
  };
  return (
    greets(sentence.text) ||
    (sentence.kind === "video" && pointsBeside(sentence.text)) ||
    (salesTour && sentence.kind === "video" && sentence.start < OPENING_SECONDS && opens()) ||
    (sentence.kind === "video" && sentence.start <= AGENDA_SECONDS && AGENDA.test(sentence.text))
  );
}

/**
 * A long sentence of automatic captions often runs an introduction into the next thought ("…i'm jo from the training
 * team this call is recorded and we'll send the recording…", "…no card needed the prices are on the page under this
 * video"): where it says the question away from its greeting, the tour's opening seconds and the pointer beside the
 * video, it answers there, not as an introduction.
 */
export function saysPastIntroduction(
  index: VemoIndex,
  sentence: ContentSentence,
  terms: Map<string, number>,
  question: string,
): boolean {
  const piece = bestPiece(index, sentence, terms, question)?.piece;
  return piece !== undefined && !greets(piece.text) && !pointsBeside(piece.text) && piece.start >= OPENING_SECONDS;
}

/**
 * On a sales tour, a name the question asks about ("Does it integrate with AppFolio?") is answered by a sentence that
 * says it, not by one that only says "sync"; the question's own words only ("two" is not the "II" of "SOC 2 Type II").
 * (A short screencast's "Photoshop" is no such name: TutorialVQA a −5 rows.)
 */
function namesAsked(index: VemoIndex, question: string, terms: ReadonlyMap<string, unknown>): string[] {
  const asked = new Set(questionWords(question).map(stemWord));
  const kindsAsked = namesOfKinds(question);
  return [...asked].filter((stem) => terms.has(stem) && isNamed(index, stem) && !kindsAsked.has(stem));
}

// "Which CAT tools…", "Which CRM systems…": a name before a plural noun of this kind names a kind of product, not one.
const KIND_NOUNS =
  /^(?:tools|systems|platforms|apps|applications|providers|products|software|solutions|vendors|services)$/i;

/** The stems of names a question uses as a kind ("CAT" of "Which CAT tools do you connect to?"). */
function namesOfKinds(question: string): Set<string> {
  const words = question.split(/[^\p{L}\d-]+/u).filter(Boolean);
  return new Set(
    words
      .filter((word, i) => /^\p{Lu}/u.test(word) && KIND_NOUNS.test(words[i + 1] ?? ""))
      .map((word) => stemWord(word.toLowerCase())),
  );
}

/**
 * Whether a stem is a name the Vemo writes capitalised ("AppFolio", "Salesforce"; "Slack" too, though a dictionary word),
 * not its own.
 */
function isNamed(index: VemoIndex, stem: string): boolean {
  const word = [...index.vocabulary].find(([, wordStem]) => wordStem === stem)?.[0];
  return (
    word !== undefined &&
    index.names.has(stem) &&
    !namesTheTopic(index, stem) &&
    !CALENDAR.has(word) &&
    // A word the Vemo writes in capitals ("CRM", "GDPR", "the UK") is an initialism, of a kind or a place as often as a
    // product.
    !index.inCapitals.has(word)
  );
}

// A month or a day is written capitalised but names a date, not a product: "Does our price go up in January?" is not
// answered by the sign-off that alone says "January".
const CALENDAR = new Set([...MONTHS, ..."monday tuesday wednesday thursday friday saturday sunday".split(" ")]);
