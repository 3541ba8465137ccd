import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { loadWordLists } from "@vemo/engine";
import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import type { Db } from "../apps/server/src/platform/db/database.ts";
import { answerIndexes, companies, vemoSources, vemos } from "../apps/server/src/platform/db/schema.ts";
import { contentVersion } from "../apps/server/src/modules/qa/stored-answer-index.ts";
import { listSources } from "../apps/server/src/modules/vemos/vemos.repository.ts";
import { ensureWelcomeDemo } from "../apps/server/src/modules/vemos/welcome-demo.ts";
import { openRuntime } from "../apps/server/src/runtime.ts";
import { jobDefinitions } from "../apps/server/src/jobs.ts";
import { viewerEventSubscribers } from "../apps/server/src/viewer-event-subscribers.ts";
import type { Benchmark } from "./benchmarks.ts";
import { burstFromAnotherThread, healthDuring } from "./health-probe.ts";
import { freePort } from "./share-throughput.bench.ts";
import { manualPdf } from "./ingestion.bench.ts";
import { formatMs, goal, percentile } from "./stats.ts";

const CUES = 24_000;
const PDF_PAGES = 200;
const BULK_ROWS = 10_000;
const CHATS = 200;
const CHAT_BURSTS = 10;

/** A valid caption file of 24,000 two-second cues (about 1.4 MB, under the 2 MB upload limit). */
export function largeCaptionFile(): Buffer {
  const stamp = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
  const cues = Array.from(
    { length: CUES },
    (_, i) => `${stamp(i * 2)} --> ${stamp(i * 2 + 2)}\nStep ${i}: compare the reports.`,
  );
  return Buffer.from(`WEBVTT\n\n${cues.join("\n\n")}\n`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read by the lines that use them
async function send(url: string, init: RequestInit): Promise<{ status: number; json: any; ms: number }> {
  const startedAt = performance.now();
  const response = await fetch(url, init);
  const json = await response.json();
  return { status: response.status, json, ms: performance.now() - startedAt };
}

async function waitUntilProcessed(db: Db, sourceId: string): Promise<string> {
  for (;;) {
    const [source] = await db.select().from(vemoSources).where(eq(vemoSources.id, sourceId));
    if (source!.status === "ready" || source!.status === "failed") return source!.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A source's processing ends with its Vemo's answer index built and stored for the new content (a job queued after
 * the source's): waiting for it keeps its writes in the phase that caused them, not in the next one.
 */
async function waitUntilIndexed(db: Db, vemo: { id: string; companyId: string | null }): Promise<void> {
  const version = contentVersion(await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] }));
  for (;;) {
    const [stored] = await db
      .select({ contentVersion: answerIndexes.contentVersion })
      .from(answerIndexes)
      .where(eq(answerIndexes.vemoId, vemo.id));
    if (stored?.contentVersion === version) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `/api/health` over HTTP while each heavy piece of work runs alone in the same process, as `npm start` runs
 * it (PGlite, the worker in-process): a caption upload and its processing, a PDF, a bulk-share, a burst of
 * share chats.
 */
export const healthUnderLoad: Benchmark = {
  name: "health-under-load",
  description: `GET /api/health every 20 ms on PGlite with the worker in-process, during: a ${CUES.toLocaleString("en-US")}-cue caption upload and its processing, a ${PDF_PAGES}-page PDF, a ${BULK_ROWS.toLocaleString("en-US")}-row bulk-share, ${CHAT_BURSTS} bursts of ${CHATS} concurrent share chats`,
  async run() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
    // Requests come to PUBLIC_URL's host, as behind the deployment's proxy.
    const port = await freePort();
    const runtime = await openRuntime(
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: "true",
        SHARE_CHAT_LINK_LIMIT_PER_MINUTE: "100000",
      }),
      { jobs: jobDefinitions, subscribers: viewerEventSubscribers, work: true },
    );
    await ensureWelcomeDemo(runtime);
    loadWordLists(); // as server.ts does before it listens
    const app = await buildApp(runtime);
    const address = await app.listen({ port, host: "127.0.0.1" });
    const { db } = runtime.database;
    const json = { "content-type": "application/json" };
    const registered = await send(`${address}/api/auth/register`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        email: "bench@example.com",
        password: "correct horse battery",
        firstName: "B",
        lastName: "O",
      }),
    });
    const auth = { authorization: `Bearer ${registered.json.data.tokens.accessToken}` };
    const company = await send(`${address}/api/companies`, {
      method: "POST",
      headers: { ...auth, ...json },
      body: JSON.stringify({ name: "Bench" }),
    });
    const companyId: string = company.json.data.id;
    await db.update(companies).set({ subscriptionPlan: "pro" }).where(eq(companies.id, companyId));
    const [vemo] = await db.insert(vemos).values({ companyId, title: "Bench" }).returning();
    const videoUrl = "https://cdn.example.com/long.mp4";
    const [video] = await db
      .insert(vemoSources)
      .values({ vemoId: vemo!.id, companyId, kind: "video", url: videoUrl, title: "Long", status: "ready" })
      .returning();

    // Each fixture is made before its probe starts: it would otherwise take time on the server's own thread.
    const captions = largeCaptionFile();
    await healthDuring(
      address,
      `${CUES.toLocaleString("en-US")}-cue caption upload, processing and answer index`,
      async () => {
        const form = new FormData();
        form.append("file", new Blob([captions], { type: "text/vtt" }), "long.vtt");
        form.append("video_url", videoUrl);
        const upload = await send(`${address}/api/vemos/${vemo!.id}/captions`, {
          method: "POST",
          headers: auth,
          body: form,
        });
        if (upload.status !== 200) throw new Error(`caption upload answered ${upload.status}`);
        console.log(`caption upload answered in ${formatMs(upload.ms)}`);
        console.log(`processed: ${await waitUntilProcessed(db, video!.id)}`);
        await waitUntilIndexed(db, vemo!);
      },
    );

    const pdf = await manualPdf(PDF_PAGES);
    await healthDuring(address, `${PDF_PAGES}-page PDF upload, processing and answer index`, async () => {
      const form = new FormData();
      form.append("file", new Blob([pdf], { type: "application/pdf" }), "manual.pdf");
      form.append("vemo_id", vemo!.id);
      form.append("company_name", "Bench");
      const upload = await send(`${address}/api/documents/${vemo!.id}/upload`, {
        method: "POST",
        headers: auth,
        body: form,
      });
      if (upload.status !== 201)
        throw new Error(`PDF upload answered ${upload.status}: ${JSON.stringify(upload.json)}`);
      console.log(`PDF upload answered in ${formatMs(upload.ms)}`);
      console.log(`processed: ${await waitUntilProcessed(db, upload.json.data.id)}`);
      await waitUntilIndexed(db, vemo!);
    });

    const clientData = Array.from({ length: BULK_ROWS }, (_, i) => ({
      slNo: String(i + 1),
      clientName: `Prospect ${i + 1}`,
      email: `prospect.${i + 1}@example.com`,
      companyName: `Company ${i + 1}`,
    }));
    const bulkShare = JSON.stringify({
      vemoId: vemo!.id,
      operationSource: "bulk_upload",
      originalFilename: "b.csv",
      clientData,
    });
    await healthDuring(address, `${BULK_ROWS.toLocaleString("en-US")}-row bulk-share`, async () => {
      const shared = await send(`${address}/api/vemos/bulk-share`, {
        method: "POST",
        headers: { ...auth, ...json },
        body: bulkShare,
      });
      if (shared.status !== 200) throw new Error(`bulk-share answered ${shared.status}`);
    });

    // One burst takes half a second to a second, 20–30 health samples, whose "p99" is their max: ten bursts one after
    // another, each from 200 new addresses, give the phase 150+ samples and a p99 that is one.
    const chats = await healthDuring(
      address,
      `${CHAT_BURSTS} bursts of ${CHATS} concurrent share chats (welcome demo)`,
      async () => {
        const bursts: number[][] = [];
        for (let burst = 0; burst < CHAT_BURSTS; burst++) {
          const answers = await burstFromAnotherThread(
            Array.from({ length: CHATS }, (_, i) => ({
              url: `${address}/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}/chat`,
              init: {
                method: "POST",
                headers: { ...json, "x-forwarded-for": `10.${9 + burst}.${i >> 8}.${i & 255}` },
                body: JSON.stringify({ question: "How do I share a Vemo with a prospect?" }),
              },
            })),
          );
          const refused = answers.find((answer) => answer.status !== 200);
          if (refused) throw new Error(`share chat answered ${refused.status}: ${refused.body}`);
          bursts.push(answers.map((answer) => answer.ms));
        }
        return bursts;
      },
    );
    const all = chats.flat();
    console.log(
      `share chats (${all.length}): p50 ${formatMs(percentile(all, 50))}, p95 ${formatMs(percentile(all, 95))} (${goal(percentile(all, 95), "≤", 1000)}), max ${formatMs(Math.max(...all))}; p95 of each burst ${chats.map((burst) => formatMs(percentile(burst, 95))).join(", ")}`,
    );

    await app.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  },
};
