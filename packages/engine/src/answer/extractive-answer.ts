import { splitSentences } from "../indexing/passages.ts";
import { expectedAnswerType, holdsAnswerType, withAnswerType } from "../retrieval/answer-type.ts";
import { isLeadIn, signsOff } from "../retrieval/content-sentences.ts";
import { paraphrasesOf } from "../text/buyer-words.ts";
import { passageTerms, questionWords, stemWord } from "../text/tokens.ts";
import { generalRarity } from "../text/word-rarity.ts";
import { answerLength, type AnswerStyle } from "./answer-style.ts";
import type { Evidence } from "./evidence.ts";
import { en } from "@vemo/shared/viewer-text/en";

/** The decline in English; a share page shows it in the buyer's language (the server's catalogue). */
export const NOT_FOUND_ANSWER = en["answer.declined"];

// Auto-captions have no punctuation: their lines are read in pieces of at least this many words instead of sentences.
const CAPTION_PIECE_WORDS = 18;
// The answer may open a little after where the evidence begins, when its first sentences say nothing of the question.
const OPENING_SENTENCES = 3;
// A sentence opens or joins the answer only when it shares this much of what the best sentence shares with the question.
const MIN_SHARE_OF_BEST_OVERLAP = 0.5;
// One long sentence is kept whole up to this many times the answer's length, then cut at a clause.
const LONG_SENTENCE_FACTOR = 1.6;

/**
 * The built-in answer, in whole sentences: the first of the best evidence's opening sentences that speaks of the
 * question (where the answer begins), then the sentences after it that share most of the question's words (rare
 * words counting most; at least half as much as the best), in their original order, within the style's length.
 */
export function composeExtractiveAnswer(
  question: string,
  evidence: Evidence | undefined,
  style: AnswerStyle,
  /** Stems that say nothing of the question in this Vemo (its product's name). */
  isNeutral: (stem: string) => boolean = () => false,
  /** How much a sentence holding the kind of answer asked for counts (see `withAnswerType`). */
  answerTypeWeight = 0,
  /** Whether a kind asked for is said by its members and a member by its kind (a sales tour's sentences). */
  kinds = false,
): string {
  if (!evidence) return NOT_FOUND_ANSWER;
  const limit = answerLength(style);
  const sentences = evidence.kind === "video" ? toSentences(evidence.text) : withoutTitles(toSentences(evidence.text));
  const overlap = overlapWith(question, isNeutral, kinds);
  const scores = withAnswerType(sentences, question, Float64Array.from(sentences.map(overlap)), answerTypeWeight);
  const best = Math.max(...scores);
  const isRelevant = (score: number) => score > 0 && score >= best * MIN_SHARE_OF_BEST_OVERLAP;
  const opening = Math.max(0, scores.slice(0, OPENING_SENTENCES).findIndex(isRelevant));
  // A tour's answering sentence was chosen on more than these words (buyer words, kinds, the learnt ranking): the
  // answer opens on it at the latest, where the player goes.
  const first = evidence.answerAt !== undefined && opening > evidence.answerAt ? evidence.answerAt : opening;
  const chosen = [first];
  // A lead-in ("Number two, MDM sync.", "Waitlist? Built in.", "Another question: does it work on phones?") never
  // stands alone: what it leads to follows.
  while (chosen.at(-1)! + 1 < sentences.length && isLeadIn(chosen.map((i) => sentences[i]).join(" ")))
    chosen.push(chosen.at(-1)! + 1);
  if (evidence.kind === "video") readOn(chosen, sentences, scores, question, overlap, isNeutral);
  // The rest of a tour's point, said in the sentence after its answering one (`Evidence.after`), follows it.
  const next = chosen.at(-1)! + 1;
  if (evidence.after !== undefined && next < sentences.length && sentences[next] === asSentence(evidence.after))
    chosen.push(next);
  // An answer opening on a sentence that says more of the one before it ("Those warnings go to Slack…") opens on that
  // one: in the evidence, or said before it (a tour's answering sentence).
  if (first > 0 && saysMoreOfThePrevious(sentences[first]!)) chosen.unshift(first - 1);
  const before = first === 0 && evidence.before !== undefined ? [evidence.before] : [];
  // Fewer than five words is a fragment, not an answer ("No card needed."): it reads on to the next sentence, or back to
  // the one before when it ends its passage.
  if (isFragment(chosen.map((i) => sentences[i]).join(" "))) {
    if (chosen.at(-1)! + 1 < sentences.length) chosen.push(chosen.at(-1)! + 1);
    else if (chosen[0]! > 0) chosen.unshift(chosen[0]! - 1);
  }
  // An answer ending on a question (the tour saying what is asked: "…after approving the proof. What happens to the
  // job?") has not answered it yet: the sentence after it does.
  for (let reply = chosen.at(-1)! + 1; reply < sentences.length && waitsForReply(sentences[reply - 1]!); reply++) {
    if (!saysAPoint(sentences[reply]!)) break;
    chosen.push(reply);
  }
  let length = [...before, ...chosen.map((i) => sentences[i]!)].reduce(
    (sum, sentence) => sum + sentence.length + 1,
    -1,
  );
  const candidates = sentences
    .map((_, i) => i)
    .filter((i) => i > chosen.at(-1)! && isRelevant(scores[i]!))
    .sort((a, b) => scores[b]! - scores[a]! || a - b);
  for (const i of candidates) {
    if (before.length + chosen.length >= limit.sentences) break;
    if (length + 1 + sentences[i]!.length > limit.characters) continue;
    chosen.push(i);
    length += 1 + sentences[i]!.length;
  }
  const text = [...before, ...chosen.sort((a, b) => a - b).map((i) => sentences[i]!)].map(asSentence).join(" ");
  return shortened(text, Math.round(limit.characters * LONG_SENTENCE_FACTOR));
}

/** A video's answer reads on past its first sentences where its point goes on; `chosen` grows in place. */
function readOn(
  chosen: number[],
  sentences: string[],
  scores: Float64Array,
  question: string,
  overlap: (sentence: string) => number,
  isNeutral: (stem: string) => boolean,
): void {
  // A short spoken sentence saying only part of the question seldom carries the fact ("We also do the tax side." of
  // "Does it help with alcohol taxes?", "There's no setup fee and no long contract." of "Am I locked into a
  // contract?"): the sentence after it says what it means, so the answer reads on, unless that one is a lead-in to the
  // next topic ("Next, integrations.", "That's the tour.") or a sign-off; a short one with a subject of its own still
  // says it ("You pay month to month."). Only the last sentence chosen is measured: after a lead-in ("Question four:
  // what if a trailer misses its service? Fleetly locks it.") the lead-in's words answer nothing.
  const last = chosen.at(-1)!;
  const said = sentences[last]!;
  const next = last + 1;
  if (
    next < sentences.length &&
    wordCount(said) < READ_ON_WORDS &&
    overlap(said) < questionWeight(question, isNeutral) &&
    saysAPoint(sentences[next]!)
  )
    chosen.push(next);
  // An answer without the kind asked for (a price, a duration, a number…) reads on to the sentence right after it when
  // that one holds it ("…no minimum commitment in your first year. After that, we ask for twenty five active seats.").
  const type = expectedAnswerType(question);
  const asksForKind = type !== undefined && type !== "consequence";
  const after = chosen.at(-1)! + 1;
  const holdsType = (i: number) => holdsAnswerType(sentences[i]!, type!, (word) => isNeutral(stemWord(word)));
  if (
    asksForKind &&
    after < sentences.length &&
    !isLeadIn(sentences[after]!) &&
    holdsType(after) &&
    !chosen.some(holdsType)
  )
    chosen.push(after);
  // A tour says one point in two sentences, the one speaking of the question and the one after it that says more of
  // it ("…score every room out of five. If not, a redo task goes…", "…no long contract. That means you can cancel any
  // month."): a one-sentence answer reads on to the next when that one refers back to it or says a word of the question
  // — not when it leads to another point or signs off, when the question asks for a kind the answer lacks (the sentence
  // holding it comes second, above), or, for one read on for a word of the question, when a later sentence says the
  // question as well as the first (the tour says it again, more fully; a sentence referring back goes on whatever
  // follows). Any sentence merely on the same subject is not enough: a tour's next point shares its words.
  // After a lead-in ("What about paying the officials? Game fees…") the answer's own sentence is its last, and the
  // lead-in already said the question's words: the next sentence goes on only when it refers back ("That's US and
  // Canadian bank accounts.").
  const own = chosen.at(-1)!;
  const completing = own + 1;
  const afterLeadIn = chosen.length > 1 && chosen.slice(0, -1).every((i) => isLeadIn(sentences[i]!));
  if (
    (chosen.length === 1 || afterLeadIn) &&
    completing < sentences.length &&
    !isLeadIn(sentences[completing]!) &&
    !signsOff(sentences[completing]!) &&
    !(asksForKind && !holdsType(own)) &&
    (refersBack(sentences[completing]!) ||
      (!afterLeadIn &&
        overlap(sentences[completing]!) > 0 &&
        !scores.some((score, i) => i > completing && score >= scores[own]!)))
  )
    chosen.push(completing);
}

// A sentence that goes on from what the one before it said: "That's…", "Those warnings…", "Plus four dollars…", "Also…"
// ("Plus is four dollars…" names a plan).
const GOES_ON = /^(?:that|that's|these|those|also|plus(?! (?:is|are|has|costs)\b))\b/i;
// A sentence that refers back to the one before it: the above, "They…", "It…" (the thing the one before names: "…a
// browser app. It runs on any laptop…"), "Then…", "After that…", "If not…". An answer opening on "It…" is not read
// with the sentence before it, though: that one mostly leads in to a new point ("Pricing is simple. It's…").
const REFERS_BACK = new RegExp(
  `${GOES_ON.source}|^(?:they|they're|them|their|it|then|instead|otherwise|after that|if so|if not|unless)\\b`,
  "i",
);
// A consequence says more of the sentence before it too ("Permits are tied to the license plate. | So there's no
// sticker…"), but a tour's "so" also opens its next point ("So here's the schedule view", "So let's start", "So um…").
const SO_CONSEQUENCE =
  /^so(?!,? (?:um|uh|here|here's|let's|let|this|now|first|next|where|what|how|if|when|today|anyway|yeah|okay|ok|right|basically|like|then|for|i|i'm|i'll|we'll)\b)\b/i;

/** Whether a sentence opens by referring back to the one before it (`REFERS_BACK`). */
function refersBack(sentence: string): boolean {
  return REFERS_BACK.test(sentence.trim());
}

/**
 * Whether a sentence says more of what the sentence before it said (`GOES_ON`, `SO_CONSEQUENCE`), so an answer opening
 * on it is read with that one; "They…" and "Their…" are often the vendor in a customer's story, and read alone. A
 * consequence is not read on to: it seldom says more of what was asked.
 */
export function saysMoreOfThePrevious(sentence: string): boolean {
  const trimmed = sentence.trim();
  return GOES_ON.test(trimmed) || SO_CONSEQUENCE.test(trimmed);
}

// A sentence with a subject of its own: "You pay month to month.", "It's free.", not "Pricing is simple." or "Next, billing."
const STATEMENT = /^(?:you|we|it|they|there)(?:'s|'re|'ll)? \w+[^?]*$/i;

/**
 * Whether a sentence says something an answer can read on to: no lead-in to another point, or a short statement, and
 * no sign-off ("That's all we have time for, thanks everyone.").
 */
function saysAPoint(sentence: string): boolean {
  return (!isLeadIn(sentence) || STATEMENT.test(sentence)) && !signsOff(sentence);
}

// A sentence asking a question, a sound or a speaker's tag after it aside ("What happens then? [chime]").
const ASKS = /\?["”]?(?:\s*\[[^\]]*\])*\.?$/;

// A bare reply, saying whether but not what: "Yes, Tom.", "Yep.", "That's right.", "We do."
const BARE_REPLY =
  /^(?:yes|yeah|yep|no|nope|sure|absolutely|exactly|correct|definitely|of course|that's right|right|it does|we do|you can|it can)\b[^.!?]{0,12}[.!]?$/i;

/** Whether an answer ending on this sentence has yet to say its point: a question (`ASKS`) or a bare reply. */
function waitsForReply(sentence: string): boolean {
  const trimmed = sentence.trim();
  // A reply after a quoted question is read within its sentence ('…keep track of that?" Yes, Tom.').
  return ASKS.test(trimmed) || BARE_REPLY.test(trimmed.split(/(?<=[.!?]["”]?)\s+/).at(-1)!);
}

// An answer shorter than this reads on to the next sentence.
const READ_ON_WORDS = 12;
const MIN_ANSWER_WORDS = 5;

/** Whether a text is too short to be an answer: under MIN_ANSWER_WORDS words ("No card needed."). */
export function isFragment(text: string): boolean {
  return wordCount(text) < MIN_ANSWER_WORDS;
}

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

/** How much a sentence saying every word of the question would score in `overlapWith`. */
function questionWeight(question: string, isNeutral: (stem: string) => boolean): number {
  const words = questionWords(question).filter((word) => !isNeutral(stemWord(word)));
  return [...new Map(words.map((word) => [stemWord(word), generalRarity(word)])).values()].reduce((a, b) => a + b, 0);
}

/** How much of a question a sentence speaks of: the general rarity of each question word it uses. */
function overlapWith(
  question: string,
  isNeutral: (stem: string) => boolean,
  kinds: boolean,
): (sentence: string) => number {
  const weights = new Map<string, number>();
  for (const word of questionWords(question)) {
    const stem = stemWord(word);
    if (isNeutral(stem)) continue;
    for (const said of [stem, ...paraphrasesOf(stem, kinds)])
      weights.set(said, Math.max(weights.get(said) ?? 0, generalRarity(word)));
  }
  return (sentence) => [...new Set(passageTerms(sentence))].reduce((sum, stem) => sum + (weights.get(stem) ?? 0), 0);
}

// A PDF page's text arrives with its lines joined, so its title runs into its first sentence: "Vemo guide: creating a
// Vemo A Vemo is…", "Vemo guide: sharing and analytics Pro organisations share…". A "Label: title" opening ends
// before a sentence opener, else before the first capitalised word after its lower-case words.
const TITLE_BEFORE_OPENER =
  /^(\S+(?: \S+){0,3}: [^,.;!?]{1,60}?) (?=(?:A|An|The|This|These|Each|Every|Our|Your|You|We|It) )/u;
const LOWER_CASE_TITLE = /^(\S+(?: \S+){0,3}: \p{Ll}[\p{L}\p{N}-]*(?: \p{Ll}[\p{L}\p{N}-]*){0,5}) (?=\p{Lu})/u;

/**
 * A document's sentences without its titles: a title on a line of its own (a "sentence" that ends with no stop,
 * before another one, and is no list item), and one run into the sentence after it (content read before its lines were kept apart).
 */
function withoutTitles(sentences: string[]): string[] {
  const kept = sentences
    .filter(
      (sentence, index) =>
        index === sentences.length - 1 || /[.!?:…"”)]$/u.test(sentence) || /^[•·▪◦‣*–-]\s/u.test(sentence),
    )
    .map((sentence) => {
      const title = TITLE_BEFORE_OPENER.exec(sentence) ?? LOWER_CASE_TITLE.exec(sentence);
      return title ? sentence.slice(title[1]!.length + 1) : sentence;
    });
  return kept.filter((sentence) => sentence.length > 0);
}

function toSentences(text: string): string[] {
  const sentences = splitSentences(text);
  if (sentences.length > 1 || /[.!?]$/.test(text.trim())) return sentences;
  return captionPieces(text);
}

/** Unpunctuated caption lines grouped into pieces of a sentence's size, cut between lines. */
function captionPieces(text: string): string[] {
  const pieces: string[] = [];
  let current: string[] = [];
  for (const line of text
    .split("\n")
    .map((part) => part.trim())
    .filter(Boolean)) {
    current.push(line);
    if (current.join(" ").split(/\s+/).length >= CAPTION_PIECE_WORDS) {
      pieces.push(current.join(" "));
      current = [];
    }
  }
  if (current.length > 0) pieces.push(current.join(" "));
  return pieces.length > 0 ? pieces : [text.trim()];
}

/** A sentence capitalised, ending with its stop. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…"”)]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** The text as it is when short enough, else cut at the last clause (or word) that fits. */
function shortened(text: string, characters: number): string {
  if (text.length <= characters) return text;
  const cut = text.slice(0, characters);
  const clause = Math.max(cut.lastIndexOf(", "), cut.lastIndexOf("; "));
  const end = clause > characters / 2 ? clause : Math.max(cut.lastIndexOf(" "), characters / 2);
  return `${cut.slice(0, end).replace(/[\s,;:.]+$/, "")}…`;
}
