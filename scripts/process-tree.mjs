// Stopping a step of `npm test` with everything it started: its process group first, as Ctrl-C
// would (Playwright then stops its web servers), then any of its processes still running, found
// by parent before the stop (the scale path's API and worker processes run in process groups of
// their own, and are no longer the step's descendants once it has exited).
import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";

/** How long a stopped step has to end by itself before what remains of it is killed. */
const GRACE_MS = 10_000;

/** Every process below `pid`, from `ps` (Linux and macOS alike); none known on a machine without `ps`. */
function descendants(pid) {
  let table;
  try {
    table = execFileSync("ps", ["-A", "-o", "pid=,ppid="], { encoding: "utf8" });
  } catch {
    return [];
  }
  const children = new Map();
  for (const line of table.trim().split("\n")) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found = [];
  for (let next = [pid]; next.length > 0;) {
    next = next.flatMap((parent) => children.get(parent) ?? []);
    found.push(...next);
  }
  return found;
}

/** Stops `child` (the leader of its own process group) and every process it had started. */
export async function stopTree(child) {
  const tree = descendants(child.pid);
  signal(-child.pid, "SIGINT");
  if (child.exitCode === null && child.signalCode === null) {
    await Promise.race([once(child, "exit"), sleep(GRACE_MS)]);
  }
  // The step's own stop gets a moment to reach what it started before the rest is killed.
  if (tree.some(isRunning)) await sleep(1_000);
  for (const pid of [child.pid, ...tree]) if (isRunning(pid)) signal(pid, "SIGKILL");
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}
