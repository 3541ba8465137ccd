import MiniSearch, { type AsPlainObject } from "minisearch";
import type { EngineProfile } from "../profiles.ts";
import { countStems, searchOptions, type VemoIndex } from "./create-index.ts";

/**
 * The version of the stored form and of how an index is built. Bump it whenever `createIndex` builds
 * something different from the same sources (passages, stems, names, overview lines, search terms): a stored
 * index of another version is not loaded, and servers build it again. The fingerprint test in
 * index-store.test.ts fails until it is bumped.
 */
export const INDEX_VERSION = 4;

/** A VemoIndex as plain data: what JSON can carry, without what is cheap to derive again. */
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
  search: AsPlainObject;
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
    search: index.search.toJSON(),
  };
  return JSON.stringify(stored);
}

export class StaleIndexError extends Error {
  override readonly name = "StaleIndexError";
}

/**
 * The index a `serializeIndex` text holds, searched with `profile` (the one it was built with). The search
 * structure is rebuilt in batches with pauses between them, so loading a large index leaves the event loop free
 * for other requests. Throws StaleIndexError for an index stored by another INDEX_VERSION.
 */
export async function loadIndex(json: string, profile: EngineProfile): Promise<VemoIndex> {
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
    overviewLines: new Set(stored.overviewLines),
    search: await MiniSearch.loadJSAsync(stored.search, searchOptions(profile)),
    termScores: new Map(),
  };
}
