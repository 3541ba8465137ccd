import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { createTestVemo, insertSource, loadChunks } from "./content-test-support.ts";
import { processSource } from "./content.service.ts";

const CUES = 24_000;

function largeCaptionFile(): Buffer {
  const stamp = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
  const cues = Array.from(
    { length: CUES },
    (_, i) => `${stamp(i * 2)} --> ${stamp(i * 2 + 2)}\nStep ${i}: open the dashboard.`,
  );
  return Buffer.from(`WEBVTT\n\n${cues.join("\n\n")}\n`);
}

describe("a very large caption file", () => {
  let testApp: TestApp;
  beforeAll(async () => (testApp = await startTestApp()));
  afterAll(() => testApp.close());

  it("is processed while the server goes on answering", async () => {
    const { db } = testApp.database;
    const vemo = await createTestVemo(db);
    await testApp.runtime.storage.put("captions/large.vtt", largeCaptionFile());
    const sourceId = await insertSource(db, vemo, {
      kind: "video",
      url: "https://cdn.example.com/long.mp4",
      fileKey: "captions/large.vtt",
    });

    let isDone = false;
    const processing = processSource({
      db,
      storage: testApp.runtime.storage,
      config: testApp.runtime.config,
      sourceId,
    }).then(() => (isDone = true));
    const healthChecks = [];
    for (let check = 0; check < 3; check += 1) {
      healthChecks.push((await testApp.app.inject({ method: "GET", url: "/api/health" })).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(isDone).toBe(false);
    expect(healthChecks).toEqual([200, 200, 200]);
    await processing;
    expect(await loadChunks(db, sourceId)).toHaveLength(CUES);
  });
});
