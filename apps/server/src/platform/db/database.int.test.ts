import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createServerDatabase } from "../../test/test-database.ts";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { openDatabase, wrapPglite, writesTo } from "./database.ts";
import { rateLimitCounters, users } from "./schema.ts";

// The same check on whichever database this run targets: PGlite on disk, or PostgreSQL.
let location: { databaseUrl?: string; dataDir: string };
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-db-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const server = await createServerDatabase(serverUrl);
    location = { databaseUrl: server.url, dataDir };
    cleanUp = server.drop;
  } else {
    location = { dataDir };
    cleanUp = () => rm(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => cleanUp());

it("keeps data written before a restart", async () => {
  const first = await openDatabase(location);
  await first.migrate();
  const [written] = await first.db.insert(users).values({ email: "restart@example.com", firstName: "Ada" }).returning();
  await first.close();

  const second = await openDatabase(location);
  await second.migrate(); // applying migrations again is a no-op
  const found = await second.db.select().from(users).where(eq(users.email, "restart@example.com"));
  await second.close();

  expect(found).toHaveLength(1);
  expect(found[0]?.id).toBe(written?.id);
  expect(found[0]?.firstName).toBe("Ada");
});

// Share links are kept per process while no write could have changed them (share-link-cache.ts).
it.skipIf(process.env.TEST_DATABASE_URL)(
  "on the embedded database, counts writes that may change kept data but not a visit's own records",
  async () => {
    const database = wrapPglite(await PGlite.create());
    await database.migrate();
    const { db } = database;
    const before = writesTo(db);

    await db.select().from(users);
    const countRequest = () =>
      db
        .insert(rateLimitCounters)
        .values({ key: "share-chat:10.0.0.1", windowStart: 0, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        });
    await countRequest(); // inserted
    await countRequest(); // updated
    // A job queue's fetch (pg-boss's shape: rows locked `for update skip locked`, then updated) writes only its own table.
    await database.sql.executeSql(
      `with next as (select key from rate_limit_counters for update skip locked)
       update rate_limit_counters c set count = c.count + 1 from next where c.key = next.key`,
    );
    expect(writesTo(db)).toBe(before);

    await db.insert(users).values({ email: "kept@example.com", firstName: "Ada" });
    expect(writesTo(db)).toBe(before! + 1);
    await db.transaction(async (tx) => tx.update(users).set({ firstName: "Grace" }));
    expect(writesTo(db)).toBe(before! + 2);
    await database.close();
  },
);
