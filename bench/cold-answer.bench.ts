import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app.ts";
import { storeAnswerIndex } from "../apps/server/src/modules/qa/stored-answer-index.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { answerIndexes, contentChunks, vemoSources, vemos } from "../apps/server/src/platform/db/schema.ts";
import { openRuntime } from "../apps/server/src/runtime.ts";
import { jobDefinitions } from "../apps/server/src/jobs.ts";
import { viewerEventSubscribers } from "../apps/server/src/viewer-event-subscribers.ts";
import { signUpWithCompany } from "../apps/server/src/test/factories.ts";
import type { Benchmark } from "./benchmarks.ts";
import { cpuMs, formatMs, goal } from "./stats.ts";

const CUES = 24_000;
const CONCURRENT = 50;
const repoRoot = path.resolve(import.meta.dirname, "..");

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm run start:api` (the build) on the data folder, as a fresh process: resolves once it answers its health check. */
async function startApi(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/server.mjs"], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", WORKER_IN_PROCESS: "false" },
    stdio: "ignore",
  });
  const address = `http://127.0.0.1:${port}`;
  for (;;) {
    const healthy = await fetch(`${address}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (child.exitCode !== null) throw new Error(`the API process exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    child.kill("SIGTERM");
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
  };
  return { address, stop, cpuMs: () => cpuMs(child.pid!, { group: false }) };
}

/** The first answer about a 24,000-cue Vemo in a freshly started API process, and 50 questions at once after it. */
export const coldAnswer: Benchmark = {
  name: "cold-answer",
  description: `POST /api/qa/vemo/{id} over HTTP to a freshly started API process on PGlite: a ${CUES.toLocaleString("en-US")}-cue Vemo, its first question, then ${CONCURRENT} at once`,
  async run() {
    // The API process runs the build, as in production; it is rebuilt only when the sources changed.
    const build = spawnSync(process.execPath, ["scripts/build.mjs", "server"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("The server build failed.");
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
    // One secret and address for every process, so the owner signed up here is signed in there.
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      AUTH_SECRET: "bench-secret-of-at-least-thirty-two-chars",
      PUBLIC_URL: "http://127.0.0.1:3000",
    };
    const runtime = await openRuntime(loadConfig({ ...env, PORT: "0" }), {
      jobs: jobDefinitions,
      subscribers: viewerEventSubscribers,
      work: false,
    });
    const app = await buildApp(runtime);
    const owner = await signUpWithCompany(app, "Bench Co");
    const { db } = runtime.database;
    const [vemo] = await db.insert(vemos).values({ companyId: owner.companyId, title: "Long" }).returning();
    const [source] = await db
      .insert(vemoSources)
      .values({
        vemoId: vemo!.id,
        companyId: owner.companyId,
        kind: "video",
        url: "https://cdn.example.com/long.mp4",
        title: "Long",
        status: "ready",
        processedAt: new Date(),
      })
      .returning();
    const chunks = Array.from({ length: CUES }, (_, i) => ({
      sourceId: source!.id,
      vemoId: vemo!.id,
      position: i,
      text: `Step ${i}: open the dashboard and compare this week's reports.`,
      startSeconds: i * 2,
      endSeconds: i * 2 + 2,
    }));
    for (let i = 0; i < chunks.length; i += 1_000) await db.insert(contentChunks).values(chunks.slice(i, i + 1_000));
    const buildStartedAt = performance.now();
    await storeAnswerIndex(db, vemo!);
    console.log(`worker: index built and stored in ${formatMs(performance.now() - buildStartedAt)}`);
    await app.close();
    await runtime.close();

    const ask = async (address: string, question: string) => {
      const startedAt = performance.now();
      const response = await fetch(`${address}/api/qa/vemo/${vemo!.id}`, {
        method: "POST",
        headers: { ...owner.auth, "content-type": "application/json" },
        body: JSON.stringify({ question }),
      });
      if (!response.ok) throw new Error(`question answered ${response.status}: ${await response.text()}`);
      await response.json();
      return performance.now() - startedAt;
    };
    // The owner may ask 60 questions a minute: the second process gets only the first.
    const askInFreshProcess = async (label: string, alsoConcurrent: boolean) => {
      const api = await startApi(env);
      try {
        let cpuBefore = api.cpuMs();
        const first = await ask(api.address, "How do I compare the reports?");
        const firstCpu = api.cpuMs() - cpuBefore;
        if (!alsoConcurrent) {
          console.log(`${label}: first answer ${formatMs(first)} (${firstCpu} ms of the API process's CPU)`);
          return first;
        }
        cpuBefore = api.cpuMs();
        const startedAt = performance.now();
        await Promise.all(
          Array.from({ length: CONCURRENT }, (_, i) => ask(api.address, `What happens at step ${i * 37}?`)),
        );
        const all = performance.now() - startedAt;
        const allCpu = api.cpuMs() - cpuBefore;
        console.log(
          `${label}: first answer ${formatMs(first)} (${goal(first, "≤", 300)}; ${firstCpu} ms of the API process's CPU); ` +
            `${CONCURRENT} at once ${formatMs(all)} in all (${goal(all, "≤", 2000)}; ${allCpu} ms of its CPU)`,
        );
        return first;
      } finally {
        await api.stop();
      }
    };
    const stored = await askInFreshProcess("fresh process, stored index", true);

    const withoutIndex = await openRuntime(loadConfig({ ...env, PORT: "0" }), {
      jobs: jobDefinitions,
      subscribers: viewerEventSubscribers,
      work: false,
    });
    await withoutIndex.database.db.delete(answerIndexes);
    await withoutIndex.close();
    const built = await askInFreshProcess("fresh process, no stored index (the request builds one, as before)", false);
    console.log(`first answer, stored index vs built on the request: ${(built / stored).toFixed(1)}× faster`);
    await rm(dataDir, { recursive: true, force: true });
  },
};
