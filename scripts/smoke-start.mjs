#!/usr/bin/env node
// CI's smoke run of the README's first command on another Node version: `npm start` on a fresh
// data folder, until /api/health answers, then one answer from the welcome demo's share link.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.SMOKE_PORT ?? 3190);
const base = `http://127.0.0.1:${PORT}`;
const LIMIT_MS = 180_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vemo-smoke-"));

const server = spawn("npm", ["start"], {
  cwd: path.resolve(import.meta.dirname, ".."),
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  detached: true,
  stdio: "inherit",
});
const exited = once(server, "exit");

try {
  const started = Date.now();
  await until(async () => (await fetch(`${base}/api/health`)).ok, "a healthy /api/health");
  console.log(`healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The welcome demo's captions are processed by the in-process worker just after the start.
  const answer = await until(async () => {
    const response = await fetch(`${base}/api/vemos/share/welcome-to-vemo/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: "How do I create a Vemo?" }),
    });
    const body = await response.json();
    return response.ok && body.video_url ? body : null;
  }, "an answer from the welcome demo");
  console.log(`answer: ${answer.answer.slice(0, 120)} (video at ${answer.start} s)`);
} finally {
  if (server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

/** Polls `check` until it returns something truthy; fails after LIMIT_MS or when the server stops. */
async function until(check, what) {
  const deadline = Date.now() + LIMIT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start exited (${server.exitCode}) before ${what}`);
    const result = await check().catch(() => null);
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
