/**
 * Which passages each index term occurs in and how often, with what BM25 needs of each passage. It
 * replaces a search library the engine only ever asked for one exact term's scores: its flat arrays
 * are stored as they are and loaded without rebuilding a tree, and scoring a term touches only the
 * passages that hold it.
 */
export interface TermIndex {
  /** Every index term, in the order of their postings. */
  terms: string[];
  /**
   * The postings of every term one after another: how many passages hold the term, their ids
   * (ascending), then how often the term occurs in each.
   */
  postings: number[];
  /** Distinct index terms of each passage (BM25's field length). */
  lengths: number[];
  /** The mean of `lengths`, summed in passage order. */
  averageLength: number;
}

/** A TermIndex with each term's place in `postings`, as loaded for searching. */
export type SearchableTermIndex = TermIndex & { offsets: Map<string, number> };

/** Joins two stems into the index term of the word pair they form. */
export function phraseTerm(first: string, second: string): string {
  return `${first}_${second}`;
}

export type Bm25Parameters = { k: number; b: number; d: number };

/** The index of passages given as their terms, in passage id order (a term may repeat). */
export function createTermIndex(passageTerms: readonly string[][]): SearchableTermIndex {
  const byTerm = new Map<string, { ids: number[]; counts: number[] }>();
  const lengths: number[] = [];
  let averageLength = 0;
  passageTerms.forEach((terms, id) => {
    const length = new Set(terms).size;
    lengths.push(length);
    // Updated as each passage is added, as MiniSearch did, so that scores stay exactly what they were.
    averageLength = (averageLength * id + length) / (id + 1);
    for (const term of terms) {
      if (term === "") continue;
      let posting = byTerm.get(term);
      if (!posting) byTerm.set(term, (posting = { ids: [], counts: [] }));
      const last = posting.ids.length - 1;
      if (posting.ids[last] === id) posting.counts[last]! += 1;
      else {
        posting.ids.push(id);
        posting.counts.push(1);
      }
    }
  });
  const postings: number[] = [];
  for (const { ids, counts } of byTerm.values()) {
    postings.push(ids.length);
    for (const id of ids) postings.push(id);
    for (const count of counts) postings.push(count);
  }
  return searchable({ terms: [...byTerm.keys()], postings, lengths, averageLength });
}

/** A stored TermIndex made searchable: one pass over its postings to find where each term's begin. */
export function searchable(index: TermIndex): SearchableTermIndex {
  const offsets = new Map<string, number>();
  let offset = 0;
  for (const term of index.terms) {
    offsets.set(term, offset);
    offset += 1 + 2 * index.postings[offset]!;
  }
  return { ...index, offsets };
}

/**
 * Adds `weight` times the BM25+ score of `term` to each passage holding it: `relevance` has one
 * entry per passage, and those without the term are left as they are.
 */
export function addTermScores(
  index: SearchableTermIndex,
  term: string,
  weight: number,
  parameters: Bm25Parameters,
  relevance: Float64Array,
): void {
  const offset = index.offsets.get(term);
  if (offset === undefined) return;
  const { postings, lengths, averageLength } = index;
  const { k, b, d } = parameters;
  const matching = postings[offset]!;
  const inverseFrequency = Math.log(1 + (lengths.length - matching + 0.5) / (matching + 0.5));
  for (let i = 1; i <= matching; i++) {
    const id = postings[offset + i]!;
    const count = postings[offset + matching + i]!;
    const score =
      inverseFrequency * (d + (count * (k + 1)) / (count + k * (1 - b + (b * lengths[id]!) / averageLength)));
    relevance[id]! += weight * score;
  }
}
