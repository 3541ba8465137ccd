import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { jobDefinitions } from "../../jobs.ts";
import { loadConfig } from "../../platform/config.ts";
import { openRuntime } from "../../runtime.ts";
import { signUpWithCompany, type SignedInUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
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

describe("an answer index stored by a worker", () => {
  it("is what a freshly started API process answers from, without building one, giving the same answer", async () => {
    const { db } = testApp.runtime.database;
    const vemoId = await insertVemo(db, owner.companyId);
    await insertProcessedSource(db, vemoId, {
      kind: "video",
      url: "https://cdn.example.com/tour.mp4",
      chunks: videoChunks(CUES),
    });
    const question = { question: "When are invoices sent?" };
    const askThrough = (app: TestApp["app"]) =>
      app.inject({ method: "POST", url: `/api/qa/vemo/${vemoId}`, headers: owner.auth, payload: question });
    const builtHere = await askThrough(testApp.app); // no stored index yet: this process builds its own
    await storeAnswerIndex(db, { id: vemoId, companyId: owner.companyId });

    // Another API process on the same database, with an empty index cache, telling how it got the index.
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-test-"));
    const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir }), {
      jobs: jobDefinitions,
      work: false,
      database: testApp.database,
      log,
    });
    const app = await buildApp(runtime);
    try {
      const answered = await askThrough(app);
      expect(answered.statusCode).toBe(200);
      expect(answered.json().answer).toContain("first business day");
      expect(answered.json()).toEqual(builtHere.json());
      const told = lines.map((line) => JSON.parse(line)).filter((entry) => entry.vemoId === vemoId);
      expect(told.map((entry) => entry.msg)).toContain("answer index loaded");
      expect(told.map((entry) => entry.msg)).not.toContain("answer index built");
    } finally {
      await app.close();
      await runtime.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
