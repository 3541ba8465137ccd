#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure:
// type-check, lint, unit tests, integration tests on PGlite and on a throwaway PostgreSQL
// cluster, the scale path (two API processes and a worker on PostgreSQL and an S3 stand-in, the
// worker killed mid-job), then the end-to-end tests in Chromium against the built server.
// Ends with one plain line of totals: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const reports = path.resolve(".tmp/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestReporters = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reports}/${name}.json`,
];
const vitest = (name, projects) => [
  "npx",
  "vitest",
  "run",
  ...projects.flatMap((p) => ["--project", p]),
  ...vitestReporters(name),
];

const steps = [
  { name: "type-check", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint and format", command: ["npm", "run", "--silent", "lint"] },
  { name: "unit", command: vitest("unit", ["shared", "engine", "web", "server"]), report: "vitest" },
  { name: "integration (PGlite)", command: vitest("pglite", ["integration"]), report: "vitest" },
  {
    name: "integration (PostgreSQL)",
    command: ["node", "scripts/with-postgres.mjs", ...vitest("postgres", ["integration"])],
    report: "vitest",
  },
  {
    name: "scale path (PostgreSQL, S3, 2 API processes, 1 worker)",
    command: [
      "node",
      "scripts/with-postgres.mjs",
      "npx",
      "vitest",
      "run",
      "-c",
      "apps/server/vitest.scale.config.ts",
      ...vitestReporters("scale"),
    ],
    report: "vitest",
  },
  { name: "build", command: ["npm", "run", "--silent", "build"] },
  {
    name: "end-to-end (Chromium)",
    command: ["npx", "playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    report: "playwright",
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const [file, ...args] = step.command;
  const result = spawnSync(file, args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  addTotals(step);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`\n✗ ${step.name} failed after ${seconds} s`);
    totals.failed = Math.max(totals.failed, 1);
    finish(1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}
finish(0);

function addTotals(step) {
  const file = { vitest: `${step.command.at(-1).split("=")[1]}`, playwright: step.env?.PLAYWRIGHT_JSON_OUTPUT_NAME }[
    step.report
  ];
  if (!file) return;
  try {
    const report = JSON.parse(readFileSync(file, "utf8"));
    if (step.report === "vitest") {
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

function finish(code) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}
