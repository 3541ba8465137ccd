import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../platform/config.ts";
import type { Database } from "../platform/db/database.ts";
import { ensureWelcomeDemo } from "../modules/vemos/welcome-demo.ts";
import { openRuntime, type Runtime } from "../runtime.ts";
import { jobDefinitions } from "../jobs.ts";
import { viewerEventSubscribers } from "../viewer-event-subscribers.ts";
import { openTestDatabase } from "./test-database.ts";

export type TestApp = {
  app: FastifyInstance;
  runtime: Runtime;
  database: Database;
  close(): Promise<void>;
};

type Options = {
  env?: Record<string, string>;
  work?: boolean;
  welcomeDemo?: boolean;
  /**
   * Every job's first retry comes this many seconds after a failure (later ones still back off):
   * for tests that watch a retry happen, which otherwise wait out delays meant for a vendor's outage.
   */
  retryDelaySeconds?: number;
};

/** The real application on a fresh test database and data folder, for `app.inject` tests. */
export async function startTestApp(options: Options = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...options.env });
  const { retryDelaySeconds } = options;
  const runtime = await openRuntime(config, {
    jobs:
      retryDelaySeconds === undefined ? jobDefinitions : jobDefinitions.map((job) => ({ ...job, retryDelaySeconds })),
    subscribers: viewerEventSubscribers,
    work: options.work ?? false,
    database,
  });
  if (options.welcomeDemo) await ensureWelcomeDemo(runtime);
  const app = await buildApp(runtime);
  return {
    app,
    runtime,
    database,
    async close() {
      await app.close();
      await runtime.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
