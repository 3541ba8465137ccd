import { buyerWordShare } from "../retrieval/content-sentences.ts";
import type { EngineProfile } from "../profiles.ts";
import { collectInCapitals, countStems, type VemoIndex } from "./create-index.ts";
import { searchable, type TermIndex } from "./term-index.ts";

/**
 * The version of the stored form and of how an index is built. Bump it whenever `createIndex` builds
 * something different from the same sources (passages, stems, names, overview lines, search terms): a stored
 * index of another version is not loaded, and servers build it again. The fingerprint test in
 * index-store.test.ts fails until it is bumped.
 */
export const INDEX_VERSION = 29;

/**
 * A VemoIndex as plain data: what JSON can carry, without what is cheap to derive again, with what is costly to
 * work out on a first question (the buyer's-word share reads every sentence).
 */
type StoredIndex = {
  version: number;
  sources: VemoIndex["sources"];
  passages: VemoIndex["passages"];
  passagesBySource: VemoIndex["passagesBySource"];
  captionSentences: VemoIndex["captionSentences"];
  passageStems: string[][];
  vocabulary: [string, string][];
  names: string[];
  overviewLines: number[];
  terms: TermIndex;
  buyerWordShare: number;
};

/** An index as JSON text, to be stored and loaded by another process. Embeddings are left out: they are asked for again. */
export function serializeIndex(index: VemoIndex): string {
  const stored: StoredIndex = {
    version: INDEX_VERSION,
    sources: index.sources,
    passages: index.passages,
    passagesBySource: index.passagesBySource,
    captionSentences: index.captionSentences,
    passageStems: index.passageStems.map((stems) => [...stems]),
    vocabulary: [...index.vocabulary],
    names: [...index.names],
    overviewLines: [...index.overviewLines],
    terms: {
      terms: index.terms.terms,
      postings: index.terms.postings,
      lengths: index.terms.lengths,
      averageLength: index.terms.averageLength,
    },
    buyerWordShare: buyerWordShare(index),
  };
  return JSON.stringify(stored);
}

export class StaleIndexError extends Error {
  override readonly name = "StaleIndexError";
}

/**
 * The index a `serializeIndex` text holds, searched with `profile` (the one it was built with). Throws
 * StaleIndexError for an index stored by another INDEX_VERSION.
 */
export function loadIndex(json: string, profile: EngineProfile): VemoIndex {
  const stored = JSON.parse(json) as StoredIndex;
  if (stored.version !== INDEX_VERSION) throw new StaleIndexError(`index version ${stored.version}`);
  const passageStems = stored.passageStems.map((stems) => new Set(stems));
  return {
    profile,
    sources: stored.sources,
    passages: stored.passages,
    passagesBySource: stored.passagesBySource,
    captionSentences: stored.captionSentences,
    passageStems,
    stemFrequency: countStems(passageStems),
    vocabulary: new Map(stored.vocabulary),
    names: new Set(stored.names),
    inCapitals: collectInCapitals(stored.passages),
    overviewLines: new Set(stored.overviewLines),
    terms: searchable(stored.terms),
    buyerWordShare: stored.buyerWordShare,
  };
}
