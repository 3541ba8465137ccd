import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { openRuntime } from "../apps/server/src/runtime.ts";
import { jobDefinitions } from "../apps/server/src/jobs.ts";
import { viewerEventSubscribers } from "../apps/server/src/viewer-event-subscribers.ts";
import type { Benchmark } from "./benchmarks.ts";
import { formatMs, percentile } from "./stats.ts";

const REQUESTS = 500;

/** Round trip of the health check (one database query) over real HTTP on the embedded database. */
export const apiLatency: Benchmark = {
  name: "api-latency",
  description: `GET /api/health over HTTP on PGlite, ${REQUESTS} sequential requests`,
  async run() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
    const startedAt = performance.now();
    const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0" }), {
      jobs: jobDefinitions,
      subscribers: viewerEventSubscribers,
      work: false,
    });
    const app = await buildApp(runtime);
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    console.log(`start-up (database open + migrations + app): ${formatMs(performance.now() - startedAt)}`);

    const timings: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const response = await fetch(`${address}/api/health`);
      await response.json();
      timings.push(performance.now() - t0);
    }
    console.log(
      `p50 ${formatMs(percentile(timings, 50))}, p95 ${formatMs(percentile(timings, 95))}, max ${formatMs(Math.max(...timings))}`,
    );

    await app.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  },
};
