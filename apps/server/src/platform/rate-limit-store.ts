import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "./db/database.ts";
import { rateLimitCounters } from "./db/schema.ts";
import { storableText } from "./storable-text.ts";

type Counted = { current: number; ttl: number };
type Count = (key: string, timeWindow: number) => Promise<Counted>;

/** How often one process deletes windows that are over; any process's pruning serves all. */
const PRUNE_EVERY_MS = 60_000;

/**
 * A `@fastify/rate-limit` store whose counts live in the database, so every API process counts
 * against the same limit: one `insert … on conflict do update … returning` of each key's fixed window.
 * Limiters of route configs are told apart by their route; limiters of `createRateLimit` have no
 * route, so their `keyGenerator` must name them.
 */
export function databaseRateLimitStore(db: Db, log: Pick<Logger, "warn">): FastifyRateLimitStoreCtor {
  const count = createWindowCounter(db, log);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    /** The plugin constructs the root store with its options, which counting in the database does not need. */
    constructor(_options?: unknown, namespace = "") {
      this.namespace = namespace;
    }

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      // Keys can hold request text (a share token from the path) that PostgreSQL cannot store.
      count(storableText(`${this.namespace}${key}`), timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` (empty for createRateLimit limiters).
      const { method, url } = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(null, url ? `${String(method)} ${String(url)}|` : "");
    }
  };
}

type Waiting = { timeWindow: number; callers: { resolve(result: Counted): void; reject(error: unknown): void }[] };

/** Milliseconds on the database's clock: processes on machines whose clocks differ agree on every window. */
export const databaseNowMs = sql`(extract(epoch from clock_timestamp()) * 1000)`;

/**
 * Counts requests in their key's fixed window. Requests arriving while a statement runs wait for
 * the next one, which counts them all (one row per key): under load the database sees one
 * statement per batch, not per request.
 */
function createWindowCounter(db: Db, log: Pick<Logger, "warn">): Count {
  let pending = new Map<string, Waiting>();
  let queue = Promise.resolve();
  let isScheduled = false;
  let longestWindow = 0;
  let nextPruneAt = Date.now() + PRUNE_EVERY_MS;
  const nowMs = databaseNowMs;

  async function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    isScheduled = false;
    try {
      const rows = await db
        .insert(rateLimitCounters)
        .values(
          [...batch].map(([key, { timeWindow, callers }]) => ({
            key,
            windowStart: sql`(floor(${nowMs} / ${timeWindow}) * ${timeWindow})::bigint`,
            count: callers.length,
          })),
        )
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + excluded.count` },
        })
        .returning({
          key: rateLimitCounters.key,
          windowStart: rateLimitCounters.windowStart,
          count: rateLimitCounters.count,
          nowMs: sql<string>`${nowMs}`,
        });
      for (const row of rows) {
        const { timeWindow, callers } = batch.get(row.key)!;
        const ttl = Math.max(0, Math.ceil(row.windowStart + timeWindow - Number(row.nowMs)));
        const before = row.count - callers.length;
        callers.forEach((caller, index) => caller.resolve({ current: before + index + 1, ttl }));
      }
    } catch (error) {
      for (const { callers } of batch.values()) for (const caller of callers) caller.reject(error);
    }
    if (Date.now() >= nextPruneAt) await prune();
  }

  async function prune(): Promise<void> {
    nextPruneAt = Date.now() + PRUNE_EVERY_MS;
    // A failed prune is retried at the next one; counting must go on meanwhile. Logged, a run of
    // them tells the operator the counters table is growing.
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, sql`(${nowMs} - ${longestWindow})::bigint`))
      .catch((error: unknown) =>
        log.warn({ err: error }, "Pruning old rate-limit windows failed; the next prune retries"),
      );
  }

  return (key, timeWindow) =>
    new Promise<Counted>((resolve, reject) => {
      longestWindow = Math.max(longestWindow, timeWindow);
      const waiting = pending.get(key) ?? { timeWindow, callers: [] };
      waiting.callers.push({ resolve, reject });
      pending.set(key, waiting);
      if (isScheduled) return;
      isScheduled = true;
      // After the I/O phase, so every request that has arrived meanwhile joins this statement.
      queue = queue.then(() => new Promise<void>((next) => setImmediate(next))).then(flush);
    });
}
