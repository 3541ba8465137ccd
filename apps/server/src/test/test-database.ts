import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { jobDefinitions } from "../jobs.ts";
import { loadConfig } from "../platform/config.ts";
import { embeddedDatabaseDir, openDatabase, wrapPglite, type Database } from "../platform/db/database.ts";
import { startJobRunner } from "../platform/jobs/job-runner.ts";
import { createLogger } from "../platform/logger.ts";
import { createLocalFileStorage } from "../platform/storage/local-file-storage.ts";

/**
 * An empty, migrated database for one test file: a real PostgreSQL database when TEST_DATABASE_URL
 * points at a server (copied from a migrated template database), else an in-memory PGlite loaded
 * from one migrated template dump. A closed database stays open in its test process
 * for the next file, which finds it emptied (every table of ours and the job queue's jobs), as a
 * copy of the template would be: loading a PGlite cost each file ~0.4 CPU-s, a copy of a
 * PostgreSQL database as much of the server's. Each file still runs the migrator, which finds
 * nothing left to apply.
 */
export async function openTestDatabase(): Promise<Database> {
  const kept = closedDatabases.pop();
  const database = kept ? await emptied(kept) : await openNewTestDatabase();
  await database.migrate();
  return { ...database, close: async () => void closedDatabases.push(database) };
}

/** Databases a test file closed, for the next file of this process (several when one file opens two at once). */
const closedDatabases: Database[] = [];

function openNewTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresTestDatabase(serverUrl) : openPgliteTestDatabase();
}

/**
 * The database as the template holds it: no row in our tables, no job, schedule or subscription,
 * no queue beyond the template's, no maintenance run recorded.
 */
async function emptied(database: Database): Promise<Database> {
  const { executeSql } = database.sql;
  const { rows: tables } = await executeSql(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname = 'public' or (schemaname = 'pgboss' and tablename in ('job', 'archive', 'schedule', 'subscription'))`,
  );
  await executeSql(`truncate ${tables.map((table) => table.name as string).join(", ")} restart identity cascade`);
  // A test's own queues go, those naming a dead-letter queue before it.
  const { rows: queues } = await executeSql(
    "select name from pgboss.queue where not (name = any($1)) order by dead_letter is null",
    [templateQueues],
  );
  for (const queue of queues) await executeSql("select pgboss.delete_queue($1)", [queue.name]);
  await executeSql("update pgboss.version set maintained_on = null, cron_on = null, monitored_on = null");
  return database;
}

/** The queues of the template: every job's, and its dead-letter queue. */
const templateQueues = jobDefinitions.flatMap((job) => (job.giveUp ? [job.name, `${job.name}__given_up`] : [job.name]));

/**
 * The job queue's tables and every job's queue, as a database has them after a process's first
 * start: made once in the template, not again by each file's app (~0.2 CPU-s of statements).
 */
async function createJobQueues(database: Database): Promise<void> {
  const config = loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: "silent" });
  const jobs = await startJobRunner({
    config,
    database,
    storage: createLocalFileStorage(os.tmpdir()),
    log: createLogger("silent"),
    definitions: jobDefinitions,
    work: false,
    maintenanceSeconds: config.jobsMaintenanceSeconds,
  });
  await jobs.stop();
}

/**
 * A migrated database that another process (a worker under test) opens from its environment:
 * `DATA_DIR`, whose embedded database is loaded from the migrated template, or with
 * TEST_DATABASE_URL also `DATABASE_URL`, a copy of the server's template database. So the process
 * finds nothing left to migrate, as a restarted production process does.
 */
export async function createMigratedDatabase(
  dataDir: string,
): Promise<{ env: { DATA_DIR: string; DATABASE_URL?: string }; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await createServerDatabase(serverUrl, { template: await migratedTemplate(serverUrl) });
    return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, drop };
  }
  const client = await PGlite.create(embeddedDatabaseDir(dataDir), { loadDataDir: await migratedPgliteTemplate() });
  await client.close();
  return { env: { DATA_DIR: dataDir }, drop: async () => {} };
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * The migrated PGlite's dump, made by the first test process that asks and kept in `.tmp/` under a
 * name that changes with the migrations, the lockfile (PGlite's and pg-boss's versions) and the job
 * queues: the run's other test processes and later runs load it instead of running initdb and the
 * migrations again (~5 CPU-s each). The others wait while one makes it; a maker that died leaves
 * its lock to the next.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(templateFolder, `pglite-template-${pgliteTemplateKey()}.tar`);
    const lock = `${file}.lock`;
    for (;;) {
      const kept = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (kept) return new Blob([kept]);
      await mkdir(templateFolder, { recursive: true });
      const locked = await writeFile(lock, String(process.pid), { flag: "wx" }).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "EEXIST") return false;
          throw error;
        },
      );
      if (!locked) {
        if (!isRunning(Number(await readFile(lock, "utf8").catch(() => "")))) await rm(lock, { force: true });
        await sleep(100);
        continue;
      }
      try {
        const dump = await buildPgliteTemplate();
        for (const old of await readdir(templateFolder))
          if (old.startsWith("pglite-template-") && !old.endsWith(".lock")) await rm(path.join(templateFolder, old));
        await writeFile(`${file}.${process.pid}`, new Uint8Array(await dump.arrayBuffer()));
        await rename(`${file}.${process.pid}`, file);
        return dump;
      } finally {
        await rm(lock, { force: true });
      }
    }
  })();
  return pgliteTemplate;
}

const templateFolder = path.join(import.meta.dirname, "../../../../.tmp");

function pgliteTemplateKey(): string {
  const lockfile = readFileSync(path.join(templateFolder, "../package-lock.json"));
  return createHash("sha256")
    .update(migrationsHash())
    .update(lockfile)
    .update(templateQueues.join())
    .digest("hex")
    .slice(0, 12);
}

/** Whether a process with this id runs (a lock's maker); an empty or unreadable lock counts as running, while it is written. */
function isRunning(pid: number): boolean {
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

async function buildPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  await createJobQueues(database);
  // Its one database is the one loaded: without the two template databases a load reads 27 MB instead of 42.
  await client.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
  for (const statement of ["drop database template0", "drop database template1", "checkpoint"])
    await client.exec(statement);
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}

async function openPgliteTestDatabase(): Promise<Database> {
  return wrapPglite(await PGlite.create({ loadDataDir: await migratedPgliteTemplate() }));
}

/** A new empty database on the test server; returns its URL and a function that drops it. */
export async function createServerDatabase(
  serverUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vemo_test_${randomBytes(6).toString("hex")}`;
  const template = options.template ? ` template ${options.template}` : "";
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () =>
      void (await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`))),
  };
}

/** Dropped with the throwaway cluster (or by hand on a long-lived server: `vemo_test_…`). */
async function openPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const { url } = await createServerDatabase(serverUrl, { template: await migratedTemplate(serverUrl) });
  return openDatabase({ databaseUrl: url, dataDir: "" });
}

let serverTemplate: Promise<string> | undefined;

/**
 * The name of a database on the test server with every migration applied, made by the first test
 * process that asks (the others wait on an advisory lock, then find it). Named after the
 * migrations' contents, so a changed migration gets a new template.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  serverTemplate ??= withAdmin(serverUrl, async (admin) => {
    const name = `vemo_template_${migrationsHash()}`;
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building}`);
        await admin.query(`create database ${building}`);
        const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), dataDir: "" });
        await database
          .migrate()
          .then(() => createJobQueues(database))
          .finally(() => database.close());
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
    return name;
  });
  return serverTemplate;
}

/** Any advisory-lock key of ours; it only has to differ from the other locks taken on the server. */
const TEMPLATE_LOCK = 7_460_002;

function migrationsHash(): string {
  const folder = path.join(import.meta.dirname, "../platform/db/migrations");
  const hash = createHash("sha256");
  for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
