import type { VemoIndex } from "./create-index.ts";

/** Inverse document frequency of a stem among the Vemo's passages (BM25's form). */
export function inverseFrequency(index: Pick<VemoIndex, "passages" | "stemFrequency">, stem: string): number {
  const total = index.passages.length;
  const frequency = index.stemFrequency.get(stem) ?? 0;
  return Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
}
