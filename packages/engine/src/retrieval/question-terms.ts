import type { VemoIndex } from "../indexing/create-index.ts";
import { phraseTerm } from "../indexing/term-index.ts";
import { inverseFrequency } from "../indexing/inverse-frequency.ts";
import { paraphrasesOf } from "../text/buyer-words.ts";
import { spelledAcronyms } from "./acronyms.ts";
import { synonymsOf } from "../text/synonyms.ts";
import { generalRarity } from "../text/word-rarity.ts";
import { askedWords, isStopword, searchedWords, splitWords, stemWord } from "../text/tokens.ts";

/**
 * The weighted index terms a question is searched with: its content words' stems, adjacent word pairs,
 * and WordNet synonyms that the Vemo uses. Everyday words ("make", "open") say less about where the answer is
 * than specialised ones, so each word counts by its rarity in general English. A trailing phrase ("…in my shoulder", "…in photoshop") sets
 * the scene rather than saying what is asked, so its words count less. Long questions repeat the video's
 * topic words ("…to help improve mobility in my shoulder"), so there each term is weighted by a power of its rarity.
 * A `salesTour` reads a kind asked for in its members and a member in its kinds, and an acronym in the words it spells.
 */
export function buildQuestionTerms(index: VemoIndex, question: string, salesTour = false): Map<string, number> {
  const { profile } = index;
  const words = searchedWordsIn(index, question);
  const stems = words.map(stemWord);
  const modifiers = trailingPhraseWords(question);
  const terms = new Map<string, number>();
  stems.forEach((stem, i) => {
    const scene = modifiers.has(words[i]!) ? profile.trailingPhraseWeight : 1;
    const weight =
      profile.generalRarityEmphasis > 0 ? scene * generalRarity(words[i]!) ** profile.generalRarityEmphasis : scene;
    terms.set(stem, Math.max(terms.get(stem) ?? 0, weight));
  });
  if (profile.paraphraseWeight > 0) addParaphrases(index, stems, terms, salesTour);
  if (profile.synonymWeight > 0) addSynonyms(index, words, terms);
  // "Will you sign a BAA?" of a tour saying "business associate agreement".
  if (salesTour)
    for (const [word, spelled] of spelledAcronyms(index, question)) {
      const weight = terms.get(stemWord(word)) ?? 1;
      for (const stem of spelled) terms.set(stem, Math.max(terms.get(stem) ?? 0, weight));
    }
  if (profile.phraseWeight > 0) {
    for (let i = 1; i < stems.length; i++) terms.set(phraseTerm(stems[i - 1]!, stems[i]!), profile.phraseWeight);
  }
  // A buyer's long question says their own things around what it asks ("Can our crews close jobs from a basement with
  // no signal?"), and those are its rarest words: a sales tour favours them less than a screencast's repeated topic.
  const { longQuestionWords, rareWordEmphasis } = salesTour ? profile.tour : profile;
  if (new Set(stems).size >= longQuestionWords) {
    for (const [term, weight] of terms) terms.set(term, weight * rarity(index, term) ** rareWordEmphasis);
  }
  return terms;
}

const PREPOSITIONS = new Set([
  "in",
  "on",
  "to",
  "for",
  "with",
  "from",
  "into",
  "onto",
  "within",
  "inside",
  "over",
  "of",
]);

/** Words after the first preposition that follows at least two content words ("…a layer | in my photo"). */
function trailingPhraseWords(question: string): Set<string> {
  const words = splitWords(question);
  let contentWords = 0;
  for (let i = 0; i < words.length; i++) {
    if (PREPOSITIONS.has(words[i]!) && contentWords >= 2) return new Set(words.slice(i + 1));
    if (!isStopword(words[i]!)) contentWords++;
  }
  return new Set();
}

/** The words a question is searched with (`searchedWords`), two joined where the Vemo writes them as one. */
export function searchedWordsIn(index: VemoIndex, question: string): string[] {
  return joinCompounds(searchedWords(question), index.vocabulary);
}

/** The words of what a question asks (`askedWords`: the situation said around it and a case it sets left out), joined. */
export function askedWordsIn(index: VemoIndex, question: string): string[] {
  return joinCompounds(askedWords(question), index.vocabulary);
}

/**
 * "art board" becomes "artboard" when the Vemo writes it as one word, and "soc2" becomes "soc 2" when the Vemo writes it
 * as two: letters and the number after them, neither a word of its own.
 */
function joinCompounds(written: string[], vocabulary: Map<string, string>): string[] {
  const words = written.flatMap((word) => apartAsWritten(word, vocabulary));
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    // "waiting list" of a Vemo that says "waitlist": the first word may be joined by its stem.
    const compound = [words[i]!, stemWord(words[i]!)]
      .map((first) => first + (words[i + 1] ?? ""))
      .find((joinedWord) => vocabulary.has(joinedWord));
    if (i + 1 < words.length && compound) {
      joined.push(compound);
      i++;
    } else {
      joined.push(words[i]!);
    }
  }
  return joined;
}

const LETTERS_THEN_NUMBER = /^(\p{L}{2,})(\d+)$/u;

function apartAsWritten(word: string, vocabulary: Map<string, string>): string[] {
  const parts = LETTERS_THEN_NUMBER.exec(word);
  if (!parts || vocabulary.has(word)) return [word];
  const [, letters, number] = parts;
  return vocabulary.has(letters!) && vocabulary.has(number!) ? [letters!, number!] : [word];
}

/** A buyer's word the Vemo says otherwise ("pricing" of "fifteen dollars a month") counts through the Vemo's words. */
function addParaphrases(index: VemoIndex, stems: string[], terms: Map<string, number>, kinds: boolean): void {
  for (const stem of stems) {
    if (index.stemFrequency.has(stem)) continue;
    for (const paraphrase of paraphrasesOf(stem, kinds)) {
      const weight = index.profile.paraphraseWeight * terms.get(stem)!;
      if (index.stemFrequency.has(paraphrase) && (terms.get(paraphrase) ?? 0) < weight) terms.set(paraphrase, weight);
    }
  }
}

// A word's second sense is often the one a buyer means ("bill" of "invoice", "stock" of "inventory"). (The Vemo-wide
// decline test keeps to the first: there the second found off-topic questions their words, on TutorialVQA and tours.)
export const SYNONYM_SENSES = 2;

function addSynonyms(index: VemoIndex, words: string[], terms: Map<string, number>): void {
  for (const word of words) {
    for (const synonym of synonymsOf(word, undefined, SYNONYM_SENSES)) {
      const stem = stemWord(synonym);
      if (!terms.has(stem) && index.stemFrequency.has(stem)) terms.set(stem, index.profile.synonymWeight);
    }
  }
}

function rarity(index: VemoIndex, term: string): number {
  return Math.max(...term.split("_").map((stem) => inverseFrequency(index, stem)));
}
