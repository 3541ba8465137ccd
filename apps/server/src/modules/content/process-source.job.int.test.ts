import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/database.ts";
import type { JobContext } from "../../platform/jobs/job-definition.ts";
import { INTERRUPTED_REASON, startJobRunner } from "../../platform/jobs/job-runner.ts";
import { createLocalFileStorage } from "../../platform/storage/local-file-storage.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import {
  contentTestConfig,
  createTestVemo,
  insertSource,
  loadChunks,
  loadSource,
  startContentFixtures,
  type ContentFixtures,
  type TestVemo,
} from "./content-test-support.ts";
import { processSourceJob } from "./process-source.job.ts";

describe("the process-source job", () => {
  let database: Database;
  let fixtures: ContentFixtures;
  let vemo: TestVemo;
  const storage = createLocalFileStorage(os.tmpdir());
  const log = pino({ level: "silent" });

  beforeAll(async () => {
    [database, fixtures] = await Promise.all([openTestDatabase(), startContentFixtures()]);
    vemo = await createTestVemo(database.db);
  });
  afterAll(async () => {
    await Promise.all([database.close(), fixtures.close()]);
  });

  const addWebsite = (path: string) =>
    insertSource(database.db, vemo, { kind: "website", url: `${fixtures.website.baseUrl}${path}` });
  const context = (): JobContext => ({ jobId: "test", log, database, storage, config: contentTestConfig(fixtures) });

  it("runs on the job queue with the runtime's configuration and stores the chunks", async () => {
    const sourceId = await addWebsite("/article");
    const runner = await startJobRunner({
      config: contentTestConfig(fixtures),
      database,
      storage,
      log,
      definitions: [processSourceJob],
      work: true,
      maintenanceSeconds: 30,
    });
    try {
      await runner.send(processSourceJob, { sourceId });
      let source = await loadSource(database.db, sourceId);
      // Waits for the worker to pick the job up; the test's own timeout bounds the wait.
      while (source?.status !== "ready" && source?.status !== "failed") {
        await sleep(100);
        source = await loadSource(database.db, sourceId);
      }
      expect(source).toMatchObject({ status: "ready" });
      expect((await loadChunks(database.db, sourceId)).length).toBeGreaterThan(0);
    } finally {
      await runner.stop();
    }
  });

  it("stores a caption file with NUL characters in its cues, without them", async () => {
    const fileKey = `captions/${vemo.vemoId}-nul.vtt`;
    await storage.put(
      fileKey,
      Buffer.from("WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nPri\u0000cing starts at nine dollars.\n"),
    );
    const sourceId = await insertSource(database.db, vemo, {
      kind: "video",
      url: "https://cdn.example.com/tour.mp4",
      fileKey,
    });
    await processSourceJob.run({ sourceId }, context());
    expect(await loadSource(database.db, sourceId)).toMatchObject({ status: "ready" });
    expect((await loadChunks(database.db, sourceId)).map((chunk) => chunk.text)).toEqual([
      "Pricing starts at nine dollars.",
    ]);
  });

  it("rethrows a transient failure for a retry, leaving the source processing", async () => {
    const sourceId = await addWebsite("/flaky?key=job-retry");
    await expect(processSourceJob.run({ sourceId }, context())).rejects.toThrow(/HTTP 503/);
    expect(await loadSource(database.db, sourceId)).toMatchObject({ status: "processing", error: null });
    expect(await loadChunks(database.db, sourceId)).toEqual([]);
  });

  it("gives up with a reason the owner can act on, once the retries are spent", async () => {
    const sourceId = await addWebsite("/flaky?key=job-last-attempt");
    await expect(processSourceJob.run({ sourceId }, context())).rejects.toThrow(/HTTP 503/);
    await processSourceJob.giveUp?.({ sourceId }, { ...context(), reason: "The website answered HTTP 503" });
    expect(await loadSource(database.db, sourceId)).toMatchObject({
      status: "failed",
      errorType: "fetch_failed",
      error: "Processing failed after several attempts (The website answered HTTP 503). Try again in a few minutes.",
    });
    expect(await loadChunks(database.db, sourceId)).toEqual([]);
  });

  it("tells the owner to upload a file again when its processing was cut off too often", async () => {
    const sourceId = await insertSource(database.db, vemo, {
      kind: "document",
      url: "guide.pdf",
      fileKey: `documents/${vemo.vemoId}/guide.pdf`,
    });
    await processSourceJob.giveUp?.({ sourceId }, { ...context(), reason: INTERRUPTED_REASON });
    expect(await loadSource(database.db, sourceId)).toMatchObject({
      status: "failed",
      error:
        "Processing this file was interrupted several times. Upload it again; if it is very large, split it into smaller files.",
    });
  });

  it("does nothing for a source deleted since the job was queued", async () => {
    await expect(
      processSourceJob.run({ sourceId: "00000000-0000-4000-8000-000000000000" }, context()),
    ).resolves.toBeUndefined();
    await expect(
      processSourceJob.giveUp?.({ sourceId: "00000000-0000-4000-8000-000000000000" }, { ...context(), reason: "x" }),
    ).resolves.toBeUndefined();
  });
});
