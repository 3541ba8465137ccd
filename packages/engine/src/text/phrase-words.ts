/** A phrase that names one thing, and the one word it is also read as. */
export type PhraseWord = [phrase: RegExp, word: string];

/** A lower-cased text with each phrase followed by its one word ("set up" → "set up setup"): its words stay too. */
export function addPhraseWords(text: string, phrases: readonly PhraseWord[]): string {
  return phrases.reduce((joined, [phrase, word]) => joined.replace(phrase, `$& ${word}`), text);
}
