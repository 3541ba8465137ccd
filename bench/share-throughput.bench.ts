import { once } from "node:events";
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

const ROUNDS = 4;
const SECONDS = 1;
const CONNECTIONS = 32;
const SHARE_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Vemo</title><!-- share-meta --></head><body><div id="root"></div></body></html>`;

// The load runs in its own thread so the client does not take the server's event loop; one thread for the whole
// run, so its connections and compiled code are warm for every target alike. Each request comes from another address
// (X-Forwarded-For, TRUST_PROXY) as a link's audience would, so the per-IP limit never answers for the server.
const LOAD_SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const { connections } = workerData;
let sent = 0;
parentPort.on("message", async ({ url, seconds }) => {
  let ok = 0, other = 0;
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
  await Promise.all(Array.from({ length: connections }, loop));
  parentPort.postMessage({ ok, other });
});
`;

type Load = { perSecond: number; failed: number };

/**
 * Each URL loaded for SECONDS in turn, ROUNDS times after a warm-up round: their rates over all rounds, so a change
 * in the machine's other load falls on every target alike.
 */
async function loadInTurns(urls: string[]): Promise<Load[]> {
  const worker = new Worker(LOAD_SCRIPT, { eval: true, workerData: { connections: CONNECTIONS } });
  const loadOnce = async (url: string) => {
    worker.postMessage({ url, seconds: SECONDS });
    const [{ ok, other }] = (await once(worker, "message")) as [{ ok: number; other: number }];
    return { perSecond: ok / SECONDS, failed: other };
  };
  try {
    for (const url of urls) await loadOnce(url);
    const totals = urls.map(() => ({ perSecond: 0, failed: 0 }));
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, url] of urls.entries()) {
        const { perSecond, failed } = await loadOnce(url);
        totals[i]!.perSecond += perSecond / ROUNDS;
        totals[i]!.failed += failed;
      }
    return totals;
  } finally {
    await worker.terminate();
  }
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
  description: `requests per second over HTTP, ${CONNECTIONS} concurrent connections, each target ${SECONDS} s at a time in ${ROUNDS} rounds taking turns after a warm-up, PGlite`,
  async run() {
    const hello = Fastify();
    hello.get("/", async () => ({ hello: "world" }));
    const helloAddress = await hello.listen({ port: 0, host: "127.0.0.1" });

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

    const [baseline, page, data] = await loadInTurns([
      `${helloAddress}/`,
      `${address}/share/${WELCOME_DEMO_SHARE_TOKEN}`,
      `${address}/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}`,
    ]);
    report("hello-world GET /", baseline!);
    report(`GET /share/{token}`, page!, baseline);
    report(`GET /api/vemos/share/{token}`, data!, baseline);

    await hello.close();
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
