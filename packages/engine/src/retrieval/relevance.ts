import type { VemoIndex } from "../indexing/create-index.ts";
import { addTermScores } from "../indexing/term-index.ts";

/** BM25 relevance of every passage of the Vemo to the weighted question terms. */
export function scorePassages(index: VemoIndex, terms: Map<string, number>): Float64Array {
  const relevance = new Float64Array(index.passages.length);
  for (const [term, weight] of terms) addTermScores(index.terms, term, weight, index.profile.bm25, relevance);
  return relevance;
}

/**
 * Adds the embedding similarity of each passage to its lexical relevance, both scaled to the best passage,
 * so that a paraphrase the words miss still counts.
 */
export function fuseWithEmbeddings(relevance: Float64Array, similarity: number[], weight: number): Float64Array {
  const best = Math.max(...relevance, 0);
  const sorted = [...similarity].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const top = sorted.at(-1) ?? 0;
  const range = top - floor || 1;
  return relevance.map(
    (score, i) => (best > 0 ? score / best : 0) + weight * Math.max(0, (similarity[i]! - floor) / range),
  );
}
