/** Drops a map's oldest entries (first inserted) beyond `capacity`: with re-insertion on use, the least recently used. */
export function trimToCapacity(entries: Map<unknown, unknown>, capacity: number): void {
  for (const oldest of entries.keys()) {
    if (entries.size <= capacity) break;
    entries.delete(oldest);
  }
}

/**
 * Work by key that callers arriving while it runs share: once it settles, the next call runs it again (nothing is
 * kept). One per process.
 */
export function createSharedWork<T>(): (key: string, run: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, run) => {
    let work = running.get(key);
    if (!work) {
      work = run().finally(() => running.delete(key));
      running.set(key, work);
    }
    return work;
  };
}

export type VersionedCache<T> = {
  /**
   * The value kept under `key` if it was loaded at `version`; otherwise `load` runs (once, however many callers
   * arrive together) and its result replaces the old one. A failed load is not kept, so the next call tries again.
   */
  get(key: string, version: string, load: () => Promise<T>): Promise<T>;
  /** Whether a value loaded at `version` is kept (or being loaded) under `key`. */
  has(key: string, version: string): boolean;
  readonly size: number;
};

/** An in-memory least-recently-used cache of values by key, each kept while its version holds; one per process. */
export function createVersionedCache<T>(capacity: number): VersionedCache<T> {
  const entries = new Map<string, { version: string; value: Promise<T> }>();
  return {
    get(key, version, load) {
      const found = entries.get(key);
      entries.delete(key); // re-inserted below as the most recently used
      if (found && found.version === version) {
        entries.set(key, found);
        return found.value;
      }
      const entry = { version, value: load() };
      entries.set(key, entry);
      entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
      trimToCapacity(entries, capacity);
      return entry.value;
    },
    has(key, version) {
      return entries.get(key)?.version === version;
    },
    get size() {
      return entries.size;
    },
  };
}
