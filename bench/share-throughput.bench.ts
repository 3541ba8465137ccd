import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import Fastify from "fastify";
import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { ensureWelcomeDemo } from "../apps/server/src/modules/vemos/welcome-demo.ts";
import { openRuntime } from "../apps/server/src/runtime.ts";
import { jobDefinitions } from "../apps/server/src/jobs.ts";
import { viewerEventSubscribers } from "../apps/server/src/viewer-event-subscribers.ts";
import type { Benchmark } from "./benchmarks.ts";
import { goal } from "./stats.ts";

const SECONDS = 5;
const CONNECTIONS = 32;
const SHARE_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Vemo</title><!-- share-meta --></head><body><div id="root"></div></body></html>`;

// The load runs in its own thread so the client does not take the server's event loop. Each
// request comes from another address (X-Forwarded-For, TRUST_PROXY) as a link's audience would,
// so the per-IP limit never answers for the server.
const LOAD_SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, seconds, connections } = workerData;
let sent = 0, ok = 0, other = 0;
const endAt = Date.now() + seconds * 1000;
async function loop() {
  while (Date.now() < endAt) {
    const n = sent++;
    const address = "10." + ((n >> 16) & 255) + "." + ((n >> 8) & 255) + "." + (n & 255);
    const response = await fetch(url, { headers: { "x-forwarded-for": address } });
    await response.arrayBuffer();
    if (response.status === 200) ok++; else other++;
  }
}
Promise.all(Array.from({ length: connections }, loop)).then(() => parentPort.postMessage({ ok, other }));
`;

type Load = { perSecond: number; failed: number };

function load(url: string): Promise<Load> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_SCRIPT, {
      eval: true,
      workerData: { url, seconds: SECONDS, connections: CONNECTIONS },
    });
    worker.once("message", ({ ok, other }: { ok: number; other: number }) =>
      resolve({ perSecond: ok / SECONDS, failed: other }),
    );
    worker.once("error", reject);
  });
}

function report(name: string, result: Load, baseline?: Load): void {
  const share = baseline && result.perSecond / baseline.perSecond;
  const ratio = share ? `, ${share.toFixed(2)}× hello-world (${goal(share, "≥", 0.7, "×")})` : "";
  console.log(
    `${name}: ${Math.round(result.perSecond)} req/s${result.failed ? `, ${result.failed} not 200` : ""}${ratio}`,
  );
}

/** Public reads of one share link against a plain Fastify hello-world, on this machine, in one run. */
export const shareThroughput: Benchmark = {
  name: "share-throughput",
  description: `requests per second over HTTP, ${CONNECTIONS} concurrent connections for ${SECONDS} s each, PGlite`,
  async run() {
    const hello = Fastify();
    hello.get("/", async () => ({ hello: "world" }));
    const helloAddress = await hello.listen({ port: 0, host: "127.0.0.1" });
    const baseline = await load(`${helloAddress}/`);
    await hello.close();
    report("hello-world GET /", baseline);

    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
    const webDistDir = path.join(dataDir, "web");
    await mkdir(webDistDir);
    await writeFile(path.join(webDistDir, "share.html"), SHARE_HTML);
    // Share pages are served only at PUBLIC_URL's host (or a verified custom domain): the app's own address.
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "true",
      WEB_DIST_DIR: webDistDir,
    };
    const runtime = await openRuntime(loadConfig(env), {
      jobs: jobDefinitions,
      subscribers: viewerEventSubscribers,
      work: false,
    });
    await ensureWelcomeDemo(runtime);
    const app = await buildApp(runtime);
    const address = await app.listen({ port, host: "127.0.0.1" });

    report(`GET /share/{token}`, await load(`${address}/share/${WELCOME_DEMO_SHARE_TOKEN}`), baseline);
    report(
      `GET /api/vemos/share/{token}`,
      await load(`${address}/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}`),
      baseline,
    );

    await app.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  },
};

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
