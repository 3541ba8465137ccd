// A throwaway PostgreSQL cluster on loopback, for the tests: `startPostgresCluster()` gives its URL
// and `stop()`, which stops it and removes its folder. Each test file makes its own database on it,
// so several suites can share one cluster at once. PostgreSQL refuses to run as root, so as root
// the cluster runs as the `postgres` user.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export async function startPostgresCluster() {
  const binDir = findPostgresBin();
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "vemo-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const run = (bin, args) => {
    const [file, argv] = isRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(binDir, bin), ...args]]
      : [path.join(binDir, bin), args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
  };
  const stop = () => {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch {
      // The cluster may not have started; removing its folder is all that is left to do.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-o",
      `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
      "start",
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  const version = path.basename(path.dirname(binDir));
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
}

function findPostgresBin() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((bin) => existsSync(path.join(bin, "initdb")));
  if (!found)
    throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install -y postgresql).");
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
