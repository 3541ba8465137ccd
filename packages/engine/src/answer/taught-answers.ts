import { synonymsOf } from "../text/synonyms.ts";
import { questionWords, stemWord } from "../text/tokens.ts";
import { generalRarity } from "../text/word-rarity.ts";

/** A question the owner taught an answer for, as the matcher needs it. */
export interface TaughtQuestion {
  id: string;
  question: string;
}

/**
 * How much of each question's meaning the other must carry, each word counted by its rarity in general English: a
 * paraphrase may drop or add an everyday word ("offer", "much") but not a word that says what is asked.
 */
export const TAUGHT_MATCH_THRESHOLD = 0.7;

/** A question's content word: how much it says, and the stems it and its WordNet synonyms share with other words. */
type Meaning = { weight: number; stems: Set<string> };

// The stemmer keeps the plural s of an acronym without a vowel ("CRMs", "SDKs").
const singularAcronym = (word: string) => word.replace(/^([^aeiouy]{2,})s$/, "$1");

function meaningsOf(question: string): Meaning[] {
  return [...new Set(questionWords(question).map(singularAcronym))].map((word) => ({
    weight: generalRarity(word),
    stems: new Set([stemWord(word), ...synonymsOf(word).map(stemWord)]),
  }));
}

const sharesStem = (a: Meaning, b: Meaning) => [...a.stems].some((stem) => b.stems.has(stem));

/** The weighted share of `of`'s words that some word of `in` means too (the same stem, or a synonym of it). */
function coverage(of: Meaning[], within: Meaning[]): number {
  const total = of.reduce((sum, word) => sum + word.weight, 0);
  if (total === 0) return 0;
  const covered = of.filter((word) => within.some((other) => sharesStem(word, other)));
  return covered.reduce((sum, word) => sum + word.weight, 0) / total;
}

/**
 * How closely two questions mean the same thing, 0–1: the smaller of the two coverages, so neither may carry a
 * specific word the other lacks ("…for nonprofits?" against "…for students?"). The engine's question processing
 * (content words without framing words, Porter stems, WordNet synonyms) reads both.
 */
export function questionSimilarity(a: string, b: string): number {
  const first = meaningsOf(a);
  const second = meaningsOf(b);
  return Math.min(coverage(first, second), coverage(second, first));
}

/** The taught question that means the same as `question` (the closest when several do), or undefined. */
export function matchTaughtQuestion<T extends TaughtQuestion>(question: string, taught: readonly T[]): T | undefined {
  let best: { item: T; score: number } | undefined;
  for (const item of taught) {
    const score = questionSimilarity(question, item.question);
    if (score >= TAUGHT_MATCH_THRESHOLD && (!best || score > best.score)) best = { item, score };
  }
  return best?.item;
}
