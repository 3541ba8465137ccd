import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { jobDefinitions } from "../../jobs.ts";
import { viewerEventSubscribers } from "../../viewer-event-subscribers.ts";
import { loadConfig } from "../../platform/config.ts";
import { contentChunks, vemoSources } from "../../platform/db/schema.ts";
import { openRuntime } from "../../runtime.ts";
import { signUpWithCompany, type SignedInUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { warmUpAnswerIndexes } from "./answer-index.ts";
import { insertProcessedSource, insertVemo, videoChunks } from "./qa-test-support.ts";
import { storeAnswerIndex } from "./stored-answer-index.ts";

let testApp: TestApp;
let owner: SignedInUser & { companyId: string };
beforeAll(async () => {
  testApp = await startTestApp();
  owner = await signUpWithCompany(testApp.app);
});
afterAll(() => testApp.close());

const CUES = Array.from({ length: 2_500 }, (_, i): [number, number, string] => [
  i * 2,
  i * 2 + 2,
  i === 1_234 ? "Invoices are sent on the first business day of each month." : `Step ${i}: open the dashboard.`,
]);

/** A Vemo with 2,500 processed caption lines, and a question asked of it through an app. */
async function longVemo() {
  const { db } = testApp.runtime.database;
  const vemoId = await insertVemo(db, owner.companyId);
  const source = await insertProcessedSource(db, vemoId, {
    kind: "video",
    url: "https://cdn.example.com/tour.mp4",
    chunks: videoChunks(CUES),
  });
  const ask = (app: TestApp["app"], question = "When are invoices sent?") =>
    app.inject({ method: "POST", url: `/api/qa/vemo/${vemoId}`, headers: owner.auth, payload: { question } });
  return { id: vemoId, source, ask, store: () => storeAnswerIndex(db, { id: vemoId, companyId: owner.companyId }) };
}

/** Another API process on the same database, with an empty index cache, telling (in `told`) how it got each index. */
async function startAnotherProcess() {
  const lines: string[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-test-"));
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir }), {
    jobs: jobDefinitions,
    subscribers: viewerEventSubscribers,
    work: false,
    database: testApp.database,
    log,
  });
  const app = await buildApp(runtime);
  return {
    app,
    runtime,
    told: (vemoId: string) =>
      lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.vemoId === vemoId)
        .map((entry) => entry.msg),
    async stop() {
      await app.close();
      await runtime.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe("an answer index stored by a worker", () => {
  it("is what a freshly started API process answers from, without building one, giving the same answer", async () => {
    const vemo = await longVemo();
    const builtHere = await vemo.ask(testApp.app); // no stored index yet: this process builds its own
    await vemo.store();

    const other = await startAnotherProcess();
    try {
      const answered = await vemo.ask(other.app);
      expect(answered.statusCode).toBe(200);
      expect(answered.json().answer).toContain("first business day");
      expect(answered.json()).toEqual(builtHere.json());
      expect(other.told(vemo.id)).toContain("answer index loaded");
      expect(other.told(vemo.id)).not.toContain("answer index built");
    } finally {
      await other.stop();
    }
  });

  it("holds each source's current content only, not the chunks a processing run cut off half-way left", async () => {
    const vemo = await longVemo();
    const { db } = testApp.runtime.database;
    const sourceId = vemo.source.id;
    const [source] = await db
      .select({ chunkGeneration: vemoSources.chunkGeneration })
      .from(vemoSources)
      .where(eq(vemoSources.id, sourceId));
    const chunkGeneration = source!.chunkGeneration;
    await db.insert(contentChunks).values({
      sourceId,
      vemoId: vemo.id,
      position: 3,
      text: "Refunds are paid back within three days of a request.",
      startSeconds: 6,
      endSeconds: 8,
      generation: chunkGeneration + 1,
    });
    await vemo.store();

    const other = await startAnotherProcess();
    try {
      const refunds = await vemo.ask(other.app, "How fast are refunds paid back?");
      expect(refunds.statusCode).toBe(200);
      expect(refunds.json().answer).not.toContain("three days");
      expect((await vemo.ask(other.app)).json().answer).toContain("first business day");
      expect(other.told(vemo.id)).toEqual(["answer index loaded"]);
    } finally {
      await other.stop();
    }
  });

  it("is loaded by a starting API process before anyone asks, and its first question loads nothing", async () => {
    const vemo = await longVemo();
    await vemo.store();

    const other = await startAnotherProcess();
    try {
      await warmUpAnswerIndexes(other.runtime);
      expect(other.told(vemo.id)).toEqual(["answer index loaded"]);
      const answered = await vemo.ask(other.app);
      expect(answered.json().answer).toContain("first business day");
      expect(other.told(vemo.id)).toEqual(["answer index loaded"]);
    } finally {
      await other.stop();
    }
  });
});
