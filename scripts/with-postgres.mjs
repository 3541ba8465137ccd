#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster on loopback:
//   node scripts/with-postgres.mjs <command...>
// The command gets TEST_DATABASE_URL; the cluster is stopped and removed afterwards.
// PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const command = process.argv.slice(2);
if (command.length === 0) fail("usage: with-postgres.mjs <command...>");

const binDir = findPostgresBin();
const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(os.tmpdir(), "vemo-pg-"));
chmodSync(dir, 0o777);
const dataDir = path.join(dir, "data");
const port = await freePort();

const asPostgres = (bin, args) =>
  isRoot ? ["runuser", ["-u", "postgres", "--", path.join(binDir, bin), ...args]] : [path.join(binDir, bin), args];
const run = (bin, args) => {
  const [file, argv] = asPostgres(bin, args);
  execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
};

let exitCode;
try {
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "log"),
    "-w",
    "-o",
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    "start",
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${path.basename(path.dirname(binDir))} running for the tests at ${url}`);
  exitCode = await runCommand(command, { ...process.env, TEST_DATABASE_URL: url });
} finally {
  try {
    run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  } catch {
    // The cluster may not have started; removing its folder is all that is left to do.
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);

function findPostgresBin() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((bin) => existsSync(path.join(bin, "initdb")));
  if (!found) fail("PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install -y postgresql).");
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function runCommand([file, ...args], env) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: "inherit", env, shell: process.platform === "win32" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
