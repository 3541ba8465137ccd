#!/usr/bin/env node
// `npm run build` (and the first step of `npm start`): the server compiled into apps/server/dist by
// esbuild, the web app into apps/web/dist by Vite. Each is built only when its sources changed
// since its last build: the hash of its sources is stored in its dist folder. `node
// scripts/build.mjs server` (or `web`) builds one of them.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const HASH_FILE = ".sources-sha256";
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", ".vite"]);
const SKIPPED_FILES = /\.(test|int\.test|scale-test)\.tsx?$/;

const targets = {
  server: {
    label: "server",
    inputs: ["apps/server/src", "packages/shared/src", "packages/engine/src", "package-lock.json", "scripts/build.mjs"],
    outDir: "apps/server/dist",
    build: buildServer,
  },
  web: {
    label: "web app",
    inputs: ["apps/web", "packages/shared/src", "package-lock.json"],
    outDir: "apps/web/dist",
    build: () => run("npm", ["run", "--silent", "build", "-w", "@vemo/web"]),
  },
};

/**
 * One bundle per entry (the HTTP server, the worker, migrations), with the workspace packages
 * inlined and every npm package left to Node. Worker threads (`*.worker.ts`) get a bundle of their
 * own beside them, named as the `.mjs` file the source starts them through, so
 * `new URL("./x.worker.mjs", import.meta.url)` finds the right file both ways. The source's
 * `import.meta.dirname` and `import.meta.url` are pointed back at the source file: migrations and assets are read
 * there, and a worker thread (platform/worker-thread.ts) runs its task from the source module under tsx.
 */
async function buildServer() {
  const { build } = await import("esbuild");
  const src = path.join(root, "apps/server/src");
  const outdir = path.join(root, "apps/server/dist");
  rmSync(outdir, { recursive: true, force: true });
  const workers = listFiles(src).filter((file) => file.endsWith(".worker.ts"));
  await build({
    entryPoints: [
      { in: path.join(src, "server.ts"), out: "server" },
      { in: path.join(src, "worker.ts"), out: "worker" },
      { in: path.join(src, "platform/db/migrate-cli.ts"), out: "migrate" },
      ...workers.map((file) => ({ in: file, out: path.basename(file, ".ts") })),
    ],
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: true,
    logLevel: "warning",
    plugins: [npmPackagesExternal, sourceDirname(outdir)],
  });
}

const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@vemo/") ? undefined : { path: args.path, external: true },
    );
  },
};

function sourceDirname(outdir) {
  return {
    name: "source-dirname",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.dirname") && !source.includes("import.meta.url")) return undefined;
        const fromOutdir = path.relative(outdir, args.path).split(path.sep).join("/");
        const dirname = `(import.meta.dirname + ${JSON.stringify(`/${path.posix.dirname(fromOutdir)}`)})`;
        // Worker threads (platform/worker-thread.ts) load the source module a task names, under tsx.
        const url = `new URL(${JSON.stringify(fromOutdir)}, import.meta.url).href`;
        const contents = source.replaceAll("import.meta.dirname", dirname).replaceAll("import.meta.url", url);
        return { contents, loader: "ts" };
      });
    },
  };
}

function hashSources(inputs) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    const full = path.join(root, input);
    const files = statSync(full).isFile() ? [full] : listFiles(full).filter((file) => !SKIPPED_FILES.test(file));
    for (const file of files.sort()) hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file));
  }
  return hash.digest("hex");
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const wanted = process.argv.slice(2);
for (const name of wanted.length > 0 ? wanted : Object.keys(targets)) {
  const target = targets[name];
  if (!target) throw new Error(`Unknown build target "${name}": use server or web`);
  const hash = hashSources(target.inputs);
  const hashFile = path.join(root, target.outDir, HASH_FILE);
  if (existsSync(hashFile) && readFileSync(hashFile, "utf8") === hash) continue;
  const started = Date.now();
  console.log(`Building the ${target.label} (its sources changed since the last build) …`);
  await target.build();
  writeFileSync(hashFile, hash);
  console.log(`Built the ${target.label} into ${target.outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
