import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createMigratedDatabase, openTestDatabase } from "../../test/test-database.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/database.ts";
import { createLocalFileStorage } from "../storage/local-file-storage.ts";
import { defineJob } from "./job-definition.ts";
import { startJobRunner } from "./job-runner.ts";

describe("the job runner", () => {
  let database: Database;
  beforeAll(async () => (database = await openTestDatabase()));
  afterAll(() => database.close());

  it("retries a failing job with back-off until it succeeds", async () => {
    // Each attempt's start as pg-boss scheduled it, and when each failing attempt gave up. (When an
    // attempt begins also depends on the runner's one-second poll, too coarse to compare waits by.)
    const scheduledStarts: number[] = [];
    const failures: number[] = [];
    let done: () => void;
    const succeeded = new Promise<void>((resolve) => (done = resolve));
    const flakyJob = defineJob({
      name: "flaky",
      payload: z.object({ failTimes: z.number() }),
      expireInSeconds: 30,
      retryLimit: 3,
      retryDelaySeconds: 1,
      async run(payload, { jobId }) {
        const { rows } = await database.sql.executeSql("select start_after from pgboss.job where id = $1", [jobId]);
        scheduledStarts.push(new Date((rows[0] as { start_after: string | Date }).start_after).getTime());
        if (scheduledStarts.length <= payload.failTimes) {
          failures.push(Date.now());
          throw new Error("temporary failure");
        }
        done();
      },
    });
    const runner = await startJobRunner({
      config: loadConfig({}),
      database,
      storage: createLocalFileStorage(os.tmpdir()),
      log: pino({ level: "silent" }),
      definitions: [flakyJob],
      work: true,
      maintenanceSeconds: 30,
    });
    await runner.send(flakyJob, { failTimes: 2 });
    await succeeded;
    await runner.stop();

    expect(scheduledStarts).toHaveLength(3);
    // Each retry waits longer: the retry delay after the first failure, at least twice it after the second.
    const [, secondStart = 0, thirdStart = 0] = scheduledStarts;
    const [firstFailure = 0, secondFailure = 0] = failures;
    expect(secondStart - firstFailure).toBeGreaterThanOrEqual(1_000);
    expect(thirdStart - secondFailure).toBeGreaterThanOrEqual(2_000);
  });

  it("fails a job whose error holds a NUL and a failed query, and keeps the process running", async () => {
    let ran: () => void;
    const attempted = new Promise<void>((resolve) => (ran = resolve));
    const poisonJob = defineJob({
      name: "poison",
      payload: z.object({}),
      expireInSeconds: 30,
      retryLimit: 0,
      retryDelaySeconds: 1,
      async run() {
        ran();
        throw new Error("Failed query: insert into content_chunks values ($1)\nparams: Pri\u0000cing");
      },
    });
    const runner = await startJobRunner({
      config: loadConfig({}),
      database,
      storage: createLocalFileStorage(os.tmpdir()),
      log: pino({ level: "silent" }),
      definitions: [poisonJob],
      work: true,
      maintenanceSeconds: 30,
    });
    const jobId = await runner.send(poisonJob, {});
    await attempted;
    let state: unknown;
    // Waits for pg-boss to record the failure; the test's own timeout bounds the wait.
    while (state !== "failed") {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { rows } = await database.sql.executeSql("select state, output from pgboss.job where id = $1", [jobId]);
      state = (rows[0] as { state: string } | undefined)?.state;
      if (state === "failed")
        expect((rows[0] as { output: unknown }).output).toMatchObject({ message: "A database query failed." });
    }
    await runner.stop();
  });

  it("refuses a payload that does not match the job's schema", async () => {
    const job = defineJob({
      name: "typed",
      payload: z.object({ vemoId: z.uuid() }),
      expireInSeconds: 30,
      retryLimit: 0,
      retryDelaySeconds: 1,
      run: async () => {},
    });
    const runner = await startJobRunner({
      config: loadConfig({}),
      database,
      storage: createLocalFileStorage(os.tmpdir()),
      log: pino({ level: "silent" }),
      definitions: [job],
      work: false,
      maintenanceSeconds: 30,
    });
    await expect(runner.send(job, { vemoId: "not-a-uuid" })).rejects.toThrow();
    await runner.stop();
  });
});

describe("a job interrupted by a crash", () => {
  let location: { DATA_DIR: string; DATABASE_URL?: string };
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-crash-"));
    const migrated = await createMigratedDatabase(dataDir);
    location = migrated.env;
    cleanUp = async () => {
      await migrated.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanUp());

  // Two worker processes in turn, each opening the database: slow on a busy machine.
  it("runs again after a restart and completes", { timeout: 120_000 }, async () => {
    const crashed = startProbeWorker({ ...location, PROBE_MODE: "hang", PROBE_SEND: "1" });
    const started = await crashed.waitFor(/^started (\S+)/);
    crashed.kill();
    await crashed.exited;

    const restarted = startProbeWorker({ ...location, PROBE_MODE: "finish" });
    const completed = await restarted.waitFor(/^completed (\S+)/);
    await restarted.exited;
    expect(completed[1]).toBe(started[1]);

    const database = await openDatabase({ databaseUrl: location.DATABASE_URL, dataDir: location.DATA_DIR });
    const { rows } = await database.sql.executeSql("select state, retry_count from pgboss.job where id = $1", [
      started[1],
    ]);
    await database.close();
    expect(rows).toEqual([{ state: "completed", retry_count: 1 }]);
  });
});

describe("a job cut off more often than its retries allow", () => {
  it("ends failed and is given up, with the reason", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-give-up-"));
    const { env: location, drop } = await createMigratedDatabase(dataDir);
    try {
      const crashed = startProbeWorker({ ...location, PROBE_MODE: "hang", PROBE_SEND: "1", PROBE_RETRY_LIMIT: "0" });
      const started = await crashed.waitFor(/^started (\S+)/);
      crashed.kill();
      await crashed.exited;

      // PGlite hands the cut-off job back at start; PostgreSQL fails it once its 2 s expiry passes.
      const restarted = startProbeWorker({ ...location, PROBE_MODE: "settle", PROBE_RETRY_LIMIT: "0" });
      const gaveUp = await restarted.waitFor(/^gave up crash-test: (.+)$/);
      await restarted.exited;
      expect(gaveUp[1]).toMatch(/interrupted by a restart|job failed by timeout/);

      const database = await openDatabase({ databaseUrl: location.DATABASE_URL, dataDir: location.DATA_DIR });
      const { rows } = await database.sql.executeSql("select state from pgboss.job where id = $1", [started[1]]);
      await database.close();
      expect(rows).toEqual([{ state: "failed" }]);
    } finally {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

function startProbeWorker(env: Record<string, string | undefined>) {
  const script = path.join(import.meta.dirname, "../../test/probe-worker.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    exited,
    kill: () => child.kill("SIGKILL"),
    waitFor: (pattern: RegExp) =>
      new Promise<RegExpMatchArray>((resolve, reject) => {
        const check = () => {
          const match = output
            .split("\n")
            .map((line) => line.match(pattern))
            .find(Boolean);
          if (match) resolve(match);
        };
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          check();
        });
        child.on("exit", () => reject(new Error(`worker exited before printing ${pattern}:\n${output}`)));
      }),
  };
}
