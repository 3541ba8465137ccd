import type { VemoIndex } from "@vemo/engine";

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
  const entries = new Map<string, { version: string; cached: Promise<CachedIndex> }>();
  return {
    get(key, version, build) {
      const found = entries.get(key);
      entries.delete(key); // re-inserted below as the most recently used
      if (found && found.version === version) {
        entries.set(key, found);
        return found.cached;
      }
      const cached = build().then((index): CachedIndex => ({ index }));
      const entry = { version, cached };
      entries.set(key, entry);
      // A failed build is not kept, so the next question tries again.
      cached.catch(() => entries.get(key) === entry && entries.delete(key));
      for (const oldest of entries.keys()) {
        if (entries.size <= capacity) break;
        entries.delete(oldest);
      }
      return cached;
    },
    has(key, version) {
      return entries.get(key)?.version === version;
    },
    get size() {
      return entries.size;
    },
  };
}
