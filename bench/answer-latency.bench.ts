import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import type { Db } from "../apps/server/src/platform/db/database.ts";
import { contentChunks, vemoSources, vemos } from "../apps/server/src/platform/db/schema.ts";
import { openRuntime } from "../apps/server/src/runtime.ts";
import { jobDefinitions } from "../apps/server/src/jobs.ts";
import { viewerEventSubscribers } from "../apps/server/src/viewer-event-subscribers.ts";
import type { Benchmark } from "./benchmarks.ts";
import { formatMs, percentile } from "./stats.ts";

const CUES = 3_600; // five seconds each: a five-hour transcript
const PAGES = 300;
const PARTS_PER_PAGE = 3; // a page of ~400 words is stored as three ~150-word chunks
const QUESTIONS = 200;
const CONTENT_CHANGES = 5;
const VIDEO_URL = "https://www.youtube.com/watch?v=BENCHVIDEO1";

const FEATURES = [
  "audit log",
  "single sign-on",
  "webhooks",
  "custom roles",
  "usage reports",
  "billing alerts",
  "data export",
  "API tokens",
  "Slack integration",
  "email digests",
  "dashboard filters",
  "saved views",
  "mobile app",
  "offline mode",
  "two-factor login",
  "data retention",
  "field mapping",
  "CSV import",
  "calendar sync",
  "team workspaces",
  "approval flows",
  "custom fields",
  "search index",
  "activity feed",
  "version history",
  "page templates",
  "goal tracking",
  "revenue forecasts",
  "anomaly detection",
  "scheduled reports",
  "guest access",
  "public links",
  "comment threads",
  "task reminders",
  "time tracking",
  "invoice history",
  "seat management",
  "brand themes",
  "domain verification",
  "IP allow lists",
  "session timeouts",
  "sandbox projects",
  "data warehouse sync",
  "Salesforce connector",
  "HubSpot connector",
  "Zapier recipes",
  "embedded charts",
  "cohort analysis",
  "funnel reports",
  "retention curves",
  "heat maps",
  "session replays",
  "feature flags",
  "release notes",
  "status page",
  "support inbox",
  "chat widget",
  "knowledge base",
  "survey builder",
  "NPS scores",
];
const ACTIONS = [
  "open",
  "configure",
  "enable",
  "review",
  "export",
  "share",
  "rename",
  "archive",
  "filter",
  "schedule",
  "turn off",
  "test",
];
const PLACES = [
  "the settings page",
  "the admin console",
  "the side menu",
  "the toolbar",
  "the project overview",
  "the account menu",
  "the top bar",
];
const DETAILS = [
  "the change takes effect at once",
  "every change is logged for admins",
  "each team can keep its own setup",
  "you can undo it within a day",
  "the default suits most teams",
  "it syncs across every device",
  "owners get an email about it",
  "nothing is lost if you close the tab",
  "viewers only see what their role allows",
  "the numbers refresh every minute",
];
const FILLERS = [
  "So let's move on.",
  "Okay, that's the basics.",
  "Let me show you one more thing.",
  "Good question, we get it a lot.",
  "Right, back to the demo.",
];

/** A small seeded generator, so every run indexes and asks exactly the same text. */
function seeded(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
}

function sentenceAbout(feature: string, pick: ReturnType<typeof seeded>): string {
  const [action, place, detail] = [pick(ACTIONS), pick(PLACES), pick(DETAILS)];
  const title = feature.charAt(0).toUpperCase() + feature.slice(1);
  return pick([
    `To ${action} the ${feature}, go to ${place} and choose ${title}.`,
    `${title} is where you ${action} what your team needs, and ${detail}.`,
    `Next we ${action} the ${feature}, so ${detail}.`,
    `Notice that ${detail} when you ${action} the ${feature}.`,
    `Many customers ${action} the ${feature} from ${place} every week.`,
    `If you ${action} the ${feature} by mistake, ${detail}.`,
  ]);
}

/** Five hours of narration: about five minutes per feature, with asides about others and some filler. */
function transcriptChunks(pick: ReturnType<typeof seeded>) {
  const perFeature = CUES / FEATURES.length;
  return Array.from({ length: CUES }, (_, i) => {
    const roll = pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const feature = roll === 0 ? pick(FEATURES) : FEATURES[Math.floor(i / perFeature)]!;
    const text = roll === 1 ? pick(FILLERS) : sentenceAbout(feature, pick);
    return { position: i, text, startSeconds: i * 5, endSeconds: i * 5 + 5 };
  });
}

/** A 300-page manual, one feature per page in turn, each page stored as three parts. */
function manualChunks(pick: ReturnType<typeof seeded>) {
  return Array.from({ length: PAGES * PARTS_PER_PAGE }, (_, i) => {
    const page = Math.floor(i / PARTS_PER_PAGE) + 1;
    const feature = FEATURES[page % FEATURES.length]!;
    const text = Array.from({ length: 10 }, () => sentenceAbout(feature, pick)).join(" ");
    return { position: i, text, page };
  });
}

function questions(pick: ReturnType<typeof seeded>): string[] {
  return Array.from({ length: QUESTIONS }, () => {
    const [feature, action, place] = [pick(FEATURES), pick(ACTIONS), pick(PLACES)];
    return pick([
      `How do I ${action} the ${feature}?`,
      `Where do I find the ${feature}?`,
      `What happens when I ${action} the ${feature}?`,
      `Can I ${action} the ${feature} from ${place}?`,
      `Is there a way to undo changes to the ${feature}?`,
      `Who gets notified about the ${feature}?`,
    ]);
  });
}

// Content is inserted straight into content_chunks (as processing would store it) to keep set-up short.
async function insertContent(db: Db, companyId: string, pick: ReturnType<typeof seeded>) {
  const [vemo] = await db.insert(vemos).values({ companyId, title: "Five-hour training" }).returning();
  const sources = [
    { kind: "video" as const, url: VIDEO_URL, chunks: transcriptChunks(pick) },
    { kind: "document" as const, url: "admin-manual.pdf", chunks: manualChunks(pick) },
  ];
  const ids: string[] = [];
  for (const source of sources) {
    const [row] = await db
      .insert(vemoSources)
      .values({
        vemoId: vemo!.id,
        companyId,
        kind: source.kind,
        url: source.url,
        title: source.url,
        status: "ready",
        processedAt: new Date(),
      })
      .returning();
    ids.push(row!.id);
    for (let i = 0; i < source.chunks.length; i += 500) {
      await db
        .insert(contentChunks)
        .values(source.chunks.slice(i, i + 500).map((chunk) => ({ ...chunk, sourceId: row!.id, vemoId: vemo!.id })));
    }
  }
  return { vemoId: vemo!.id, videoSourceId: ids[0]! };
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

async function signUpOwner(address: string): Promise<{ authorization: string; companyId: string }> {
  const registered = (await postJson(`${address}/api/auth/register`, {
    email: "bench-owner@example.com",
    password: "correct horse battery",
    firstName: "Bench",
    lastName: "Owner",
  })) as { data: { tokens: { accessToken: string } } };
  const authorization = `Bearer ${registered.data.tokens.accessToken}`;
  const company = (await postJson(`${address}/api/companies`, { name: "Bench Org" }, { authorization })) as {
    data: { id: string };
  };
  return { authorization, companyId: company.data.id };
}

/** Answers 200 questions over HTTP about a Vemo with a five-hour transcript and a 300-page manual. */
export const answerLatency: Benchmark = {
  name: "answer-latency",
  description: `POST /api/qa/vemo/{id} over HTTP on PGlite: ${CUES} cues (5 h) + ${PAGES} PDF pages, ${QUESTIONS} sequential questions`,
  async run() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
    // Each simulated viewer comes from its own address, as through a load balancer.
    const runtime = await openRuntime(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0", TRUST_PROXY: "true" }),
      { jobs: jobDefinitions, subscribers: viewerEventSubscribers, work: false },
    );
    const app = await buildApp(runtime);
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const { db } = runtime.database;
    const pick = seeded(42);
    const owner = await signUpOwner(address);
    const insertStarted = performance.now();
    const { vemoId, videoSourceId } = await insertContent(db, owner.companyId, pick);
    console.log(
      `content: ${CUES} transcript cues + ${PAGES * PARTS_PER_PAGE} PDF chunks inserted in ${formatMs(performance.now() - insertStarted)}`,
    );

    // Each request comes from its own simulated viewer address, as real traffic would, so the per-IP limit does not apply.
    let viewer = 0;
    const ask = async (question: string) => {
      viewer += 1;
      const startedAt = performance.now();
      await postJson(
        `${address}/api/qa/vemo/${vemoId}`,
        { question },
        { authorization: owner.authorization, "x-forwarded-for": `10.1.${viewer >> 8}.${viewer & 255}` },
      );
      return performance.now() - startedAt;
    };

    console.log(
      `first question in the process (word lists loaded, chunks read, index built): ${formatMs(await ask("How do I enable the audit log?"))}`,
    );
    const timings: number[] = [];
    for (const question of questions(pick)) timings.push(await ask(question));
    console.log(
      `cached index: p50 ${formatMs(percentile(timings, 50))}, p95 ${formatMs(percentile(timings, 95))}, max ${formatMs(Math.max(...timings))}`,
    );

    const afterChange: number[] = [];
    const cached: number[] = [];
    for (let i = 0; i < CONTENT_CHANGES; i++) {
      // What processing does: the source's content becomes a new generation of its chunks.
      const generation = i + 1;
      await db.update(contentChunks).set({ generation }).where(eq(contentChunks.sourceId, videoSourceId));
      await db.update(vemoSources).set({ chunkGeneration: generation }).where(eq(vemoSources.id, videoSourceId));
      afterChange.push(await ask("Who gets notified about the webhooks?"));
      cached.push(await ask("Who gets notified about the webhooks?"));
    }
    const median = (values: number[]) => percentile(values, 50);
    console.log(
      `after a content change (chunks read + index rebuilt), median of ${CONTENT_CHANGES}: ${formatMs(median(afterChange))}; ` +
        `same question cached: ${formatMs(median(cached))}; rebuild cost ≈ ${formatMs(median(afterChange) - median(cached))}`,
    );

    await app.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  },
};
