#!/usr/bin/env node
// `npm test`: every check CI runs: type-check, lint, unit tests, the integration tests on PGlite
// and on PostgreSQL, the scale path (two API processes and a worker on PostgreSQL and an S3
// stand-in, the worker killed mid-job), the build, then the end-to-end tests in Chromium against
// the built server. Independent steps run at the same time (at most MAX_RUNNING at once, each
// step's output printed whole when it ends); the PostgreSQL steps share one throwaway cluster, each
// test file on an empty database of its own. The first failure stops the run. Ends with each step's time
// and one plain line of totals: "N passed, N failed".
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { startPostgresCluster } from "./postgres-cluster.mjs";
import { stopTree } from "./process-tree.mjs";

const MAX_RUNNING = 4;
const reports = path.resolve(".tmp/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// Every Node process of every step keeps the bytecode of what it loads here, and the next one
// starting (a test worker, tsc, eslint) skips compiling it: jsdom alone is loaded by 70 web test
// files, TypeScript by three type-checks.
process.env.NODE_COMPILE_CACHE ??= path.resolve(".tmp/compile-cache");

const vitest = (name, args) => ({
  command: [
    "npx",
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reports}/${name}.json`,
  ],
  report: { kind: "vitest", file: `${reports}/${name}.json` },
});

/**
 * In the order they start; `after` names the steps one needs finished, `postgres` that it needs the
 * cluster. The long ones that mostly wait (the browser, the integration suites' back-offs and child
 * processes) start first, so the checks that only compute fill the cores they leave.
 */
const steps = [
  { name: "build", command: ["npm", "run", "--silent", "build"] },
  { name: "integration (PGlite)", ...vitest("pglite", ["--project", "integration"]) },
  { name: "integration (PostgreSQL)", ...vitest("postgres", ["--project", "integration"]), postgres: true },
  {
    name: "end-to-end (Chromium)",
    command: ["npx", "playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    report: { kind: "playwright", file: `${reports}/e2e.json` },
    after: ["build"],
  },
  {
    name: "unit",
    ...vitest("unit", ["--project", "shared", "--project", "engine", "--project", "web", "--project", "server"]),
  },
  { name: "type-check", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint and format", command: ["npm", "run", "--silent", "lint"] },
  {
    name: "scale path (PostgreSQL, S3, 2 API processes, 1 worker)",
    ...vitest("scale", ["-c", "apps/server/vitest.scale.config.ts"]),
    postgres: true,
    after: ["integration (PostgreSQL)"],
  },
];

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const totals = { passed: 0, failed: 0, skipped: 0 };
const results = new Map(); // name → { ok, seconds }
const running = new Map(); // name → child process
let cluster; // one promise of the one PostgreSQL cluster, started by the first step that needs it
let failed = false;
const stops = []; // the stops of steps still running when the run failed or was interrupted

// Interrupted (Ctrl-C, or CI cancelling the job): the steps run in process groups of their own,
// which the signal does not reach, so they are stopped as after a failure.
for (const name of ["SIGINT", "SIGTERM"]) {
  process.once(name, async () => {
    console.log(`\n${name}: stopping the steps still running`);
    failed = true;
    await stopAll();
    if (cluster) (await cluster.catch(() => null))?.stop();
    process.exit(130);
  });
}

await new Promise((resolveAll) => {
  const startReady = () => {
    if (failed) {
      if (running.size === 0) resolveAll();
      return;
    }
    for (const step of steps) {
      if (running.size >= MAX_RUNNING) break;
      if (results.has(step.name) || running.has(step.name)) continue;
      if (!(step.after ?? []).every((name) => results.get(name)?.ok)) continue;
      void run(step).then(startReady);
    }
    if (running.size === 0) resolveAll();
  };
  startReady();
});
await Promise.all(stops);
if (cluster) (await cluster.catch(() => null))?.stop();

console.log("\nStep times:");
for (const step of steps) {
  const result = results.get(step.name);
  const state = !result
    ? "not run"
    : `${result.ok ? "" : result.stopped ? "stopped after " : "failed after "}${result.seconds} s`;
  console.log(`  ${step.name.padEnd(56)} ${state}`);
}
console.log(`  ${"whole run (wall clock)".padEnd(56)} ${seconds(started)} s`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);

async function run(step) {
  const since = Date.now();
  running.set(step.name, null);
  console.log(`▶ ${step.name}`);
  const env = { ...process.env, ...step.env };
  if (step.postgres) {
    cluster ??= startPostgresCluster();
    try {
      env.TEST_DATABASE_URL = (await cluster).url;
    } catch (error) {
      return finish(step, since, false, `${error.message}\n`);
    }
    if (failed) return finish(step, since, false, "");
  }
  const logFile = path.join(reports, `${step.name.replace(/\W+/g, "-")}.log`);
  const log = createWriteStream(logFile);
  const [file, ...args] = step.command;
  const child = spawn(file, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  running.set(step.name, child);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const code = await new Promise((resolve) =>
    child.on("close", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  await new Promise((resolve) => log.end(resolve));
  return finish(step, since, code === 0, readFileSync(logFile, "utf8"));
}

function finish(step, since, ok, output) {
  running.delete(step.name);
  const wasStopped = failed && !ok;
  results.set(step.name, { ok, stopped: wasStopped, seconds: seconds(since) });
  if (!wasStopped) {
    process.stdout.write(`\n━━ ${step.name} ━━\n${output}`);
    addTotals(step);
  }
  console.log(
    ok
      ? `✓ ${step.name} (${seconds(since)} s)`
      : `✗ ${step.name} ${wasStopped ? "stopped" : "failed"} after ${seconds(since)} s`,
  );
  if (!ok && !failed) {
    failed = true;
    totals.failed = Math.max(totals.failed, 1);
    // The first failure ends the run: the steps still running are stopped with all they started.
    void stopAll();
  }
}

function stopAll() {
  for (const child of running.values()) if (child?.pid) stops.push(stopTree(child));
  return Promise.all(stops);
}

function addTotals(step) {
  if (!step.report) return;
  try {
    const report = JSON.parse(readFileSync(step.report.file, "utf8"));
    if (step.report.kind === "vitest") {
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + report.numTodoTests;
    } else {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    }
  } catch {
    // No report: the step failed before running tests, which its exit status already says.
  }
}
