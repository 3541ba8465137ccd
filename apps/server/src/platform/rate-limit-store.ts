import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "./db/database.ts";
import { rateLimitCounters } from "./db/schema.ts";
import { storableText } from "./storable-text.ts";

type Counted = { current: number; ttl: number };

/** How often a process writes the counts it added and learns every other process's: the most they lag. */
const SYNC_EVERY_MS = 1_000;
/**
 * Keys written per statement: short statements, which the embedded database serves between others (about 4 ms of the
 * API thread for 100 keys; 500 took 16 ms, while a burst of visitors from new addresses waited).
 */
const SYNC_BATCH = 100;
/** How often one process deletes windows that are over; any process's pruning serves all. */
const PRUNE_EVERY_MS = 60_000;

/**
 * A `@fastify/rate-limit` store counting in this process and in the database, so every API process
 * counts against the same limit without a statement per request: a request is counted here at once,
 * and once a second the process adds what it counted to each key's window in the database (one
 * `insert … select … on conflict do update … returning` per 100 keys) and learns what the others
 * counted. As in the plugin's own stores, a key's window starts at its first request, so a caller
 * has its whole limit in any window it opens (a window on the clock's minutes would give a caller
 * who starts late in one a second fresh limit a moment later). A
 * process so hears of the others' requests at most a second late: N processes together may let a
 * second's worth of requests past a limit, never N times the limit. Limiters of route configs are
 * told apart by their route; limiters of `createRateLimit` have no route, so their `keyGenerator`
 * must name them.
 */
export function databaseRateLimitStore(
  db: Db,
  log: Pick<Logger, "warn">,
): { Store: FastifyRateLimitStoreCtor; close(): Promise<void> } {
  const { count, close } = createWindowCounter(db, log);
  const Store = class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    /** The plugin constructs the root store with its options, which counting in the database does not need. */
    constructor(_options?: unknown, namespace = "") {
      this.namespace = namespace;
    }

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      // Keys can hold request text (a share token from the path) that PostgreSQL cannot store.
      callback(null, count(storableText(`${this.namespace}${key}`), timeWindow));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` (empty for createRateLimit limiters).
      const { method, url } = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(null, url ? `${String(method)} ${String(url)}|` : "");
    }
  };
  return { Store, close };
}

/** Milliseconds on the database's clock: processes on machines whose clocks differ agree on every window. */
export const databaseNowMs = sql`(extract(epoch from clock_timestamp()) * 1000)`;

/** One key's window as this process knows it: from its first request, or as the database has it. */
type Window = {
  start: number;
  length: number;
  /** Requests this process counted in the window, */
  counted: number;
  /** of which the database has been told, */
  written: number;
  /** and what the other processes had counted at the last sync. */
  others: number;
};

/**
 * Counts requests in their key's window, here at once and in the database once a second. Times
 * follow the database's clock (its offset from this process's clock is learnt at each sync).
 */
function createWindowCounter(
  db: Db,
  log: Pick<Logger, "warn">,
): { count: (key: string, timeWindow: number) => Counted; close(): Promise<void> } {
  const windows = new Map<string, Window>();
  let clockOffsetMs = 0;
  let isSyncScheduled = false;
  let scheduled: NodeJS.Timeout | undefined;
  let syncing: Promise<void> = Promise.resolve();
  let isClosed = false;
  let lastSyncAt = 0;
  let longestWindow = 0;
  let nextPruneAt = Date.now() + PRUNE_EVERY_MS;

  async function sync(): Promise<void> {
    lastSyncAt = Date.now();
    try {
      const due = [...windows].filter(([, window]) => window.counted > window.written);
      for (let start = 0; start < due.length; start += SYNC_BATCH) await write(due.slice(start, start + SYNC_BATCH));
      const now = Date.now() + clockOffsetMs;
      for (const [key, window] of windows) if (window.start + window.length <= now) windows.delete(key);
      if (Date.now() >= nextPruneAt) await prune();
    } finally {
      isSyncScheduled = false;
      if ([...windows.values()].some((window) => window.counted > window.written)) scheduleSync();
    }
  }

  /**
   * Adds each key's new count to the window another process already opened for the key, or opens
   * it where this process started it; every process then takes that window's start as its own.
   */
  async function write(batch: [string, Window][]): Promise<void> {
    const added = batch.map(([key, window]) => {
      const count = window.counted - window.written;
      window.written = window.counted;
      return { key, window, count };
    });
    const counts = sql.join(
      added.map(
        ({ key, window, count }) =>
          sql`(${key}::text, ${window.start}::bigint, ${window.length}::bigint, ${count}::int)`,
      ),
      sql`, `,
    );
    try {
      const rows = await db
        .insert(rateLimitCounters)
        .select(
          sql`select added.key, coalesce((
                select min(open.window_start) from ${rateLimitCounters} open
                where open.key = added.key and open.window_start > ${databaseNowMs} - added.length
              ), added.start), added.count
              from (values ${counts}) as added(key, start, length, count)`,
        )
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + excluded.count` },
        })
        .returning({
          key: rateLimitCounters.key,
          windowStart: rateLimitCounters.windowStart,
          count: rateLimitCounters.count,
          nowMs: sql<string>`${databaseNowMs}`,
        });
      for (const row of rows) {
        const window = windows.get(row.key);
        if (!window) continue;
        window.start = row.windowStart;
        window.others = Math.max(0, row.count - window.written);
        clockOffsetMs = Math.round(Number(row.nowMs) - Date.now());
      }
    } catch (error) {
      // Counting goes on in this process; what it could not write is written at the next sync.
      for (const { window, count } of added) window.written -= count;
      log.warn({ err: error }, "Writing rate-limit counts failed; the next sync retries");
    }
  }

  async function prune(): Promise<void> {
    nextPruneAt = Date.now() + PRUNE_EVERY_MS;
    // A failed prune is retried at the next one; counting must go on meanwhile. Logged, a run of
    // them tells the operator the counters table is growing.
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, sql`(${databaseNowMs} - ${longestWindow})::bigint`))
      .catch((error: unknown) =>
        log.warn({ err: error }, "Pruning old rate-limit windows failed; the next prune retries"),
      );
  }

  function scheduleSync(): void {
    if (isSyncScheduled || isClosed) return;
    isSyncScheduled = true;
    const wait = Math.max(0, lastSyncAt + SYNC_EVERY_MS - Date.now());
    // The timer does not hold a process that stops without closing; one that closes writes what is left.
    scheduled = setTimeout(() => (syncing = sync()), wait).unref();
  }

  /** Writes the counts not yet written, and nothing after: a closed app's database may serve another. */
  async function close(): Promise<void> {
    isClosed = true;
    clearTimeout(scheduled);
    await syncing;
    await sync();
  }

  const count = (key: string, timeWindow: number): Counted => {
    longestWindow = Math.max(longestWindow, timeWindow);
    const now = Date.now() + clockOffsetMs;
    let window = windows.get(key);
    if (!window || window.start + window.length <= now) {
      window = { start: now, length: timeWindow, counted: 0, written: 0, others: 0 };
      windows.set(key, window);
    }
    window.counted += 1;
    scheduleSync();
    return { current: window.others + window.counted, ttl: window.start + window.length - now };
  };
  return { count, close };
}
