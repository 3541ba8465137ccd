import { partsOfSpeechOf } from "./synonyms.ts";
import { stemWord } from "./tokens.ts";
import { generalRarity } from "./word-rarity.ts";

// A buyer types fast ("does it track warrenty dates", "no cell servce", "is there a minimun booking length"): a word
// the dictionary does not know, one keystroke from a word the Vemo says, is that word. Short words and names are left
// alone: one keystroke turns "okta" into "octa", and a name typed with capitals is the buyer's ("Lisa", "GlobalG.A.P.").
const MIN_LETTERS = 5;

/**
 * The question with each misspelt word written as the Vemo writes it: a lower-case word of five letters or more that
 * neither the dictionary nor the Vemo knows, and that one letter changed, added, dropped or swapped with its neighbour
 * makes into one word the Vemo says, beginning with the same letter and not the same word in another form.
 */
export function withVemoSpelling(question: string, vemoWords: ReadonlySet<string>): string {
  return question.replace(/(?<![\p{L}\d'’])\p{Ll}+(?![\p{L}\d])/gu, (word) => {
    if (word.length < MIN_LETTERS || vemoWords.has(word) || isKnownWord(word)) return word;
    const near = [...vemoWords].filter(
      (said) =>
        said.length >= MIN_LETTERS &&
        said[0] === word[0] &&
        isOneKeystroke(word, said) &&
        stemWord(said) !== stemWord(word),
    );
    return near.length === 1 ? near[0]! : word;
  });
}

/** The lower-case words a text says, for `withVemoSpelling`. */
export function wordsSaid(texts: string[]): Set<string> {
  return new Set(texts.flatMap((text) => text.toLowerCase().match(/\p{L}+/gu) ?? []));
}

function isKnownWord(word: string): boolean {
  return partsOfSpeechOf(word).size > 0 || generalRarity(word) < 1;
}

/** Whether one letter changed, added, dropped or swapped with its neighbour makes one word the other. */
function isOneKeystroke(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
