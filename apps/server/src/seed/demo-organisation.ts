// `npm run db:seed`'s data: one Pro organisation whose dashboards look lived-in (Vemos processed from
// the welcome demo's captions and guide, public and unique links, views and questions over two weeks).
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { BulkShareBody, type ClientRow } from "@vemo/shared/contracts/bulk-uploads";
import { WELCOME_DEMO_VIDEO_PATH } from "@vemo/shared/rules/welcome-demo";
import { companies, users, vemoSources } from "../platform/db/schema.ts";
import type { Runtime } from "../runtime.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import { paidPlanStarting } from "../modules/billing/billing-periods.ts";
import { processSource } from "../modules/content/content.service.ts";
import { answerVemoQuestion, readAnswerStyle } from "../modules/qa/qa.service.ts";
import { createUniqueLinks } from "../modules/bulk-uploads/bulk-uploads.service.ts";
import { vemoFolder } from "../modules/vemos/vemos.service.ts";
import {
  insertCompany,
  insertShareLink,
  insertSource,
  insertUser,
  insertVemo,
  insertViewer,
  insertViewerQuestion,
  insertViewerSession,
  type CompanyRow,
  type ShareLinkRow,
  type VemoRow,
} from "../test/row-factories.ts";

export const DEMO_OWNER = { email: "demo.owner@example.com", password: "vemo demo owner 2026" };

const ASSETS = path.resolve(import.meta.dirname, "../../assets/welcome-demo");
const DAY_MS = 24 * 60 * 60 * 1000;

type VemoPlan = { title: string; description: string; video: boolean; guide: boolean };

const VEMOS: VemoPlan[] = [
  {
    title: "Vemo product tour",
    description: "Create, share and follow interactive video demos.",
    video: true,
    guide: true,
  },
  {
    title: "Sharing with prospects",
    description: "Public links, unique links and what prospects asked.",
    video: true,
    guide: false,
  },
  { title: "Getting started guide", description: "The written guide to your first Vemo.", video: false, guide: true },
];

const FEW_LINKS: ClientRow[] = [
  { clientName: "Katherine Johnson", email: "katherine@orbitlabs.example", companyName: "Orbit Labs" },
  { clientName: "Grace Hopper", email: "grace@cobolworks.example", companyName: "Cobol Works" },
];

const UPLOADED_PROSPECTS: ClientRow[] = [
  { clientName: "Alan Turing", email: "alan@bletchley.example", companyName: "Bletchley Analytics" },
  { clientName: "Margaret Hamilton", email: "margaret@apollo.example", companyName: "Apollo Software" },
  { clientName: "Dorothy Vaughan", email: "dorothy@langley.example", companyName: "Langley Research" },
  { clientName: "Edsger Dijkstra", email: "edsger@shortestpath.example", companyName: "Shortest Path BV" },
];

// The last of each list is outside the demo's content, so the assistant declines it: an unanswered question.
const QUESTIONS = [
  ["How do I create a Vemo?", "Can I upload PDF documents?", "Do you integrate with Salesforce?"],
  [
    "How do I share a Vemo with a prospect?",
    "Where do I see what prospects asked?",
    "Does it connect to our SAP system?",
  ],
  ["What does Vemo read from my videos?", "Is there an on-premise version for banks?"],
];

export type SeedResult = { email: string; password: string; companyId: string; isNew: boolean };

/** Seeds the demo organisation once; a second run changes nothing and says so. */
export async function seedDemoOrganisation(runtime: Runtime, options: { now?: Date } = {}): Promise<SeedResult> {
  const { db } = runtime.database;
  const [existing] = await db
    .select({ companyId: companies.id })
    .from(users)
    .leftJoin(companies, eq(companies.ownerUserId, users.id))
    .where(eq(users.email, DEMO_OWNER.email));
  if (existing?.companyId) return { ...DEMO_OWNER, companyId: existing.companyId, isNew: false };
  if (existing)
    throw new Error(`${DEMO_OWNER.email} is already registered without the demo organisation: seed a fresh database.`);

  const now = options.now ?? new Date();
  const owner = await insertUser(db, {
    email: DEMO_OWNER.email,
    passwordHash: await hashPassword(DEMO_OWNER.password),
    firstName: "Dana",
    lastName: "Demo",
  });
  const company = await insertCompany(db, {
    ownerUserId: owner.id,
    name: "Northwind Demos",
    description: "Interactive product demos for Northwind's sales team.",
    website: "https://northwind.example",
    ...paidPlanStarting(new Date(now.getTime() - 20 * DAY_MS), "monthly"),
    billingProvider: "test",
  });

  const vemoList: VemoRow[] = [];
  for (const plan of VEMOS) vemoList.push(await insertProcessedVemo(runtime, company, plan));
  const [tour, sharing] = vemoList as [VemoRow, VemoRow];

  const uniqueLinks = [
    ...(await addUniqueLinks(runtime, company, tour, { operationSource: "few_links", clientData: FEW_LINKS })),
    ...(await addUniqueLinks(runtime, company, sharing, {
      operationSource: "bulk_upload",
      clientData: UPLOADED_PROSPECTS,
      originalFilename: "q3-prospects.csv",
    })),
  ];
  const publicLinks = await Promise.all(vemoList.map((vemo) => insertShareLink(db, { vemo })));

  let day = 13;
  for (const [i, link] of uniqueLinks.entries()) {
    // Two prospects have not opened their link yet: they appear in their batch only.
    if (i === 3 || i === 5) continue;
    const questions = QUESTIONS[vemoList.findIndex((vemo) => vemo.id === link.vemoId)] ?? [];
    await recordVisit(runtime, {
      link,
      startedAt: daysAgo(now, (day -= 2)),
      activeSeconds: 45 + i * 35,
      questions: questions.slice(0, 1 + (i % 3)),
    });
  }
  for (const [i, link] of publicLinks.entries()) {
    await recordVisit(runtime, {
      link,
      visitorKey: randomUUID(),
      startedAt: daysAgo(now, 1 + i),
      activeSeconds: 60 + i * 20,
      questions: QUESTIONS[i]!.slice(-1),
    });
  }
  // A visitor who watched for half a minute and left without asking.
  await recordVisit(runtime, {
    link: publicLinks[0]!,
    visitorKey: randomUUID(),
    startedAt: daysAgo(now, 0.2),
    activeSeconds: 30,
    questions: [],
  });
  return { ...DEMO_OWNER, companyId: company.id, isNew: true };
}

function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A Vemo of the welcome demo's video (with its captions) and/or PDF guide, processed for real so the assistant answers. */
async function insertProcessedVemo(runtime: Runtime, company: CompanyRow, plan: VemoPlan): Promise<VemoRow> {
  const { db } = runtime.database;
  const vemo = await insertVemo(db, { companyId: company.id, title: plan.title, description: plan.description });
  const folder = vemoFolder(vemo);
  const files: { sourceId: string; fileKey: string; asset: string }[] = [];
  if (plan.video) {
    const url = `${runtime.config.publicUrl}${WELCOME_DEMO_VIDEO_PATH}`;
    const source = await insertSource(db, {
      vemo,
      kind: "video",
      url,
      values: { title: "Video 1", position: 1, videoType: "file", captionSource: "uploaded" },
    });
    files.push({ sourceId: source.id, fileKey: `${folder}/captions/${source.id}.vtt`, asset: "captions.vtt" });
  }
  if (plan.guide) {
    const source = await insertSource(db, {
      vemo,
      kind: "document",
      url: "vemo-guide.pdf",
      values: { position: 1, contentType: "application/pdf" },
    });
    files.push({ sourceId: source.id, fileKey: `${folder}/documents/${source.id}.pdf`, asset: "vemo-guide.pdf" });
  }
  for (const { sourceId, fileKey, asset } of files) {
    const bytes = await readFile(path.join(ASSETS, asset));
    await runtime.storage.put(fileKey, bytes);
    await db.update(vemoSources).set({ fileKey, fileSize: bytes.length }).where(eq(vemoSources.id, sourceId));
    await processSource({ db, storage: runtime.storage, config: runtime.config, sourceId });
  }
  return vemo;
}

/** A batch of unique links made the way the share dialog makes them, so /bulk-uploads lists it. */
async function addUniqueLinks(
  runtime: Runtime,
  company: CompanyRow,
  vemo: VemoRow,
  body: Omit<BulkShareBody, "vemoId">,
): Promise<ShareLinkRow[]> {
  const input = BulkShareBody.parse({ ...body, vemoId: vemo.id });
  const { customers } = await createUniqueLinks({
    db: runtime.database.db,
    company,
    userId: company.ownerUserId,
    input,
  });
  return customers.map(({ link, clientName, clientEmail, clientCompany }) => ({
    id: link.id,
    vemoId: vemo.id,
    companyId: company.id,
    token: link.token,
    kind: "unique",
    clientName,
    clientEmail,
    clientCompany,
    disabledAt: null,
    expiresAt: null,
    passcodeHash: null,
    verifyEmail: false,
    createdByUserId: company.ownerUserId,
    createdAt: new Date(),
  }));
}

/** One visit of a link: a session of `activeSeconds` and its questions, answered by the real engine. */
async function recordVisit(
  runtime: Runtime,
  visit: {
    link: ShareLinkRow;
    visitorKey?: string;
    startedAt: Date;
    activeSeconds: number;
    questions: readonly string[];
  },
): Promise<void> {
  const { db } = runtime.database;
  const viewer = await insertViewer(db, {
    link: visit.link,
    visitorKey: visit.visitorKey,
    firstSeenAt: visit.startedAt,
  });
  const session = await insertViewerSession(db, {
    viewer,
    startedAt: visit.startedAt,
    activeSeconds: visit.activeSeconds,
    ended: true,
  });
  const style = await readAnswerStyle({ db, companyId: visit.link.companyId });
  for (const [i, question] of visit.questions.entries()) {
    const answer = await answerVemoQuestion({
      runtime,
      vemo: { id: visit.link.vemoId, companyId: visit.link.companyId },
      question,
      style,
    });
    await insertViewerQuestion(db, {
      session,
      question,
      answer: answer.text,
      isAnswered: answer.isAnswered,
      videoUrl: answer.videoUrl,
      startSeconds: answer.start,
      askedAt: new Date(visit.startedAt.getTime() + (i + 1) * 10_000),
    });
  }
}
