import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createServerDatabase } from "../../test/test-database.ts";
import { openDatabase } from "./database.ts";
import { users } from "./schema.ts";

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
