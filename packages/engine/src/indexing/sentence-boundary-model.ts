import { partsOfSpeechOf } from "../text/synonyms.ts";
import { isStopword } from "../text/tokens.ts";
import { NGRAMS, WORDS } from "./sentence-boundary-counts.ts";

// A hidden-event language model of where spoken sentences end (Stolcke & Shriberg 1996): an n-gram model over a
// caption's words with the end of a sentence as a token of its own, trained on punctuated tours, and asked at each
// gap between two words how much likelier the words around it are with a boundary there than without. Words most
// tours say ("you", "so", "can", "pricing"…) are modelled as themselves; the rest as their class (a number, a filler,
// their parts of speech in WordNet, a name WordNet does not know, with an ending in -s, -ed, -ing), so the model
// carries to a tour whose product words it never saw.

/** The n-gram order: a word's chance is read off the three tokens before it. */
export const ORDER = Number(process.env.BM_ORDER ?? 4);
const BOUNDARY = "</s>";
// How many tokens after a gap a boundary there changes the chance of.
const LOOK_AHEAD = ORDER - 1;

const NUMBER = new RegExp(
  "^(?:\\d[\\d.,]*%?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|" +
    "sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|" +
    "million|billion)$",
);
const FILLERS = new Set("um umm uh uhh er erm".split(" "));

/** The counts of each n-gram (orders 1 to ORDER) of training tokens, and the words kept as themselves. */
export interface BoundaryCounts {
  words: string[];
  ngrams: Record<string, number>;
}

export interface BoundaryModel {
  /** The chance that a sentence ends between `tokens[i - 1]` and `tokens[i]`, given the boundaries decided before. */
  chance(tokens: string[], boundaryBefore: (j: number) => boolean, i: number): number;
  token(word: string): string;
}

/** A caption word as the model reads it: itself when a word most tours say, else its class. */
export function wordClass(word: string, words: ReadonlySet<string>): string {
  if (words.has(word)) return word;
  if (NUMBER.test(word)) return "#number";
  if (FILLERS.has(word)) return "#filler";
  if (isStopword(word)) return word;
  const bare = word.replace(/'s$/, "");
  const parts = [...partsOfSpeechOf(bare)].sort().join("+") || "name";
  const ending = /ing$/.test(bare) ? "-ing" : /ed$/.test(bare) ? "-ed" : /[^s]s$/.test(bare) ? "-s" : "";
  return `#${parts}${ending}${bare === word ? "" : "'s"}`;
}

/** The token stream of a punctuated tour: each word's class, with a boundary token before every sentence. */
export function trainingTokens(sentences: string[][], words: ReadonlySet<string>): string[] {
  return sentences.flatMap((sentence) => [BOUNDARY, ...sentence.map((word) => wordClass(word, words))]);
}

/** The n-gram counts of tours' sentences (each a list of lower-case words); words said in `minTours` tours stay. */
export function countBoundaries(tours: string[][][], minTours: number): BoundaryCounts {
  const toursOf = new Map<string, Set<number>>();
  tours.forEach((sentences, t) => {
    for (const word of sentences.flat()) {
      if (!toursOf.has(word)) toursOf.set(word, new Set());
      toursOf.get(word)!.add(t);
    }
  });
  const kept = [...toursOf].filter(([, seen]) => seen.size >= minTours).map(([word]) => word);
  kept.sort();
  const words = new Set(kept);
  const ngrams: Record<string, number> = {};
  for (const sentences of tours) {
    const tokens = [...trainingTokens(sentences, words), BOUNDARY];
    for (let i = 0; i < tokens.length; i++)
      for (let n = 1; n <= ORDER && n <= i + 1; n++) {
        const key = tokens.slice(i - n + 1, i + 1).join(" ");
        ngrams[key] = (ngrams[key] ?? 0) + 1;
      }
  }
  const sorted: Record<string, number> = {};
  for (const key of Object.keys(ngrams).sort()) sorted[key] = ngrams[key]!;
  return { words: kept, ngrams: sorted };
}

/** A model of the counts, smoothed by Witten-Bell interpolation down to the unigram of each token. */
export function boundaryModel(counts: BoundaryCounts): BoundaryModel {
  const words = new Set(counts.words);
  const ngrams = new Map(Object.entries(counts.ngrams));
  // Per history: how often it was followed by anything, and by how many different tokens.
  const histories = new Map<string, { total: number; types: number }>();
  let unigrams = 0;
  let vocabulary = 0;
  for (const [key, count] of ngrams) {
    const cut = key.lastIndexOf(" ");
    if (cut < 0) {
      unigrams += count;
      vocabulary++;
      continue;
    }
    const history = key.slice(0, cut);
    const seen = histories.get(history) ?? { total: 0, types: 0 };
    seen.total += count;
    seen.types++;
    histories.set(history, seen);
  }
  const probability = (history: string[], token: string): number => {
    let p = ((ngrams.get(token) ?? 0) + 1) / (unigrams + vocabulary + 1);
    for (let n = 1; n <= history.length; n++) {
      const context = history.slice(-n).join(" ");
      const seen = histories.get(context);
      if (!seen) break;
      p = ((ngrams.get(`${context} ${token}`) ?? 0) + seen.types * p) / (seen.total + seen.types);
    }
    return p;
  };
  const cache = new Map<string, string>();
  return {
    token(word) {
      let token = cache.get(word);
      if (token === undefined) {
        token = wordClass(word, words);
        cache.set(word, token);
      }
      return token;
    },
    chance(tokens, boundaryBefore, i) {
      // The decided stream before the gap, boundaries included, back to ORDER - 1 tokens.
      const before: string[] = [];
      for (let j = i - 1; j >= 0 && before.length < ORDER - 1; j--) {
        before.unshift(tokens[j]!);
        if (boundaryBefore(j)) before.unshift(BOUNDARY);
      }
      const after = tokens.slice(i, i + LOOK_AHEAD);
      const logChance = (stream: string[], from: number) => {
        let sum = 0;
        for (let k = from; k < stream.length; k++)
          sum += Math.log(probability(stream.slice(Math.max(0, k - ORDER + 1), k), stream[k]!));
        return sum;
      };
      const history = before.slice(-(ORDER - 1));
      const ends = logChance([...history, BOUNDARY, ...after], history.length);
      const goesOn = logChance([...history, ...after], history.length);
      return 1 / (1 + Math.exp(goesOn - ends));
    },
  };
}

let shipped: BoundaryModel | undefined;

/** The model of the own set's punctuated tuning tours (`sentence-boundary-counts.ts`, generated). */
export function shippedBoundaryModel(): BoundaryModel {
  if (!shipped) {
    const ngrams: Record<string, number> = {};
    for (const line of NGRAMS.split("\n")) {
      const cut = line.indexOf(" ");
      if (cut > 0) ngrams[line.slice(cut + 1)] = Number(line.slice(0, cut));
    }
    shipped = boundaryModel({ words: WORDS.split(" ").filter(Boolean), ngrams });
  }
  return shipped;
}
