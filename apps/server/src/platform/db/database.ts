import { mkdir } from "node:fs/promises";
import path from "node:path";
import { setImmediate } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { getTableName, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Logger } from "pino";
import { createLogger } from "../logger.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL in the shape pg-boss expects of a custom `db`. */
type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  sql: SqlExecutor;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, "migrations");
/** A statement that only reads (a `select`); anything else may write. */
const READ_ONLY = /^\s*select\b/i;

/**
 * PostgreSQL when a URL is given, else the embedded PGlite persisted under `dataDir/db`. `log`
 * receives the pool's connection errors (without it they go to a logger at the default level).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: Pick<Logger, "warn">;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.log ?? createLogger("info"))
    : openPglite(await preparedDir(embeddedDatabaseDir(options.dataDir)));
}

/** Where the embedded database keeps its files in a data folder. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, "db");

async function preparedDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return dir;
}

const writeCounts = new WeakMap<Db, () => number>();

/**
 * Tables that a viewer's visit writes and that nothing kept per process reads (a share link's version, sources
 * or plan): writing only these leaves `writesTo` as it was, so one share chat does not make the next one read its
 * link's version again.
 */
const VISIT_TABLES = new Set<string>(
  [
    schema.viewers,
    schema.viewerSessions,
    schema.viewerQuestions,
    schema.viewerSessionVideos,
    schema.videoSecondTotals,
    schema.videoViewTotals,
    schema.dailyActivity,
    schema.rateLimitCounters,
  ].map((table) => getTableName(table)),
);
/**
 * The tables a statement writes. `on conflict … do update` names none, and a locking read (`for update skip locked`,
 * `for no key update`, as pg-boss fetches its jobs) writes nothing.
 */
const WRITTEN_TABLE = /\b(?:insert\s+into|(?<!\b(?:do|for|key)\s+)update|delete\s+from)\s+"?([\w.]+)"?/gi;

/** Whether a statement may change something a process keeps: anything but a `select` or a write to visit tables only. */
function mayChangeKeptData(text: string): boolean {
  if (READ_ONLY.test(text)) return false;
  const tables = [...text.matchAll(WRITTEN_TABLE)].map((match) => match[1]!.toLowerCase());
  return tables.length === 0 || tables.some((table) => !VISIT_TABLES.has(table) && !table.startsWith("pgboss."));
}

/**
 * The embedded database's count of statements that may have changed data kept per process (all but `select`s and
 * writes to visit tables or pg-boss's queue), which only this process can run: while it stays the same, nothing kept
 * has changed. Null on PostgreSQL, which other processes change too.
 */
export function writesTo(db: Db): number | null {
  return writeCounts.get(db)?.() ?? null;
}

/** How recently a statement of the embedded database must have been answered for the health check to rely on it. */
const RECENT_ANSWER_MS = 1_000;

/**
 * Also used by tests to wrap an in-memory or cloned instance. PGlite runs each statement synchronously on this
 * thread, and statements awaited one after another, or queued together by a burst of requests, would run back to
 * back without letting a request in: each statement (or transaction) starts only once the one before is done, in a
 * later turn of the event loop, so the server answers between any two (a 24,000-cue source stored 500 rows at a
 * time, 200 share chats at once).
 */
export function wrapPglite(pglite: PGlite): Database {
  let writes = 0;
  let answeredAt = -Infinity;
  const counted = <T>(result: Promise<T>) => result.finally(() => (writes += 1));
  const answered = <T>(result: Promise<T>) =>
    result.then((value) => {
      answeredAt = performance.now();
      return value;
    });
  let previous: Promise<unknown> = Promise.resolve();
  /** Runs `statement` once every statement asked before it is done, in a later turn of the event loop. */
  const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
    const result = previous.then(() => setImmediate()).then(statement);
    previous = result.catch(() => undefined);
    return answered(result);
  };
  // Every statement of the process goes through this client (drizzle's, pg-boss's, tests'): a write is counted once it is done.
  const client = new Proxy(pglite, {
    get(target, property, receiver) {
      if (property === "query" || property === "exec")
        return (text: string, ...rest: unknown[]) => {
          const result = inTurn(() =>
            (target[property] as (...args: unknown[]) => Promise<unknown>).call(target, text, ...rest),
          );
          return mayChangeKeptData(text) ? counted(result) : result;
        };
      if (property === "transaction")
        return (...args: Parameters<PGlite["transaction"]>) => counted(inTurn(() => target.transaction(...args)));
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const db = drizzlePglite({ client, schema });
  writeCounts.set(db, () => writes);
  return {
    db,
    kind: "pglite",
    sql: {
      // PGlite's `query` takes one statement with parameters; pg-boss sends its
      // multi-statement scripts without parameters, which `exec` runs.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Its one connection runs statements one after another: a ping sent behind a burst of 200 share chats waited a
    // second for theirs. A statement answered within the last second already says the database answers.
    ping: async () => {
      if (performance.now() - answeredAt > RECENT_ANSWER_MS) await db.execute(sql`select 1`);
    },
    close: () => pglite.close(),
  };
}

async function openPglite(dir: string): Promise<Database> {
  return wrapPglite(await PGlite.create(dir));
}

/** Any advisory-lock key of ours; it only has to differ from the other locks taken on the database. */
const MIGRATION_LOCK = 7_460_001;

/** Processes starting together take turns, as the migrator itself takes no lock: the first migrates, the others find nothing to do. */
async function migrateInTurn(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).finally(() => client.release());
  }
}

function openPostgres(connectionString: string, log: Pick<Logger, "warn">): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // The server may close an idle connection (restart, failover, admin); the pool drops that
  // client and the next query opens a new one. Without a listener the error would end the process;
  // logged, a run of them tells the operator the database is going away.
  pool.on("error", (error) =>
    log.warn({ err: error }, "A database connection failed; the pool drops it and opens a new one"),
  );
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    sql: { executeSql: (text, values) => pool.query(text, values) },
    migrate: () => migrateInTurn(pool, () => migratePostgres(db, { migrationsFolder })),
    ping: async () => void (await pool.query("select 1")),
    close: () => pool.end(),
  };
}
