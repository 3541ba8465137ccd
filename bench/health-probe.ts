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
    `${label} took ${formatMs(elapsed)}; /api/health meanwhile (${timings.length} samples): ` +
      `p50 ${formatMs(percentile(timings, 50))}, p99 ${formatMs(p99)} (${goal(p99, "≤", 100)}), ` +
      `max ${formatMs(max)} (${goal(max, "≤", 300)})`,
  );
  return result;
}

/** Sends every request at once and posts each one's status and round-trip time, in order. */
const BURST_CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
Promise.all(
  workerData.requests.map(async ({ url, init }) => {
    const started = performance.now();
    const response = await fetch(url, init);
    const body = await response.text();
    return { status: response.status, body, ms: performance.now() - started };
  }),
).then((results) => parentPort.postMessage(results));
`;

export type BurstRequest = { url: string; init: { method: string; headers: Record<string, string>; body: string } };

/**
 * Sends the requests all at once from another thread, as visitors elsewhere would: the client's own work
 * (connections, parsing the answers) then takes nothing from the server's thread that is being measured.
 */
export async function burstFromAnotherThread(
  requests: BurstRequest[],
): Promise<{ status: number; body: string; ms: number }[]> {
  const client = new Worker(BURST_CLIENT, { eval: true, workerData: { requests } });
  const [results] = (await once(client, "message")) as [{ status: number; body: string; ms: number }[]];
  await client.terminate();
  return results;
}
