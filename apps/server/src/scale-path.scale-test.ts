// The documented scale path, as production runs it: one PostgreSQL, one S3 bucket (s3rver on
// loopback), two `npm run start:api` processes and a `npm run start:worker` of the built server,
// each with a data folder of its own. Run by `npm test` on its PostgreSQL cluster (TEST_DATABASE_URL),
// or by hand through scripts/with-postgres.mjs.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from "vitest";
import { startTestS3Server, type TestS3Server } from "./platform/storage/s3-test-server.ts";
import { createServerDatabase } from "./test/test-database.ts";
import { ARTICLE_HTML } from "./test/fixture-servers/website-pages.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const PDF_LINES = [
  "Orbit workspace handbook",
  "Archived boards are restored from the Trash page within ninety days by any workspace owner.",
  "Invoices are sent on the first business day of each month to the billing contact.",
];

describe("two API processes and a worker on one database and one bucket", () => {
  const folders: string[] = [];
  const processes: Role[] = [];
  let database: { url: string; drop(): Promise<void> };
  let s3: TestS3Server;
  let site: SlowSite;
  let roleEnv: Record<string, string>;
  let api1: string;
  let api2: string;
  let worker: Role;
  const apiRoles: Role[] = [];
  let auth: { authorization: string };
  let vemoId: string;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("The scale test needs PostgreSQL: run it through scripts/with-postgres.mjs.");
    // The roles run the build, as in production; it is rebuilt only when the sources changed.
    const build = spawnSync("node", ["scripts/build.mjs", "server"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("The server build failed.");
    [database, s3, site] = await Promise.all([createServerDatabase(serverUrl), startTestS3Server(), startSlowSite()]);
    roleEnv = {
      ...s3.env,
      DATABASE_URL: database.url,
      // The proxy's address, the same for every process (it is also the tokens' issuer).
      PUBLIC_URL: "https://vemo.example.test",
      ALLOW_PRIVATE_NETWORK: "true",
      // The killed worker's fetch of the page that does not answer must still be running when it is killed.
      FETCH_TIMEOUT_MS: "600000",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
    };
    // All at once on the empty database, as a rollout would: they take turns migrating it.
    [api1, api2, worker] = await Promise.all([startApi(), startApi(), startWorker()]);
  });

  beforeEach(() => {
    // What the processes logged is the way to tell which of them went wrong.
    onTestFailed(() => void process.stderr.write(processes.map((role) => role.log()).join("\n")));
  });

  afterAll(async () => {
    await Promise.all(processes.map((role) => role.stop()));
    await Promise.all([
      database?.drop(),
      s3?.close(),
      site?.close(),
      ...folders.map((folder) => rm(folder, { recursive: true, force: true })),
    ]);
  });

  async function startRole(script: "start:api" | "start:worker", env: Record<string, string> = {}): Promise<Role> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-scale-"));
    folders.push(dataDir);
    const role = spawnRole(script, { ...roleEnv, ...env, DATA_DIR: dataDir });
    processes.push(role);
    return role;
  }

  async function startApi(): Promise<string> {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const role = await startRole("start:api", { PORT: String(port) });
    apiRoles.push(role);
    await role.waitFor(/Vemo is running at/);
    return base;
  }

  async function startWorker(): Promise<Role> {
    const role = await startRole("start:worker");
    await role.waitFor(/"worker":true[^\n]*runtime ready/);
    return role;
  }

  it("answers through one API process from a PDF uploaded through the other", async () => {
    const registered = await call(api1, "POST", "/api/auth/register", {
      email: `scale-${Date.now()}@example.test`,
      password: "correct horse battery",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    auth = { authorization: `Bearer ${registered.data.tokens.accessToken}` };
    await call(api1, "POST", "/api/companies", { name: "Orbit" }, auth);
    const companyId = (await call(api1, "GET", "/api/companies", undefined, auth)).data[0].id;
    const created = await call(
      api1,
      "POST",
      "/api/vemos",
      { title: "Orbit handbook", companyId, calendlyLink: null, videos: [], websites: [] },
      auth,
    );
    vemoId = created.data.id;

    const form = new FormData();
    form.append("file", new Blob([await handbookPdf()], { type: "application/pdf" }), "handbook.pdf");
    form.append("vemo_id", vemoId);
    form.append("company_name", "Orbit");
    const uploaded = await fetch(`${api1}/api/documents/${vemoId}/upload`, {
      method: "POST",
      headers: auth,
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);

    const documents = await until(api1, vemoId, auth, (vemo) => vemo.documents);
    expect(documents.map((document) => [document.status, document.error])).toEqual([["ready", null]]);

    const answer = await call(
      api2,
      "POST",
      `/api/qa/vemo/${vemoId}`,
      { question: "How long can archived boards be restored?" },
      auth,
    );
    expect(answer.answer).toContain("ninety days");
    expect(answer.sources).toContainEqual(expect.objectContaining({ source_type: "pdf", page: 1 }));
  });

  it("finishes a job whose worker was killed mid-run, once a new worker starts", async () => {
    await call(api1, "POST", `/api/vemos/${vemoId}/sources`, { type: "website", url: `${site.url}/guide` }, auth);
    await site.firstRequestArrived; // the worker is now fetching the page, which does not answer
    // A worker that starts meanwhile leaves a live worker's job alone.
    await startWorker();
    expect(site.requests()).toBe(1);
    await worker.kill();

    worker = await startWorker();
    const websites = await until(api2, vemoId, auth, (vemo) => vemo.websites);
    expect(websites.map((website) => [website.status, website.error])).toEqual([["ready", null]]);
    expect(site.requests()).toBe(2);

    const answer = await call(
      api2,
      "POST",
      `/api/qa/vemo/${vemoId}`,
      { question: "How much does the team plan cost?" },
      auth,
    );
    expect(answer.answer).toContain("twelve dollars");
  });

  it("answers through both API processes from the index the worker built, without building it again", async () => {
    const companyId = (await call(api1, "GET", "/api/companies", undefined, auth)).data[0].id;
    const created = await call(
      api1,
      "POST",
      "/api/vemos",
      { title: "Orbit billing", companyId, calendlyLink: null, videos: [], websites: [] },
      auth,
    );
    const billingVemoId: string = created.data.id;
    const form = new FormData();
    form.append("file", new Blob([await handbookPdf()], { type: "application/pdf" }), "billing.pdf");
    form.append("vemo_id", billingVemoId);
    form.append("company_name", "Orbit");
    const uploaded = await fetch(`${api1}/api/documents/${billingVemoId}/upload`, {
      method: "POST",
      headers: auth,
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    await until(api1, billingVemoId, auth, (vemo) => vemo.documents);
    while (!(await hasStoredIndex(billingVemoId))) await new Promise((resolve) => setTimeout(resolve, 200));

    for (const api of [api1, api2]) {
      const answer = await call(
        api,
        "POST",
        `/api/qa/vemo/${billingVemoId}`,
        { question: "When are invoices sent?" },
        auth,
      );
      expect(answer.answer).toContain("first business day");
    }
    for (const api of apiRoles) {
      // Each process logs how it got the index: loaded from the database, or built itself.
      await api.waitFor(new RegExp(`"vemoId":"${billingVemoId}"[^\\n]*"msg":"answer index loaded"`));
      expect(api.log()).not.toMatch(new RegExp(`"vemoId":"${billingVemoId}"[^\\n]*"msg":"answer index built"`));
    }
  });

  it("shows an owner's edit and a lapsed plan on the next share read of every API process", async () => {
    await setPlan({ periodEnd: "now() + interval '30 days'", cancelAtPeriodEnd: false });
    const shared = await call(api1, "POST", `/api/vemos/${vemoId}/share`, undefined, auth);
    const token = (shared.shareUrl as string).split("/share/")[1]!;
    const read = async (api: string) => {
      const response = await fetch(`${api}/api/vemos/share/${token}`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by the assertions that read it
      return { status: response.status, body: (await response.json()) as any };
    };
    for (const api of [api1, api2, api1, api2]) expect((await read(api)).body.data.title).toBe("Orbit handbook");

    await call(api2, "PATCH", `/api/vemos/${vemoId}`, { title: "Orbit handbook 2" }, auth);
    for (const api of [api1, api2]) expect((await read(api)).body.data.title).toBe("Orbit handbook 2");

    // A cancelled plan's period ends with nobody signed in: no request of the owner settles it.
    await setPlan({ periodEnd: "now() - interval '1 minute'", cancelAtPeriodEnd: true });
    for (const api of [api1, api2]) {
      const lapsed = await read(api);
      expect(lapsed.status).toBe(403);
      expect(lapsed.body).toMatchObject({ success: false, subscriptionExpired: true });
    }
  });

  /** A Pro plan paid in test mode, as the test checkout leaves it (its period end in whole seconds, as the app writes it). */
  async function setPlan(options: { periodEnd: string; cancelAtPeriodEnd: boolean }): Promise<void> {
    await query(
      `update companies set subscription_plan = 'pro', subscription_status = 'active', billing_provider = 'test',
        billing_cycle = 'monthly', current_period_end = date_trunc('second', ${options.periodEnd}), cancel_at_period_end = $1`,
      [options.cancelAtPeriodEnd],
    );
  }

  async function hasStoredIndex(id: string): Promise<boolean> {
    return (await query("select 1 from answer_indexes where vemo_id = $1", [id])).length > 0;
  }

  async function query(text: string, values: unknown[]): Promise<unknown[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  }
});

type Source = { status: string; error: string | null };
type VemoDetail = { documents: Source[]; websites: Source[] };

/** Reads the Vemo until every source picked by `sources` is done (the test's timeout bounds the wait). */
async function until(
  base: string,
  vemoId: string,
  auth: Record<string, string>,
  sources: (vemo: VemoDetail) => Source[],
): Promise<Source[]> {
  for (;;) {
    const picked = sources((await call(base, "GET", `/api/vemos/${vemoId}`, undefined, auth)).data);
    if (picked.length > 0 && picked.every((source) => source.status === "ready" || source.status === "failed"))
      return picked;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function call(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked by the assertions that read them
): Promise<any> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...headers, ...(body !== undefined && { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

async function handbookPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  PDF_LINES.forEach((line, index) => page.drawText(line, { x: 40, y: 740 - index * 14, size: 10, font }));
  return pdf.save();
}

type Role = { waitFor(pattern: RegExp): Promise<void>; log(): string; kill(): Promise<void>; stop(): Promise<void> };

/** One `npm run <script>` in a process group of its own, so a signal reaches npm and Node alike. */
function spawnRole(script: string, env: Record<string, string>): Role {
  const child: ChildProcess = spawn("npm", ["run", "--silent", script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = once(child, "exit");
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, name);
    await exited;
  };
  return {
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(output)) {
            listeners.delete(check);
            resolve();
          }
        };
        listeners.add(check);
        check();
        void exited.then(() => reject(new Error(`npm run ${script} exited before printing ${pattern}:\n${output}`)));
      }),
    log: () => `--- npm run ${script} (${env.DATA_DIR}) ---\n${output}`,
    kill: () => signal("SIGKILL"),
    stop: () => signal("SIGTERM"),
  };
}

type SlowSite = { url: string; firstRequestArrived: Promise<void>; requests(): number; close(): Promise<void> };

/** A website whose page does not answer its first request (the worker is killed meanwhile), then answers at once. */
async function startSlowSite(): Promise<SlowSite> {
  let requests = 0;
  let arrived: () => void;
  const firstRequestArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((request, response) => {
    if (request.url !== "/guide") return void response.writeHead(404).end();
    requests += 1;
    if (requests === 1) return arrived();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(ARTICLE_HTML);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    firstRequestArrived,
    requests: () => requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}
