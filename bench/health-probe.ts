import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { formatMs, goal, percentile } from "./stats.ts";

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

/**
 * Runs `work` while another thread asks the server for /api/health every 20 ms, and prints the
 * health round trips against the bound (p99 ≤ 100 ms, max ≤ 300 ms). The client has its
 * own thread, so a blocked server loop shows in its timings rather than hiding them.
 */
export async function healthDuring<T>(address: string, label: string, work: () => Promise<T>): Promise<T> {
  const client = new Worker(HEALTH_CLIENT, { eval: true, workerData: { url: `${address}/api/health` } });
  await once(client, "message");
  const startedAt = performance.now();
  const result = await work();
  const elapsed = performance.now() - startedAt;
  client.postMessage("stop");
  const [timings] = (await once(client, "message")) as [number[]];
  await client.terminate();
  const [p99, max] = [percentile(timings, 99), Math.max(...timings)];
  console.log(
    `${label} took ${formatMs(elapsed)}; /api/health meanwhile (${timings.length} requests): ` +
      `p50 ${formatMs(percentile(timings, 50))}, p99 ${formatMs(p99)} (${goal(p99, "≤", 100)}), ` +
      `max ${formatMs(max)} (${goal(max, "≤", 300)})`,
  );
  return result;
}
