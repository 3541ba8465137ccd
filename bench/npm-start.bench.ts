import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Benchmark } from "./benchmarks.ts";
import { cpuMs, goal, loadAverage } from "./stats.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
/** Where scripts/build.mjs keeps the hash of the sources each build was made from. */
const BUILD_HASHES = ["apps/server/dist/.sources-sha256", "apps/web/dist/.sources-sha256"];

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

type Start = { seconds: number; cpuSeconds: number };
const describe = ({ seconds, cpuSeconds }: Start) => `${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU)`;

/** From `npm start` to the first healthy answer of /api/health; the server is then stopped. */
async function startToHealthy(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    detached: true,
    stdio: "ignore",
  });
  const exited = once(child, "exit");
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy)
        return { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuMs(child.pid!, { group: true }) / 1000 };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
    // npm exits before the server it started has closed its files in the data folder.
    while (isRunning(-child.pid!)) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether any process of the group (a negative pid) or the process is still running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `npm start` in this checkout: after a source change (both builds made again, a new database), then unchanged. */
export const npmStart: Benchmark = {
  name: "npm-start",
  description:
    "`npm start` to a healthy /api/health: with the builds out of date and a new data folder, then restarted with nothing changed",
  async run() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-start-"));
    try {
      await Promise.all(BUILD_HASHES.map((file) => rm(path.join(repoRoot, file), { force: true })));
      const rebuilt = await startToHealthy(dataDir);
      console.log(`first start (builds the server and the web app, creates the database): ${describe(rebuilt)}`);
      const restarts: Start[] = [];
      for (let run = 0; run < 3; run += 1) restarts.push(await startToHealthy(dataDir));
      const best = restarts.reduce((a, b) => (b.seconds < a.seconds ? b : a));
      console.log(
        `restart with nothing changed: ${describe(best)}, best of ${restarts.map((start) => start.seconds.toFixed(1)).join(", ")} s (${goal(best.seconds, "≤", 5, " s")})`,
      );
      console.log(`after the runs: ${loadAverage()}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
