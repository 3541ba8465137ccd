import type { VemoIndex } from "@vemo/engine";
import { createVersionedCache } from "../../platform/versioned-cache.ts";

/** A built index and what is derived from it, kept until the content changes. */
export type CachedIndex = {
  index: VemoIndex;
  /** Suggested questions, computed on first request. */
  suggestions?: Promise<string[]>;
};

export type IndexCache = {
  /**
   * The index cached under `key` if it was built from content at `version`; otherwise `build` runs
   * (once, however many questions arrive together) and its result replaces the old one.
   */
  get(key: string, version: string, build: () => Promise<VemoIndex>): Promise<CachedIndex>;
  /** Whether an index built from content at `version` is cached (or being built) under `key`. */
  has(key: string, version: string): boolean;
  readonly size: number;
};

const INDEX_CACHE_CAPACITY = 50;

/** An in-memory least-recently-used cache of indexes, one per process. */
export function createIndexCache(capacity = INDEX_CACHE_CAPACITY): IndexCache {
  const entries = createVersionedCache<CachedIndex>(capacity);
  return {
    get: (key, version, build) => entries.get(key, version, () => build().then((index): CachedIndex => ({ index }))),
    has: (key, version) => entries.has(key, version),
    get size() {
      return entries.size;
    },
  };
}
