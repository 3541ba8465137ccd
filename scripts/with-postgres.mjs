#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster on loopback:
//   node scripts/with-postgres.mjs <command...>
// The command gets TEST_DATABASE_URL; the cluster is stopped and removed afterwards.
import { spawn } from "node:child_process";
import { startPostgresCluster } from "./postgres-cluster.mjs";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: with-postgres.mjs <command...>");
  process.exit(1);
}

let cluster;
try {
  cluster = await startPostgresCluster();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
let exitCode;
try {
  console.log(`PostgreSQL ${cluster.version} running for the tests at ${cluster.url}`);
  exitCode = await runCommand(command, { ...process.env, TEST_DATABASE_URL: cluster.url });
} finally {
  cluster.stop();
}
process.exit(exitCode);

function runCommand([file, ...args], env) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: "inherit", env, shell: process.platform === "win32" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
