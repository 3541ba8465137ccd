import type { VemoIndex } from "../indexing/create-index.ts";
import { phraseTerm } from "../indexing/term-index.ts";
import { inverseFrequency } from "../indexing/inverse-frequency.ts";
import { splitSentences } from "../indexing/passages.ts";
import { isBuyerWord, paraphrasesOf } from "../text/buyer-words.ts";
import { irregularFormStems } from "../text/irregular-verbs.ts";
import { bridgedStems } from "../text/lexical-bridge.ts";
import { isVerbInS, synonymsOf } from "../text/synonyms.ts";
import { namesHeardApart } from "../text/names-heard-apart.ts";
import { isStopword, passageTerms, questionWords, splitWords, stemWord } from "../text/tokens.ts";
import { generalRarity } from "../text/word-rarity.ts";
import type { SourceKind } from "../types.ts";
import {
  type AnswerType,
  expectedAnswerType,
  holdsAnswerType,
  namesAnswerType,
  textHoldsAnswerType,
  onlyAsksForType,
  withAnswerType,
} from "./answer-type.ts";
import { namesTheTopicWord } from "./question-coverage.ts";
import { buyerSizes, holdsSize } from "./buyer-size.ts";
import { askedWordsIn, searchedWordsIn, SYNONYM_SENSES } from "./question-terms.ts";
import { spelledAcronyms } from "./acronyms.ts";

/**
 * The share of a Vemo's words that are a buyer's words, its documents' too: a long video told as a story, with a pricing
 * page or a datasheet beside it, speaks to buyers (read from every sentence once, then kept).
 */
export function buyerWordShare(index: VemoIndex): number {
  if (index.buyerWordShare !== undefined) return index.buyerWordShare;
  let words = 0;
  let buyerWords = 0;
  for (const sentence of contentSentences(index)) {
    words += sentence.stems.length;
    buyerWords += sentence.stems.filter(isBuyerWord).length;
  }
  index.buyerWordShare = words === 0 ? 0 : buyerWords / words;
  return index.buyerWordShare;
}

/** Whether a Vemo speaks like a sales tour: enough of its words are a buyer's (tours 6–18%, screencasts 0.2–3.2%). */
export function isSalesTour(index: VemoIndex): boolean {
  return buyerWordShare(index) >= index.profile.tour.minBuyerWordShare;
}

/** One sentence of a Vemo's content; a video's is timed from its first word. */
export interface ContentSentence {
  source: number;
  kind: SourceKind;
  url: string;
  /** The passage (transcript line or document piece) the sentence begins in. */
  passage: number;
  /** Seconds into the video; 0 for documents. */
  start: number;
  /** Where a sentence rebuilt from automatic captions ends, its words timed between. */
  end?: number;
  text: string;
  stems: string[];
  /** The lead-in before it that gave it its topic ("Waitlist?" of "Built in."), read with it. */
  leadIn?: ContentSentence;
}

// Rebuilt caption sentences start at their first word's estimated time, a little after their line's start.
const SAME_MOMENT_SECONDS = 0.05;

const cache = new WeakMap<VemoIndex, ContentSentence[]>();

/**
 * Every sentence of the Vemo in source order: automatic captions as rebuilt into sentences, a punctuated line's
 * sentences timed by their place in the line, a document piece's sentences without its heading.
 */
export function contentSentences(index: VemoIndex): ContentSentence[] {
  let sentences = cache.get(index);
  if (sentences) return sentences;
  sentences = [];
  for (const [source, ids] of index.passagesBySource.entries()) {
    const rebuilt = index.captionSentences[source] ?? [];
    let line = 0;
    for (const sentence of rebuilt) {
      while (line + 1 < ids.length && index.passages[ids[line + 1]!]!.start <= sentence.start + SAME_MOMENT_SECONDS)
        line++;
      const passage = index.passages[ids[line]!]!;
      const read = { ...toSentence(passage.id, passage.url, source, sentence.start, sentence.text), end: sentence.end };
      read.stems.push(...namesHeardApart(splitWords(sentence.text)));
      sentences.push(read);
    }
    if (rebuilt.length > 0) continue;
    // Subtitles cut a sentence between cues ("If you sell training to customers, you can put | courses behind a
    // paywall."): a cue's last sentence without its stop goes on in the next cue, and starts where it started.
    let open: ContentSentence | undefined;
    const cutMidPhrase = cutByLength(ids.map((id) => index.passages[id]!.text.trim()));
    for (const id of ids) {
      const passage = index.passages[id]!;
      const text =
        passage.heading && passage.text.startsWith(`${passage.heading}. `)
          ? passage.text.slice(passage.heading.length + 2)
          : passage.text;
      const parts = splitSentences(text);
      const characters = parts.reduce((sum, part) => sum + part.length + 1, 0);
      let offset = 0;
      for (const [i, part] of parts.entries()) {
        const start =
          passage.kind === "video" ? passage.start + ((passage.end - passage.start) * offset) / characters : 0;
        offset += part.length + 1;
        if (open && i === 0 && passage.kind === "video" && goesOn(open.text, part, cutMidPhrase)) {
          open.text = `${open.text} ${part}`;
          open.stems = passageTerms(open.text);
        } else {
          open = { ...toSentence(id, passage.url, source, start, part), kind: passage.kind };
          // A section's sentences answer what its heading names ("## Hardware: Door screens are any Android tablet"),
          // and so do a chapter's ("SECURITY", "Chapter two, encryption."); a chapter's title itself answers nothing.
          if (passage.kind !== "video" && passage.heading) open.stems.push(...passageTerms(passage.heading));
          else if (passage.kind === "video" && isChapterTitle(part)) open.stems = [];
          sentences.push(open);
        }
      }
      if (passage.kind !== "video" || /[.!?…"”)]$/u.test(passage.text.trim())) open = undefined;
    }
  }
  carryLeadIns(sentences);
  cache.set(index, sentences);
  return sentences;
}

/**
 * The sentence said just before (`step` -1) or just after (`step` 1) sentence `i`, in the same video or document and at
 * most `seconds` from it.
 */
export function saidBeside(
  sentences: readonly ContentSentence[],
  i: number,
  step: -1 | 1,
  seconds: number,
): ContentSentence | undefined {
  const sentence = sentences[i];
  const beside = sentences[i + step];
  return sentence && beside?.source === sentence.source && Math.abs(beside.start - sentence.start) <= seconds
    ? beside
    : undefined;
}

// A sentence under this many words, or a question, announces what follows.
const LEAD_IN_WORDS = 6;
const LEAD_IN_SECONDS = 10;
// A question mark ending a sentence, inside a closing quote or bracket too.
const QUESTION_END = /\?["”)]?$/;
// A question reported rather than asked ("Tomasz, people always ask about HIPAA.", "Maria asks about pricing for a second
// shop.", "Second, you asked how your pantries would order.", "Now the part every general manager asks me about: the
// property management system.") announces the answer after it, in a sentence short enough to hold nothing else; not
// what the product asks ("it asks about allergies…") nor asking someone for something ("we ask for twenty five seats").
const REPORTED_QUESTION =
  /(?<!\bit\s)\b(?:ask|asks|asked)(?:\s+(?:me|us))?\s*(?:about|which|what|how|whether|if)\b|(?<!\bit\s)\b(?:ask|asks|asked)(?:\s+(?:me|us))?\W*$/i;
const REPORTED_QUESTION_WORDS = 16;

/**
 * A sentence that only announces what follows: a question ("Languages?"), a few words ("Next, integrations."), or a
 * question reported ("Jen asks whether there's a trial.").
 */
export function isLeadIn(sentence: string): boolean {
  const trimmed = sentence.trim();
  const words = trimmed.split(/\s+/).length;
  return (
    QUESTION_END.test(trimmed) ||
    words < LEAD_IN_WORDS ||
    (words < REPORTED_QUESTION_WORDS && REPORTED_QUESTION.test(sentence))
  );
}

const SIGN_OFF =
  /\b(?:that's (?:the|our|it for the) tour|that's all (?:we have time for|for today)|thanks?(?: you)?(?:,? everyone)?,? for (?:watching|joining)|thanks,? everyone|see you next time)\b/i;

/** Whether a sentence signs off ("That's the tour, bye for now.", "Thanks for watching."). */
export function signsOff(sentence: string): boolean {
  return SIGN_OFF.test(sentence);
}

// A short sentence's subject and its verb: an auxiliary or "get" ("Deposits are optional.", "You get two months
// free."), a contracted subject ("It's about an hour."), or a verb in -s after a word that may end a subject
// ("OpenSolar works the same way."; not "…for the little leagues", nor a last word, "Our pricing plans.").
const FINITE_VERB =
  /^(?:is|are|was|were|isn't|aren't|wasn't|can|can't|cannot|will|won't|do|does|don't|doesn't|did|didn't|has|have|had|get|got)$/i;
const CONTRACTED_SUBJECT = /^(?:it|you|we|they|there|he|she|that)(?:'s|'re|'ll|'d|'ve)$/i;
const BEFORE_NO_VERB = /^(?:the|a|an|for|of|to|in|on|at|by|with|your|our|their|its|my|his|her)$/i;
// An announcement, a reply or a clause cut from its sentence states no point of its own: "Now let's talk pricing.",
// "This is the dock map.", "Yes, it does.", "Before a carrier gets."; nor does a question reported.
const STATES_NOTHING =
  /^(?:let's|let|here's|here|this|these|now|next|so|okay|ok|and|but|first|then|well|right|yes|yeah|no|thanks|thank|hi|hello|before|after|when|if|because|until|while|once)\b/i;

/**
 * Whether a lead-in by its length (under LEAD_IN_WORDS) states a point of its own, with a subject and its verb
 * ("Deposits are optional.", "You can cancel any month."), rather than naming a topic ("Next, integrations.",
 * "Waitlist?", "On their phone.").
 */
function statesAPoint(text: string): boolean {
  const trimmed = text.trim();
  if (QUESTION_END.test(trimmed) || STATES_NOTHING.test(trimmed) || REPORTED_QUESTION.test(trimmed)) return false;
  const words = trimmed
    .replace(/’/g, "'")
    .split(/[\s.!,;:]+/)
    .filter(Boolean);
  if (words.length < 3) return false;
  if (CONTRACTED_SUBJECT.test(words[0]!)) return true;
  return words.some(
    (word, i) =>
      i > 0 &&
      (FINITE_VERB.test(word) ||
        (i < words.length - 1 && !BEFORE_NO_VERB.test(words[i - 1]!) && isVerbInS(word.toLowerCase()))),
  );
}

/**
 * A video's lead-in gives its topic to the sentence after it, which says the rest ("Now let's talk about pricing. | The
 * basic plan is free…", an interviewer's "Languages?" and the answer, a slide's title and its first point). One that
 * states a point ("Deposits are optional. | Take a card at booking…") keeps its words too: it may be the answer.
 */
function carryLeadIns(sentences: ContentSentence[]): void {
  for (let i = sentences.length - 2; i >= 0; i--) {
    const [lead, next] = [sentences[i]!, sentences[i + 1]!];
    if (lead.kind !== "video" || next.source !== lead.source || next.start - lead.start > LEAD_IN_SECONDS) continue;
    if (isLeadIn(lead.text) && lead.stems.length > 0) {
      next.stems.push(...lead.stems);
      next.leadIn = lead;
      if (!statesAPoint(lead.text)) lead.stems = [];
    }
  }
}

// "SECURITY", "THE CAREGIVER APP", "Chapter three, audit and compliance.", "Part 2: billing": a video's chapter title.
const CHAPTER_NUMBER = /^(?:chapter|part|section)\s+\w+\s*[,:.-]\s*/i;
const TITLE_WORDS = 6;

function isChapterTitle(text: string): boolean {
  const words = text.split(/\s+/).length;
  if (words > TITLE_WORDS) return false;
  return CHAPTER_NUMBER.test(text) || (/\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text));
}

/**
 * Whether a cue's first words go on with the sentence the cue before left open: they open in lower case, or, in
 * subtitles cut mid-phrase (`cutByLength`), that one stopped on a word or a comma before a name or an initialism ("No
 * more downloading | STLs from five different portals.", "…with iTero, 3Shape TRIO or | Medit, the files land…"); not
 * after a chapter title ("SECURITY"), a sound in brackets or a sung line ("♪ …every pound ♪").
 */
function goesOn(open: string, text: string, cutMidPhrase: boolean): boolean {
  if (/^[\p{Ll}\d]/u.test(text)) return true;
  return cutMidPhrase && /[\p{L}\p{N},]$/u.test(open.trim()) && !isChapterTitle(open);
}

// Subtitles whose cues left open go on in lower case this often or more are cut by length, mid-phrase; a screen's
// labels ("Settings > Integrations: Follow Up Boss, kvCORE") each open on a capital, a statement of its own.
const CUT_BY_LENGTH_SHARE = 0.5;

/** Whether a video's cues are cut by length: most that stop without a full stop go on in lower case in the next. */
function cutByLength(cues: string[]): boolean {
  const open = cues.slice(0, -1).flatMap((cue, i) => (/[.!?…"”)]$/u.test(cue) ? [] : [cues[i + 1]!]));
  return open.filter((next) => /^[\p{Ll}\d]/u.test(next)).length >= CUT_BY_LENGTH_SHARE * open.length;
}

function toSentence(passage: number, url: string, source: number, start: number, text: string): ContentSentence {
  return { source, kind: "video", url, passage, start, text, stems: passageTerms(text) };
}

/**
 * How well each sentence answers: each question term it holds by the term's weight and the Vemo's idf (a buyer's
 * word by a word of its group, at the paraphrase weight), raised by the answer type like passages are.
 */
export function scoreSentences(
  index: VemoIndex,
  sentences: readonly ContentSentence[],
  terms: Map<string, number>,
  question: string,
  answerTypeWeight = index.profile.answerTypeWeight,
): Float64Array {
  const { paraphraseWeight } = index.profile;
  const { bridge } = index.profile.tour;
  const salesTour = isSalesTour(index);
  // "How long does installation take?" is not answered by "…there's no long contract": a word saying which kind of
  // answer is wanted counts only in a sentence holding that kind.
  const type = expectedAnswerType(question);
  const typeStems = new Set(type ? questionWords(question).filter(onlyAsksForType).map(stemWord) : []);
  const sizes = salesTour ? buyerSizes(question) : [];
  const overlap = Float64Array.from(sentences, (sentence) => {
    const held = new Set(sentence.stems);
    for (let i = 1; i < sentence.stems.length; i++) held.add(phraseTerm(sentence.stems[i - 1]!, sentence.stems[i]!));
    const holdsType = typeStems.size > 0 && textHoldsAnswerType(sentence.text, type!);
    let score = 0;
    for (const [term, weight] of terms) {
      if (typeStems.has(term) && !holdsType) continue;
      if (held.has(term)) {
        score += weight * termFrequency(index, term);
        continue;
      }
      // A word of the group the question's terms already hold counts once ("integrate" and its "sync" of a sentence
      // saying "syncs").
      const paraphrase = term.includes("_")
        ? undefined
        : paraphrasesOf(term, salesTour).find((stem) => held.has(stem) && !terms.has(stem));
      if (paraphrase) {
        score += paraphraseWeight * weight * inverseFrequency(index, paraphrase);
        continue;
      }
      // The tour's words for the buyer's ("friendly reminder" of "chase"), each by how often it answers that word.
      if (!salesTour) continue;
      for (const [said, probability] of bridgedStems(bridge.table, term, held, (stem) => terms.has(stem)))
        score += bridge.weight * probability * weight * termFrequency(index, said);
    }
    // The range holding the buyer's size says their number ("up to three hundred students" of "250 students").
    for (const size of sizes)
      if (holdsSize(sentence.text, size)) score += (terms.get(size.unit) ?? 1) * inverseFrequency(index, size.unit);
    return score;
  });
  // A question of its answer's type alone ("How much is it?") shares no word: the sentences holding that type answer.
  const scores = overlap.some((score) => score > 0) ? overlap : overlap.map(() => Number.EPSILON);
  return withAnswerType(
    sentences.map((sentence) => sentence.text),
    question,
    scores,
    answerTypeWeight,
    salesTour,
  );
}

/** A term's inverse frequency in the Vemo; a two-word term's is its rarer word's. */
function termFrequency(index: VemoIndex, term: string): number {
  return Math.max(...term.split("_").map((stem) => inverseFrequency(index, stem)));
}

/** What `sentenceCoverage` reads of a question: its answer type and its words, each with its stem, rarity and paraphrases. */
interface AskedWords {
  question: string;
  type: AnswerType | undefined;
  words: { word: string; stem: string; rarity: number; paraphrases: string[]; isAsked: boolean }[];
  spelled: ReadonlyMap<string, string[]>;
  salesTour: boolean;
}

// A question's share is read in each sentence weighed (up to 200 a question, tour-ranking.ts): its words are read once.
const lastAsked = new WeakMap<VemoIndex, AskedWords>();

function askedWords(index: VemoIndex, question: string): AskedWords {
  const last = lastAsked.get(index);
  if (last?.question === question) return last;
  const salesTour = isSalesTour(index);
  const isTopic = (word: string) => namesTheTopicWord(index, word);
  // The situation a buyer says before asking counts where the sentence says it ("We have 8 locations — is there a
  // discount?" is answered by a sentence on discounts alone).
  const asked = new Set(askedWordsIn(index, question));
  const words = [...new Set(searchedWordsIn(index, question))]
    .filter((word) => !isTopic(word))
    .map((word) => {
      const stem = stemWord(word);
      return {
        word,
        stem,
        rarity: generalRarity(word),
        paraphrases: paraphrasesOf(stem, salesTour),
        isAsked: asked.has(word),
      };
    });
  const read: AskedWords = {
    question,
    type: expectedAnswerType(question, salesTour),
    words,
    spelled: salesTour ? spelledAcronyms(index, question) : new Map<string, string[]>(),
    salesTour,
  };
  lastAsked.set(index, read);
  return read;
}

/**
 * The share of the question's words (each by its general rarity; the Vemo's product name left out) that a sentence
 * says (`saidShare`); a word only of the buyer's situation and not said there does not count. `bridgeCoverage`: what a
 * tour word translating a question word counts for, times its probability (the profile's bridge coverage by default).
 */
export function sentenceCoverage(
  index: VemoIndex,
  question: string,
  sentence: ContentSentence,
  bridgeCoverage = index.profile.tour.bridge.coverage,
): number {
  const read = readSentence(index, question, sentence, bridgeCoverage);
  let total = 0;
  let covered = 0;
  for (const word of read.asked.words) {
    const share = saidShare(read, word);
    if (share === 0 && !word.isAsked) continue;
    total += word.rarity;
    covered += word.rarity * share;
  }
  return total === 0 ? 1 : covered / total;
}

/**
 * Whether a sentence says a word of the question (its stem, `word`) in any way `saidShare` reads, its lexical bridge
 * included; a word the question does not search for (a stop word, the product's name) is said.
 */
export function saysQuestionWord(index: VemoIndex, question: string, sentence: ContentSentence, word: string): boolean {
  const read = readSentence(index, question, sentence);
  const asked = read.asked.words.find((each) => each.stem === stemWord(word));
  return !asked || saidShare(read, asked) > 0;
}

// A negation and the words it denies, up to its clause's end: "…there's no booking fee on top", "…aren't priced in it
// yet", "…never stored by Gessoly" ("There is no contract: you pay month to month." denies no month). A clause setting a
// case ("If nobody's home, …") and a preference ("…rather not bill the client") deny nothing asked.
const NEGATION = /^(?:no|not|never|nobody|nothing|none|without|cannot|\p{L}+n't)$/u;
const CLAUSE_END = /[,:;.!?—–]|\s-\s/;
const OPENS_A_CASE = /^(?:if|when|whenever|unless|once|until|while)$/;
const NOT_DENYING = /^(?:rather|whether|or)$/;
const DENIED_WORDS = 3;

/**
 * Whether a sentence denies a word of what the question asks: a negation with that word, itself or a word of its group,
 * among the next three content words of its clause ("Do we have to sign a yearly contract?" of "…and no long contract",
 * "Will it price boat seats?" of "…boat interiors aren't priced in it yet"), which says whether. A question that
 * negates itself ("…without calling the office?") is not read so.
 */
export function deniesQuestionWord(index: VemoIndex, question: string, sentence: ContentSentence): boolean {
  if (splitWords(question).some((word) => NEGATION.test(word))) return false;
  const denied = new Set<string>();
  for (const clause of sentence.text.split(CLAUSE_END)) {
    const words = splitWords(clause);
    if (OPENS_A_CASE.test(words[0] ?? "")) continue;
    words.forEach((word, i) => {
      if (!NEGATION.test(word) || NOT_DENYING.test(words[i - 1] ?? "")) return;
      const next = words.slice(i + 1).filter((each) => !isStopword(each));
      for (const each of next.slice(0, DENIED_WORDS)) denied.add(stemWord(each));
    });
  }
  if (denied.size === 0) return false;
  return askedWords(index, question).words.some(
    ({ stem, paraphrases, isAsked }) =>
      isAsked && (denied.has(stem) || paraphrases.some((paraphrase) => denied.has(paraphrase))),
  );
}

/**
 * Whether a sentence says some of the situation a buyer tells or the case the question sets, and nothing of what it
 * asks ("Say a hard frost hits your benches the night before a sale." of "If a frost hits before a sale, can we push
 * the pickups back?"): a tour sets the buyer's case up before it answers.
 */
export function saysOnlyTheSituation(index: VemoIndex, question: string, sentence: ContentSentence): boolean {
  const read = readSentence(index, question, sentence);
  const said = read.asked.words.filter((word) => saidShare(read, word) > 0);
  return said.length > 0 && said.every((word) => !word.isAsked);
}

interface SentenceReading {
  asked: AskedWords;
  held: ReadonlySet<string>;
  /** The kind of answer the question asks for, when the sentence holds it. */
  heldType: AnswerType | undefined;
  bridge: VemoIndex["profile"]["tour"]["bridge"];
}

function readSentence(
  index: VemoIndex,
  question: string,
  sentence: ContentSentence,
  bridgeCoverage = index.profile.tour.bridge.coverage,
): SentenceReading {
  const asked = askedWords(index, question);
  const isTopic = (word: string) => namesTheTopicWord(index, word);
  return {
    asked,
    held: new Set(sentence.stems),
    heldType: asked.type !== undefined && holdsAnswerType(sentence.text, asked.type, isTopic) ? asked.type : undefined,
    bridge: { ...index.profile.tour.bridge, coverage: bridgeCoverage },
  };
}

/**
 * How much of a question's word a sentence says: all of it itself or in an irregular form ("paid" of "pay"), by a
 * buyer's word of its group, by holding the kind of answer the word asks for ("How long…", "Which platforms…") or as
 * the acronym's spelled words; half by a WordNet synonym of its two most frequent senses ("stock" of "inventory"); on a
 * sales tour, in the tour's words, by the lexical bridge's probabilities of those the sentence says, summed. A word
 * only of the buyer's situation counts only itself.
 */
function saidShare({ asked, held, heldType, bridge }: SentenceReading, entry: AskedWords["words"][number]): number {
  const { word, stem, paraphrases, isAsked } = entry;
  const says =
    held.has(stem) ||
    irregularFormStems(stem).some((form) => held.has(form)) ||
    paraphrases.some((paraphrase) => held.has(paraphrase)) ||
    (heldType !== undefined && namesAnswerType(word, heldType)) ||
    (asked.spelled.get(word)?.every((spelledStem) => held.has(spelledStem)) ?? false);
  if (says) return 1;
  if (!isAsked) return 0;
  if (synonymsOf(word, undefined, SYNONYM_SENSES).some((synonym) => held.has(stemWord(synonym)))) return 0.5;
  if (!asked.salesTour) return 0;
  const said = bridgedStems(bridge.table, stem, held).reduce((sum, [, probability]) => sum + probability, 0);
  return Math.min(1, bridge.coverage * said);
}
