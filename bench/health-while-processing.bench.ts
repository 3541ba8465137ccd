import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { buildApp } from "../apps/server/src/app.ts";
import { processSource } from "../apps/server/src/modules/content/content.service.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { companies, users, vemoSources, vemos } from "../apps/server/src/platform/db/schema.ts";
import { openRuntime } from "../apps/server/src/runtime.ts";
import { jobDefinitions } from "../apps/server/src/jobs.ts";
import type { Benchmark } from "./benchmarks.ts";
import { formatMs, percentile } from "./stats.ts";

const CUES = 24_000;

/** Asks for the health check every 20 ms until told to stop, then posts the round-trip times. */
const HEALTH_CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
const timings = [];
let isRunning = true;
parentPort.on("message", () => { isRunning = false; });
(async () => {
  parentPort.postMessage("ready");
  while (isRunning) {
    const started = performance.now();
    await (await fetch(workerData.url)).json();
    timings.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage(timings);
})();
`;

/** A valid caption file of 24,000 two-second cues (about 2 MB). */
function largeCaptionFile(): Buffer {
  const stamp = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
  const cues = Array.from(
    { length: CUES },
    (_, i) => `${stamp(i * 2)} --> ${stamp(i * 2 + 2)}\nStep ${i}: open the dashboard and compare this week's reports.`,
  );
  return Buffer.from(`WEBVTT\n\n${cues.join("\n\n")}\n`);
}

/** GET /api/health over HTTP while the same process stores a 24,000-cue caption file on PGlite. */
export const healthWhileProcessing: Benchmark = {
  name: "health-while-processing",
  description: `GET /api/health over HTTP on PGlite while a ${CUES.toLocaleString("en-US")}-cue caption file is processed in the same process`,
  async run() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
    const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0" }), {
      jobs: jobDefinitions,
      work: false,
    });
    const app = await buildApp(runtime);
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const { db } = runtime.database;
    const [user] = await db.insert(users).values({ email: "bench@example.com" }).returning();
    const [company] = await db.insert(companies).values({ ownerUserId: user!.id, name: "Bench" }).returning();
    const [vemo] = await db.insert(vemos).values({ companyId: company!.id, title: "Bench" }).returning();
    const bytes = largeCaptionFile();
    await runtime.storage.put("bench/large.vtt", bytes);
    const [source] = await db
      .insert(vemoSources)
      .values({
        vemoId: vemo!.id,
        companyId: company!.id,
        kind: "video",
        url: "https://cdn.example.com/long.mp4",
        title: "Long",
        fileKey: "bench/large.vtt",
      })
      .returning();

    // The client runs on its own thread, so a blocked server loop shows in its timings rather than hiding them.
    const client = new Worker(HEALTH_CLIENT, { eval: true, workerData: { url: `${address}/api/health` } });
    await once(client, "message");
    const startedAt = performance.now();
    await processSource({ db, storage: runtime.storage, config: runtime.config, sourceId: source!.id });
    client.postMessage("stop");
    const [timings] = (await once(client, "message")) as [number[]];
    console.log(
      `processing ${(bytes.length / 1e6).toFixed(2)} MB, ${CUES} cues: ${formatMs(performance.now() - startedAt)}`,
    );
    const slowest = timings.indexOf(Math.max(...timings));
    console.log(`slowest: request ${slowest + 1} of ${timings.length}`);
    console.log(
      `health during it (${timings.length} requests): p50 ${formatMs(percentile(timings, 50))}, p95 ${formatMs(percentile(timings, 95))}, max ${formatMs(Math.max(...timings))} (goal: under 100 ms)`,
    );

    await app.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  },
};
