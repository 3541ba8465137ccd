import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { openRuntime } from "../apps/server/src/runtime.ts";
import { jobDefinitions } from "../apps/server/src/jobs.ts";
import { viewerEventSubscribers } from "../apps/server/src/viewer-event-subscribers.ts";
import type { Benchmark } from "./benchmarks.ts";
import { formatMs, percentile } from "./stats.ts";

const LOADS = 5;
/** The first operation of the reference, as a reader sees it. */
const FIRST_OPERATION = "Whether the server and its database answer";

/**
 * How long /api/docs takes to show its first operation in Chromium: the server-written outline,
 * then Scalar's interactive reference (the time the page was a grey skeleton before the outline).
 */
export const apiReference: Benchmark = {
  name: "api-reference",
  description: `/api/docs in Chromium on PGlite, ${LOADS} cold loads: first operation readable, then the interactive reference`,
  async run() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
    const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0" }), {
      jobs: jobDefinitions,
      subscribers: viewerEventSubscribers,
      work: false,
    });
    const app = await buildApp(runtime);
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    });

    const firstOperation: number[] = [];
    const interactive: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const t0 = performance.now();
      await page.goto(`${address}/api/docs/`, { waitUntil: "commit" });
      await page.getByText(FIRST_OPERATION).first().waitFor({ state: "visible" });
      firstOperation.push(performance.now() - t0);
      await page.locator("#app .references-rendered").getByText(FIRST_OPERATION).first().waitFor({ state: "visible" });
      interactive.push(performance.now() - t0);
      await context.close();
    }
    const summary = (timings: number[]) =>
      `p50 ${formatMs(percentile(timings, 50))}, max ${formatMs(Math.max(...timings))}`;
    console.log(`first operation readable: ${summary(firstOperation)}`);
    console.log(`interactive reference shown: ${summary(interactive)}`);

    await browser.close();
    await app.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  },
};
