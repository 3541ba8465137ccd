import type { VemoIndex } from "../indexing/create-index.ts";
import { partsOfSpeechOf } from "../text/synonyms.ts";
import { isStopword, questionWords, splitWords, stemWord } from "../text/tokens.ts";

const expansionCache = new WeakMap<VemoIndex, Map<string, string[] | undefined>>();
/** The most acronyms kept per index. */
const MAX_CACHED = 1_000;

/**
 * The stems of the words a question's acronym stands for in the Vemo ("baa" → "busi", "associ", "agreement"): words
 * said one after the other whose initials spell it ("…we sign a business associate agreement…"), the first and last
 * no function word ("point of sale" spells "pos"). Undefined when the Vemo says the acronym itself, or spells it
 * nowhere. An acronym is two to five letters ("SLAs" → "sla").
 */
function acronymExpansion(index: VemoIndex, word: string): string[] | undefined {
  const acronym = word.replace(/s$/, "");
  if (!/^[a-z]{2,5}$/.test(acronym) || index.stemFrequency.has(stemWord(word))) return undefined;
  let cache = expansionCache.get(index);
  if (!cache) expansionCache.set(index, (cache = new Map()));
  if (cache.has(acronym)) return cache.get(acronym);
  // Any short word a visitor types is looked up once: the cache is kept small.
  if (cache.size >= MAX_CACHED) cache.clear();
  let found: string[] | undefined;
  // Words with its initials one after the other in the text, found by one regular expression, before the passage's
  // words are read (a Vemo of 24,000 cues is read in milliseconds rather than seconds).
  const initials = new RegExp(String.raw`\b${[...acronym].join(String.raw`\S*\s+`)}`, "i");
  for (const passage of index.passages) {
    if (!initials.test(passage.text)) continue;
    const words = splitWords(passage.text);
    for (let i = 0; !found && i + acronym.length <= words.length; i++) {
      const run = words.slice(i, i + acronym.length);
      const spells = run.every((runWord, j) => runWord.startsWith(acronym[j]!) && /^[a-z]/.test(runWord));
      if (spells && !isStopword(run[0]!) && !isStopword(run.at(-1)!))
        found = run.filter((runWord) => !isStopword(runWord)).map(stemWord);
    }
    if (found) break;
  }
  cache.set(acronym, found);
  return found;
}

/**
 * The question's acronyms the Vemo spells out, each with the stems of its words: a word written in capitals ("Will you
 * sign a BAA?") or unknown to the dictionary ("sla").
 */
export function spelledAcronyms(index: VemoIndex, question: string): ReadonlyMap<string, string[]> {
  // A question's share is read in each sentence weighed: its acronyms are read once.
  const last = lastSpelled.get(index);
  if (last?.question === question) return last.spelled;
  const capitals = new Set([...question.matchAll(/\b([A-Z]{2,5})s?\b/g)].map(([, acronym]) => acronym!.toLowerCase()));
  const spelled = new Map<string, string[]>();
  for (const word of questionWords(question)) {
    const acronym = word.replace(/s$/, "");
    if (!capitals.has(acronym) && partsOfSpeechOf(word).size > 0) continue;
    const stems = acronymExpansion(index, word);
    if (stems) spelled.set(word, stems);
  }
  for (const [word, acronym] of acronymsSpelledOut(index, question))
    if (!spelled.has(word)) spelled.set(word, [acronym]);
  lastSpelled.set(index, { question, spelled });
  return spelled;
}

const lastSpelled = new WeakMap<VemoIndex, { question: string; spelled: ReadonlyMap<string, string[]> }>();

// An acronym a question spells out is three to five words.
const MIN_SPELLED_WORDS = 3;
const MAX_SPELLED_WORDS = 5;

/**
 * The other way round: a question spelling out what the Vemo says as an acronym ("Does it work out our overall equipment
 * effectiveness?" of "…the OEE is calculating by itself"), each word of it with the acronym's stem: content words said
 * one after the other, whose initials are a name the Vemo writes in capitals.
 */
function acronymsSpelledOut(index: VemoIndex, question: string): Map<string, string> {
  const words = splitWords(question);
  const found = new Map<string, string>();
  for (let length = MIN_SPELLED_WORDS; length <= MAX_SPELLED_WORDS; length++) {
    for (let i = 0; i + length <= words.length; i++) {
      // Words said one after the other: "a discount for brothers and sisters" spells no "DBS".
      const run = words.slice(i, i + length);
      if (run.some(isStopword)) continue;
      const acronym = run.map((word) => word[0]).join("");
      if (!/^[a-z]+$/.test(acronym) || !index.vocabulary.has(acronym) || !index.names.has(stemWord(acronym))) continue;
      for (const word of run) found.set(word, stemWord(acronym));
    }
  }
  return found;
}
