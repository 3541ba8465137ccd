import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { embeddedDatabaseDir, openDatabase, wrapPglite, type Database } from "../platform/db/database.ts";

/**
 * A fresh, migrated database for one test file: a real PostgreSQL database when
 * TEST_DATABASE_URL points at a server (copied from a migrated template database, dropped on
 * close), else an in-memory PGlite loaded from one migrated template per test process. Each
 * file still runs the migrator on its copy, which finds nothing left to apply.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresTestDatabase(serverUrl) : openPgliteTestDatabase();
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

function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create();
    await wrapPglite(client).migrate();
    const dataDir = await client.dumpDataDir("none");
    await client.close();
    return dataDir;
  })();
  return pgliteTemplate;
}

async function openPgliteTestDatabase(): Promise<Database> {
  const database = wrapPglite(await PGlite.create({ loadDataDir: await migratedPgliteTemplate() }));
  await database.migrate();
  return database;
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

async function openPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const { url, drop } = await createServerDatabase(serverUrl, { template: await migratedTemplate(serverUrl) });
  const database = await openDatabase({ databaseUrl: url, dataDir: "" });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
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
        await database.migrate().finally(() => database.close());
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
