import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase, wrapPglite, type Database } from "../platform/db/database.ts";

/**
 * A fresh, migrated database for one test file: a real PostgreSQL database when
 * TEST_DATABASE_URL points at a server (created here, dropped on close), else an
 * in-memory PGlite cloned from one migrated template per test process.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresTestDatabase(serverUrl) : openPgliteTestDatabase();
}

let template: Promise<PGlite> | undefined;

async function openPgliteTestDatabase(): Promise<Database> {
  template ??= (async () => {
    const client = await PGlite.create();
    await wrapPglite(client).migrate();
    return client;
  })();
  const database = wrapPglite((await (await template).clone()) as PGlite);
  await database.migrate();
  return database;
}

/** A new empty database on the test server; returns its URL and a function that drops it. */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vemo_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () =>
      void (await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`))),
  };
}

async function openPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const { url, drop } = await createServerDatabase(serverUrl);
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

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
