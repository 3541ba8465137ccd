import { endsUnfinished, opensOnItsVerb, withoutClosingStops } from "../indexing/caption-sentences.ts";
import type { VemoIndex } from "../indexing/create-index.ts";
import {
  buyerWordShare,
  contentSentences,
  isLeadIn,
  saidBeside,
  sentenceCoverage,
  saysOnlyTheSituation,
  type ContentSentence,
} from "../retrieval/content-sentences.ts";
import {
  holdsAnswerType,
  isAmountStem,
  namesAnswerType,
  statesPrice,
  statesPlanPrice,
} from "../retrieval/answer-type.ts";
import { buyerSizes, holdsSize, type Size } from "../retrieval/buyer-size.ts";
import {
  asksUnsaidName,
  doesAskedAction,
  saysAskedObject,
  saysForewarned,
  saysNoNeed,
  saysPrevented,
  saysOnlyTheBuyersOwn,
  saysThingActedOn,
  saysThingNamedAlone,
  saysVendorsOwn,
  saysWhatIsOffered,
} from "./asked-things.ts";
import type { Evidence } from "./evidence.ts";
import { asSentence, isFragment, saysMoreOfThePrevious } from "./extractive-answer.ts";
import { thingAskedAlone } from "./asked-alone.ts";
import { asksWhatProductIs, definitionGoesOn, productDefinition } from "./product-definition.ts";
import { askedPart, stemWord } from "../text/tokens.ts";
import { partsOfSpeechOf } from "../text/synonyms.ts";
import { readTourQuestion, saysPastIntroduction, type TourQuestion } from "./tour-question.ts";
import { bestPiece, PIECE_STEP, PIECE_WORDS, stretchSayingQuestion } from "./run-on-pieces.ts";
import {
  argmax,
  learntOrder,
  learntScore,
  pickSentence,
  rankAgain,
  sentencesToWeigh,
  type RankingCandidate,
  type RankingWeights,
} from "./tour-ranking.ts";

// A short product tour answers a buyer's question in one sentence, and the moment to play is where that sentence
// starts ("Setup takes about fifteen minutes…"). Long screencasts explain a step over several lines, and there the
// following-context window (answer-moment.ts) finds where the explanation begins; so do questions asking how to
// do something, on any video, unless a sales tour's best sentence says the action itself (answer-question.ts).

// Read as much of the video after the answering sentence as the other evidence holds.
const EVIDENCE_SECONDS = 25;
// The sentence a sentence refers back to ("That's…", "Those…") is said at most this long before it: the same step of
// the tour.
const REFERRED_TO_SECONDS = 15;
// The other moments cited start at least this far from the answering sentence.
const DISTINCT_SECONDS = 10;
const PROCEDURE = /^\s*how (?:to|do|can|should|would|could)\b/i;
const ASKS_WHETHER_IT_DOES = /^\s*(?:can|does|do|will)\b/i;

/** Whether a question asks how to do something ("how do I…", "how to…"). */
export function asksHowTo(question: string): boolean {
  return PROCEDURE.test(askedPart(question));
}

/** Whether a Vemo is a product tour: its videos are all short or speak the buyer's words. */
export function isTour(index: VemoIndex): boolean {
  const { maxVideoSeconds, minBuyerWordShare } = index.profile.tour;
  const videos = index.passagesBySource.filter((ids) => index.passages[ids[0] ?? -1]?.kind === "video");
  if (videos.length === 0) return false;
  const short = videos.every((ids) => index.passages[ids.at(-1)!]!.end <= maxVideoSeconds);
  return short || buyerWordShare(index) >= minBuyerWordShare;
}

/** A tour's answer: the sentence that says it, and where the player goes. */
export interface AnsweringSentence {
  sentence: ContentSentence;
  /** A document's answer: the video sentence that shows it. */
  supportingMoment?: ContentSentence;
  /** Whether it says the name the question asks about ("Does it integrate with AppFolio?"). */
  saysAskedName?: boolean;
  /** Whether it holds the kind of answer asked for (a price, a duration, names…). */
  holdsAskedKind?: boolean;
  /** The sentence right after it that holds the kind of answer asked for, where the fact is said. */
  factMoment?: ContentSentence;
  /**
   * The sentence right before it that says more of the question on its subject, or that the learnt ranking put second,
   * read with it (`saidBefore`); a document's as a video's ("Kennelry is priced by the site. | Each site is forty
   * dollars a month…": a page says one point over two sentences as a tour does).
   */
  saidBefore?: ContentSentence;
  /** The sentence right after it that the learnt ranking put second, read with it (`saidAfter`). */
  saidAfter?: ContentSentence;
}

/**
 * The sentence of the Vemo that answers best (a video's over a document's unless the document's scores
 * `documentHandicap` times more), or undefined when none says enough of the question: less than `minCoverage` of its
 * words (`unmatchedCoverage` when `unmatched`: a sales tour's question no passage matches by its words). `onRanking`
 * sees the candidates a sales tour's learnt ranking chooses among (`npm run fit-ranking` fits on them).
 */
export function answeringSentence(
  index: VemoIndex,
  question: string,
  { onRanking, unmatched = false }: { onRanking?: (candidates: RankingCandidate[]) => void; unmatched?: boolean } = {},
): AnsweringSentence | undefined {
  const sentences = contentSentences(index);
  // "What is Placewell?" is answered where the tour says what it is ("Placewell is the recruitment CRM for…"), not by
  // the greeting that names it ("Hello. I am Ava, your guide to Placewell.").
  const definition = asksWhatProductIs(index, question) ? productDefinition(index, sentences) : undefined;
  if (definition?.kind === "video")
    return {
      sentence: definition,
      holdsAskedKind: true,
      saidAfter: definitionGoesOn(index, sentences, definition, SAME_POINT_SECONDS),
    };
  const asked = readTourQuestion(index, question, sentences);
  const candidates = sentencesToWeigh(asked);
  // The candidates the learnt ranking chose among, kept for its runner-up (`runnerUp`).
  let ranked: RankingCandidate[] = [];
  const rank = asked.salesTour
    ? (among: number[]) =>
        rankAgain(asked, among, (ranking) => {
          ranked = ranking;
          onRanking?.(ranking);
        })
    : undefined;
  const best = firstPriceStated(
    asked,
    pickSentence(asked, statedOfThingAsked(asked, plansPriced(asked, candidates)), asked.weighed, rank),
  );
  const sentence = sentences[best];
  if (!sentence) return undefined;
  const holdsAskedKind = holdsKindAsked(asked, sentence);
  if (!saysEnough(asked, best, candidates, holdsAskedKind, unmatched) || greetsOnly(asked, best)) return undefined;
  if (asksUnsaidName(index, question)) return undefined;
  // A run-on of automatic captions says many things: what a question asks the product to do is said in the stretch
  // saying the question, not by a verb from one thought and a thing from the next ("…adds up the flour order for every oven
  // customers buy cakes… or sell gift boxes" does not sell flour).
  if (
    !saysWhatIsOffered(index, question, stretchSayingQuestion(index, sentence, asked.terms, question)) ||
    saysOnlyTheBuyersOwn(index, question, sentence) ||
    !saysVendorsOwn(index, question, sentence)
  )
    return undefined;
  // "tefap report for the state?": a tour may name the thing over two sentences ("…keeps TEFAP items apart… At the end
  // of the month you download the state's distribution report"), its kind said just before it too ("Every manikin gets
  // a QR sticker. …they tick off the cleaning, so you have the log" of "manikin cleaning log?").
  const next = saidBeside(asked.sentences, best, 1, FACT_FOLLOWS_SECONDS);
  const before = saidBeside(asked.sentences, best, -1, FACT_FOLLOWS_SECONDS);
  if (!saysThingNamedAlone(index, question, next ? [sentence, next] : [sentence], before)) return undefined;
  const second = runnerUp(ranked, best, index.profile.tour.ranking);
  if (sentence.kind === "video") {
    return {
      sentence,
      saysAskedName: asked.saysAskedName(best),
      holdsAskedKind,
      // A sentence holding a price, a duration, a time or names says the fact itself: no sentence after it is looked for.
      factMoment: (holdsAskedKind ? undefined : factMoment(asked, best)) ?? momentInRunOn(asked, best),
      saidBefore: saidBefore(asked, best, second),
      saidAfter: saidAfter(asked, best, second),
    };
  }
  return {
    sentence,
    supportingMoment: supportingMoment(asked, best, holdsAskedKind),
    saidBefore: saidBefore(asked, best, second),
    saidAfter: saidAfter(asked, best, second),
  };
}

/**
 * "price?", "How much is it?": a question asking the price alone asks what the product costs, which a tour states
 * before the prices that follow it in the same breath, its add-ons, fees and extras ("Solo is $34 a month. Each extra
 * technician is $12. Setup is free."): the answer opens on the first amount of the run the chosen one is in.
 */
function firstPriceStated(asked: TourQuestion, best: number): number {
  const { sentences, isTopic } = asked;
  if (best < 0 || !asksPriceAlone(asked)) return best;
  // The run holds what is free too ("Office users are free."), but opens on an amount.
  let first = best;
  for (let i = best - 1; ; i--) {
    const before = saidBeside(sentences, i + 1, -1, SAME_POINT_SECONDS);
    if (!before || asked.introduces(i) || !holdsAnswerType(before.text, "money", isTopic)) return first;
    if (statesPrice(before.text)) first = i;
  }
}

/**
 * "price?", "how much": the product's price is what its plans cost by the month or the year; a tour saying one answers
 * by it, not by a fee, a discount, an extra's price per use or a trial ("a one-time onboarding fee of $4,000", "Pay
 * yearly and get two months free").
 */
function plansPriced(asked: TourQuestion, candidates: number[]): number[] {
  const size = asksPriceForSize(asked);
  if (!size && !asksPriceAlone(asked)) return candidates;
  const priced = narrowed(candidates, (i) => statesPlanPrice(asked.sentences[i]!.text));
  // "We have 10 courts. What would we pay?": the plan whose limit holds the buyer's size.
  return size ? narrowed(priced, (i) => holdsSize(asked.sentences[i]!.text, size)) : priced;
}

/** The candidates that pass a test, or all of them when none does. */
function narrowed(candidates: number[], keep: (i: number) => boolean): number[] {
  const kept = candidates.filter(keep);
  return kept.length > 0 ? kept : candidates;
}

/** The buyer's size, when a question tells it and asks what it would pay ("We run 7 boats. What would we pay?"). */
function asksPriceForSize({ question, type }: TourQuestion): Size | undefined {
  if (type !== "money" || !ASKS_WHAT.test(askedPart(question))) return undefined;
  return buyerSizes(question)[0];
}

const ASKS_WHAT = /^\s*(?:what|how much|which)\b/i;

/**
 * "trial?", "annual contract?", "where's our data hosted?", "2fa?": a thing asked of alone is answered where the tour says
 * what is asked of it (how long the trial lasts, what the contract binds the buyer to, where the data is kept), not where
 * it names the thing ("To start a free trial, press three", "…sign the contract on their phone", "…we move your files").
 */
function statedOfThingAsked(asked: TourQuestion, candidates: number[]): number[] {
  const thing = thingAskedAlone(asked.wordsAsked);
  if (!thing) return candidates;
  return narrowed(
    candidates,
    (i) => (!thing.shares || asked.weighed(i) > 0) && thing.isStatedIn(asked.sentences[i]!.text),
  );
}

/** Whether every word of the question, the product's name left out, asks for money ("price?", "How much is it?"). */
function asksPriceAlone(asked: TourQuestion): boolean {
  const { type, wordsAsked } = asked;
  return type === "money" && wordsAsked.every((word) => namesAnswerType(word, type));
}

/**
 * Whether a sentence holds what the question asks for (a price, a duration, names). "If" or "when" is said too often
 * to answer in words of its own: a case clause only ranks.
 */
function holdsKindAsked(asked: TourQuestion, sentence: ContentSentence): boolean {
  const { type, isTopic } = asked;
  // "the first month is free" says how long a trial lasts without a number of days; "it's month to month", what a
  // contract binds the buyer to; "every login asks for a code", how one signs in.
  if (thingAskedAlone(asked.wordsAsked)?.isStatedIn(sentence.text)) return true;
  return type !== undefined && type !== "consequence" && holdsAnswerType(sentence.text, type, isTopic);
}

/**
 * Whether the chosen sentence says enough of the question. A greeting shares the product's words with questions about
 * things it does not do ("Can Rosterly track our restaurant's food inventory?" of "this is rosterly the scheduling app
 * for restaurants…"): it must say most of one. A sentence holding what the question asks for or doing what a yes/no
 * question asks ("Can I remove your branding?" of "…you can remove the Pollinate badge") answers in words of its own.
 */
function saysEnough(
  asked: TourQuestion,
  best: number,
  candidates: number[],
  holdsAskedKind: boolean,
  unmatched: boolean,
): boolean {
  const { index, question, sentences, greeting } = asked;
  const { greetingCoverage, askedCoverage, standOutRatio } = index.profile.tour;
  // A question no passage matches by its words is said only in the tour's reading of it (buyer words, kinds, the
  // lexical bridge), whose share counts a word said otherwise at less than the word itself.
  const minCoverage = unmatched ? index.profile.tour.unmatchedCoverage : index.profile.tour.minCoverage;
  const sentence = sentences[best]!;
  // A sentence scoring `standOutRatio` times any other is the one place the tour speaks of the question ("Do staff need
  // two-factor authentication?" of "Every staff member signs in with two-step verification."): it answers with less.
  const runnerUp = Math.max(0, ...candidates.filter((i) => i !== best).map((i) => asked.weighed(i)));
  const standsOut = asked.weighed(best) >= standOutRatio * runnerUp;
  const needed =
    asked.introduces(best) && greeting < 1
      ? greetingCoverage
      : holdsAskedKind ||
          doesAskedAction(question, sentence) ||
          saysNoNeed(question, sentence) ||
          saysPrevented(question, sentence) ||
          saysForewarned(question, sentence) ||
          standsOut
        ? askedCoverage
        : minCoverage;
  // A sentence saying the asked thing may say the rest in the tour's words ("Can it chase unpaid invoices?" of "…overdue
  // invoices get a reminder"): the bridge's translations count more there. A near-domain off-topic question is said in
  // those words too, but not its thing ("Can it feed our chickens?" of a crop planner's "…every bed gets its watering").
  return (
    sentenceCoverage(index, question, sentence) >= needed ||
    (sentenceCoverage(index, question, sentence, index.profile.tour.bridge.thingSaidCoverage) >= needed &&
      saysThingActedOn(index, question, sentence))
  );
}

/**
 * A greeting says what the product is, not what it does: it answers "Does Lumenly host websites?" ("…accessibility
 * testing for agencies that build websites") only when it does what is asked to the thing asked about ("Can it run the
 * marina's restaurant?" is not answered by "…the software harbour masters use to run a marina"), or names the product
 * asked about ("Does it work with WooCommerce?" of "…for stores on Shopify or WooCommerce").
 */
function greetsOnly(
  { index, question, sentences, terms, greeting, introduces, saysAskedName }: TourQuestion,
  best: number,
): boolean {
  return (
    introduces(best) &&
    greeting < 1 &&
    !saysPastIntroduction(index, sentences[best]!, terms, question) &&
    ASKS_WHETHER_IT_DOES.test(askedPart(question)) &&
    !(doesAskedAction(question, sentences[best]!) && saysAskedObject(index, question, sentences[best]!)) &&
    !saysAskedName(best)
  );
}

/** Where a long sentence of automatic captions says the question, when that is not where it starts. */
function momentInRunOn(asked: TourQuestion, i: number): ContentSentence | undefined {
  const best = bestPiece(asked.index, asked.sentences[i]!, asked.terms, asked.question);
  return best && best.at * PIECE_STEP >= PIECE_WORDS ? best.piece : undefined;
}

// The sentence holding the kind asked for follows within this many seconds of the one that speaks of the question: the
// same moment, as a lead-in's answer is (content-sentences.ts); further on, a tour has moved to its next point.
const FACT_FOLLOWS_SECONDS = 10;

/**
 * "How many users does the Agency plan allow? …we built the Agency plan for growing teams. It covers up to twenty five
 * users.": the sentence right after the one speaking of the question holds the kind of answer asked for (a number, a
 * price, a duration, names…) where that one does not, so the fact is said there.
 */
function factMoment({ sentences, overlap, type, isTopic }: TourQuestion, i: number): ContentSentence | undefined {
  if (!type || type === "consequence") return undefined;
  const next = saidBeside(sentences, i, 1, FACT_FOLLOWS_SECONDS);
  if (!next) return undefined;
  return !isLeadIn(next.text) && overlap[i + 1]! > 0 && holdsAnswerType(next.text, type, isTopic) ? next : undefined;
}

// A sentence said this close before or after an answering one may be part of its point (`saidBefore`, `saidAfter`,
// `definitionGoesOn`); further off, a tour has moved to its next point.
const SAME_POINT_SECONDS = 10;

// "You drag a booking onto a van… | If two bookings need the same van, the board flags them.": a sentence opening on a
// case says what happens in it to the point said just before, so that point opens the answer (`saidBefore`) when it
// says a word of the question, though less of it.
const OPENS_ON_A_CASE = /^\s*(?:if|unless)\b/i;

/**
 * "How is it priced? …Binhaul is priced by truck, not by user. Each truck is ninety dollars a month.": the ranking chose
 * the sentence with the amount, but the tour made its point over two sentences, and the one just before says more of
 * the question on the same subject (a word of its own shared), or is the ranking's second choice (`runnerUp`), so the
 * answer opens there. Not a lead-in (read with its answer already), nor a greeting or the tour's opening.
 */
function saidBefore(
  { sentences, overlap, introduces }: TourQuestion,
  i: number,
  second: number | undefined,
): ContentSentence | undefined {
  const sentence = sentences[i]!;
  const before = saidBeside(sentences, i, -1, SAME_POINT_SECONDS);
  if (!before || sentence.leadIn || isLeadIn(before.text) || introduces(i - 1)) return undefined;
  if (second === i - 1) return before;
  if (overlap[i - 1]! <= overlap[i]! && !(OPENS_ON_A_CASE.test(sentence.text) && overlap[i - 1]! > 0)) return undefined;
  return before.stems.some((stem) => sentence.stems.includes(stem)) ? before : undefined;
}

/**
 * "Can I see which runs are free? …Every run is shown on one board. When a dog goes home early, its run turns green.":
 * the sentence right after the answering one (within SAME_POINT_SECONDS) is the ranking's second choice
 * (`runnerUp`), so the tour made its point over both and the answer reads on to it. So it does after a sentence that
 * only sets up the buyer's situation or case ("Say a hard frost hits the night before a sale. | One button texts every
 * shopper…" of "If a frost hits before a sale, can we push the pickups back?"), not a lead-in.
 */
function saidAfter(
  { index, question, sentences }: TourQuestion,
  i: number,
  second: number | undefined,
): ContentSentence | undefined {
  const next = saidBeside(sentences, i, 1, SAME_POINT_SECONDS);
  if (second === i + 1) return next;
  return next && !isLeadIn(next.text) && saysOnlyTheSituation(index, question, sentences[i]!) ? next : undefined;
}

// A runner-up scoring less than this share of the chosen sentence's learnt score says too little of the question to
// join the answer, as a sentence sharing less than half the best one's words joins no extractive answer.
const RUNNER_UP_SHARE = 0.5;

/**
 * The sentence a sales tour's learnt ranking put second, at least RUNNER_UP_SHARE of the first, when it put the chosen
 * one first: when it is the chosen one's neighbour, the two say one point (`saidBefore`, `saidAfter`).
 */
function runnerUp(ranked: RankingCandidate[], best: number, weights: RankingWeights): number | undefined {
  const [first, second] = learntOrder(ranked, weights);
  if (first?.i !== best || !second) return undefined;
  return learntScore(second, weights) >= RUNNER_UP_SHARE * learntScore(first, weights) ? second.i : undefined;
}

/**
 * A document answers; a video sentence scoring `supportingShare` of it supports it (one part of "When are invoices
 * emailed, and is my data encrypted?"), or else the one saying most of the same ("paste a YouTube, Loom or Vimeo
 * link" of "Supported video links: YouTube, Loom and Vimeo"), and the player goes there.
 */
function supportingMoment(asked: TourQuestion, best: number, holdsAskedKind: boolean): ContentSentence | undefined {
  const { index, sentences, scores, type, isTopic } = asked;
  const { supportingShare, sameSayingShare } = index.profile.tour;
  // A document's price, duration or names moves the player only to a video sentence saying that kind too ("How much is
  // the Essentials plan?" of a page's price: not to "…each tenant gets a bill for what their unit used").
  const showsKind = (i: number) => !holdsAskedKind || holdsAnswerType(sentences[i]!.text, type!, isTopic);
  const videoSentences = sentences.map((_, i) => i).filter((i) => sentences[i]!.kind === "video" && showsKind(i));
  const moment = pickSentence(
    asked,
    // A greeting or a tour's opening shows no answer ("Hi, I'm Mateo, and… how Vaultline keeps your team's passwords").
    videoSentences.filter((i) => scores[i]! > 0 && !asked.introduces(i)),
    (i) => scores[i]!,
  );
  if (moment >= 0 && scores[moment]! >= supportingShare * scores[best]!) return sentences[moment];
  const said = new Set(sentences[best]!.stems);
  // An amount's words ("£59 per recruiter per month" and "£89 per recruiter per month") say no content of their own.
  const sameShare = (i: number) => {
    const stems = [...new Set(sentences[i]!.stems)].filter((stem) => !isAmountStem(stem));
    return stems.length === 0 ? 0 : stems.filter((stem) => said.has(stem)).length / stems.length;
  };
  const same = argmax(videoSentences, sameShare);
  // Saying the same is more than half its words: "At the end of the month, each tenant gets a bill…" shares three of seven
  // with "Essentials costs one dollar fifty per unit per month and covers… tenant bills", and "Teachers only see their
  // own classes." one of two with "…sends class rosters to Canvas".
  return same >= 0 && sameShare(same) > sameSayingShare ? sentences[same] : undefined;
}

/** Whether a document's sentence is a fragment (`isFragment`) that ends its passage. */
function endsOnFragment(sentences: readonly ContentSentence[], at: number): boolean {
  const sentence = sentences[at]!;
  return isFragment(sentence.text) && sentences[at + 1]?.passage !== sentence.passage;
}

/**
 * Whether a sentence rebuilt from automatic captions was cut from the one after it: it ends unfinished
 * (`endsUnfinished`: "…and setting up takes. | An afternoon."), that one opens on its verb, its subject left behind
 * (`opensOnItsVerb`: "…and the cleaning. | Takes an hour."), or the cut falls inside a phrase the Vemo says whole
 * elsewhere (`saidTogether`: "…pay by card or bank. | Transfers are free…" where "bank transfer" is said).
 */
function cutBetween(
  sentence: ContentSentence,
  next: ContentSentence | undefined,
  sentences: readonly ContentSentence[],
): boolean {
  if (sentence.end === undefined) return false;
  if (endsUnfinished(sentence.text)) return true;
  return next?.end !== undefined && (opensOnItsVerb(next.text) || saidTogether(sentences, sentence.text, next.text));
}

const wordPairsOf = new WeakMap<readonly ContentSentence[], Set<string>>();
const spokenStems = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu) ?? []).map(stemWord);

/**
 * Whether the last word of a sentence and the first of the next are said one after the other inside a sentence of the
 * Vemo (by stem): a noun phrase a rebuilt sentence ends in the middle of ("home exercise | programs"). A pronoun or
 * an article opening the next is a new clause however often the pair is said.
 */
function saidTogether(sentences: readonly ContentSentence[], text: string, nextText: string): boolean {
  const first = nextText.toLowerCase().match(/^[\p{L}\p{N}]+/u)?.[0] ?? "";
  if (!partsOfSpeechOf(first).has("noun")) return false;
  let pairs = wordPairsOf.get(sentences);
  if (!pairs) {
    pairs = new Set(
      sentences.flatMap(({ text: said }) => spokenStems(said).map((word, i, words) => `${words[i - 1]} ${word}`)),
    );
    wordPairsOf.set(sentences, pairs);
  }
  return pairs.has(`${spokenStems(text).at(-1)} ${stemWord(first)}`);
}

/** The sentences' texts, a sentence rebuilt from automatic captions read on into the next where it was cut (`cutBetween`). */
function readAcrossCuts(read: readonly ContentSentence[], sentences: readonly ContentSentence[]): string[] {
  const texts: string[] = [];
  let cut: string | undefined;
  for (const [i, sentence] of read.entries()) {
    const text =
      cut === undefined ? sentence.text : `${cut} ${sentence.text.charAt(0).toLowerCase()}${sentence.text.slice(1)}`;
    cut = cutBetween(sentence, read[i + 1], sentences) ? withoutClosingStops(text) : undefined;
    if (cut === undefined) texts.push(text);
  }
  return cut === undefined ? texts : [...texts, cut];
}

// A sentence cut before the answering one is its opening words ("First we'll pay off. | Whatever is left on your
// contract…"); a longer one is mostly a thought of its own run into it ("…you can try it free for thirty days and. |
// Setting up takes an afternoon."), and the answer would grow past its fact.
const CUT_OPENING_WORDS = 10;

/**
 * Where the answering sentence's words begin: a sentence rebuilt from automatic captions opens on the one before it when
 * it was cut from that one (`cutBetween`: "Every session has a cap and once. | It's full the website stops selling
 * tickets." is one sentence), as `readAcrossCuts` reads on into the next.
 */
function cutOpening(sentences: readonly ContentSentence[], from: number): number {
  let opening = from;
  for (;;) {
    const before = saidBeside(sentences, opening, -1, EVIDENCE_SECONDS);
    if (
      !before ||
      !cutBetween(before, sentences[opening], sentences) ||
      before.text.split(/\s+/).length > CUT_OPENING_WORDS
    )
      return opening;
    opening--;
  }
}

/**
 * The evidence of an answer that opens with its answering sentence: for a video, the sentences from it on within
 * EVIDENCE_SECONDS, then the other moments and document passages retrieval found; for a document, the rest of its piece,
 * and the player stays where it is.
 */
export function sentenceEvidence(
  index: VemoIndex,
  {
    sentence,
    supportingMoment,
    factMoment,
    saidBefore,
    saidAfter,
  }: Pick<AnsweringSentence, "sentence" | "supportingMoment" | "factMoment" | "saidBefore" | "saidAfter">,
  evidence: Evidence[],
): Evidence[] {
  const sentences = contentSentences(index);
  const from = sentences.indexOf(sentence);
  const score = evidence[0]?.score ?? 0;
  if (sentence.kind !== "video") {
    const passage = index.passages[sentence.passage]!;
    // The sentence before a fragment that ends its piece ("…14 days free. | No card needed.") comes with it.
    const first =
      from > 0 && sentences[from - 1]!.passage === sentence.passage && endsOnFragment(sentences, from)
        ? from - 1
        : from;
    const rest = sentences.slice(first).filter((other) => other.passage === sentence.passage);
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
        answerAt: 0,
        ...(saidBefore && first === from ? { before: saidBefore.text } : {}),
        ...(saidAfter ? { after: saidAfter.text } : {}),
      },
      ...(moment ? [moment] : []),
    ];
  }
  const opening = cutOpening(sentences, from);
  const leadIn = opening < from ? undefined : sentence.leadIn;
  // The sentence before the answering one is read with it when the answering one says more of it ("Those warnings go to
  // Slack…"), or when it says more of the question (`saidBefore`); one it was cut from is read already.
  const previous = saidBeside(sentences, from, -1, REFERRED_TO_SECONDS);
  const readBefore =
    opening < from ? undefined : previous && !leadIn && saysMoreOfThePrevious(sentence.text) ? previous : saidBefore;
  const read = sentences
    .slice(opening)
    .filter((other) => other.source === sentence.source && other.start - sentence.start <= EVIDENCE_SECONDS);
  const first: Evidence = {
    kind: "video",
    url: sentence.url,
    start: (factMoment ?? sentence).start,
    // Each a whole sentence, a screen's label too ("Calendar sync: Google, Outlook, Apple"), not run into the next.
    text: [leadIn?.text, ...readAcrossCuts(read, sentences)]
      .filter((text): text is string => Boolean(text))
      .map(asSentence)
      .join(" "),
    score,
    answerAt: leadIn ? 1 : 0,
    ...(readBefore ? { before: readBefore.text } : {}),
    ...(saidAfter ? { after: saidAfter.text } : {}),
  };
  const others = evidence.filter(
    (item) => item.kind !== "video" || item.url !== first.url || Math.abs(item.start - first.start) >= DISTINCT_SECONDS,
  );
  return [first, ...others];
}
