// Rows written straight to the database, each with the minimal valid graph of parents, for the
// integration tests and `npm run db:seed` (the API paths that create them have their own tests).
// Each factory takes the database and one options object; anything not given gets a plausible value.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { newShareToken } from "../modules/sharing/share-token.ts";
import type { Db } from "../platform/db/database.ts";
import {
  companies,
  contentChunks,
  shareLinks,
  users,
  vemoSources,
  vemos,
  viewerQuestions,
  viewers,
  viewerSessions,
} from "../platform/db/schema.ts";

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type VemoRow = typeof vemos.$inferSelect;
export type SourceRow = typeof vemoSources.$inferSelect;
export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type ViewerRow = typeof viewers.$inferSelect;
export type ViewerSessionRow = typeof viewerSessions.$inferSelect;
export type ViewerQuestionRow = typeof viewerQuestions.$inferSelect;

export type Cue = [start: number, end: number, text: string];
export type ChunkValues = { text: string; startSeconds?: number; endSeconds?: number; page?: number; heading?: string };

export const videoChunks = (cues: readonly Cue[]): ChunkValues[] =>
  cues.map(([startSeconds, endSeconds, text]) => ({ text, startSeconds, endSeconds }));

function stored<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`${what} was not stored`);
  return row;
}

export async function insertUser(db: Db, values: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ email: `owner-${randomUUID()}@example.com`, firstName: "Ada", lastName: "Lovelace", ...values })
    .returning();
  return stored(row, "user");
}

/** An organisation, with a new owner unless `ownerUserId` names one. */
export async function insertCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}): Promise<CompanyRow> {
  const ownerUserId = values.ownerUserId ?? (await insertUser(db)).id;
  const [row] = await db
    .insert(companies)
    .values({ name: "Acme Demos", ...values, ownerUserId })
    .returning();
  return stored(row, "company");
}

export async function insertVemo(
  db: Db,
  values: Partial<typeof vemos.$inferInsert> & { companyId: string },
): Promise<VemoRow> {
  const [row] = await db
    .insert(vemos)
    .values({ title: "Product tour", ...values })
    .returning();
  return stored(row, "vemo");
}

type SourceOptions = {
  vemo: Pick<VemoRow, "id" | "companyId">;
  kind: "video" | "website" | "document";
  url: string;
  values?: Partial<typeof vemoSources.$inferInsert>;
};

/** A source as the owner added it, not yet processed. */
export async function insertSource(db: Db, { vemo, kind, url, values }: SourceOptions): Promise<SourceRow> {
  const [row] = await db
    .insert(vemoSources)
    .values({ vemoId: vemo.id, companyId: vemo.companyId, kind, url, title: url, ...values })
    .returning();
  return stored(row, "source");
}

/** A source that processing has finished, with its chunks. */
export async function insertProcessedSource(
  db: Db,
  options: SourceOptions & { chunks: readonly ChunkValues[] },
): Promise<SourceRow> {
  const source = await insertSource(db, {
    ...options,
    values: {
      position: 1,
      videoType: options.kind === "video" ? "youtube" : null,
      status: "ready",
      processedAt: new Date(),
      ...options.values,
    },
  });
  await appendChunks(db, source, options.chunks);
  return source;
}

/** More chunks for a source, after the ones it has (as if it had been processed again with more content). */
export async function appendChunks(
  db: Db,
  source: Pick<SourceRow, "id" | "vemoId">,
  chunks: readonly ChunkValues[],
): Promise<void> {
  if (chunks.length === 0) return;
  // As processing does, the source's content becomes a new generation of its chunks.
  const [row] = await db
    .select({ generation: vemoSources.chunkGeneration })
    .from(vemoSources)
    .where(eq(vemoSources.id, source.id));
  const generation = row!.generation + 1;
  const existing = await db
    .update(contentChunks)
    .set({ generation })
    .where(eq(contentChunks.sourceId, source.id))
    .returning({ id: contentChunks.id });
  await db.insert(contentChunks).values(
    chunks.map((chunk, i) => ({
      ...chunk,
      position: existing.length + i,
      generation,
      sourceId: source.id,
      vemoId: source.vemoId,
    })),
  );
  await db.update(vemoSources).set({ chunkGeneration: generation }).where(eq(vemoSources.id, source.id));
}

export type Prospect = { name: string; email: string; company: string };

/** The Vemo's public link, or with `prospect` a unique link for that person. */
export async function insertShareLink(
  db: Db,
  options: {
    vemo: Pick<VemoRow, "id" | "companyId">;
    prospect?: Prospect;
    values?: Partial<typeof shareLinks.$inferInsert>;
  },
): Promise<ShareLinkRow> {
  const { vemo, prospect } = options;
  const kind = prospect ? "unique" : "public";
  const client = prospect
    ? { clientName: prospect.name, clientEmail: prospect.email.toLowerCase(), clientCompany: prospect.company }
    : {};
  const [row] = await db
    .insert(shareLinks)
    .values({
      vemoId: vemo.id,
      companyId: vemo.companyId,
      token: newShareToken(),
      kind,
      ...client,
      ...options.values,
    })
    .returning();
  return stored(row, "share link");
}

/** A person watching through a link: its prospect, or with `visitorKey` one visitor of a public link. */
export async function insertViewer(
  db: Db,
  options: { link: Pick<ShareLinkRow, "id" | "vemoId" | "companyId">; visitorKey?: string; firstSeenAt?: Date },
): Promise<ViewerRow> {
  const { link } = options;
  const seenAt = options.firstSeenAt ?? new Date();
  const [row] = await db
    .insert(viewers)
    .values({
      shareLinkId: link.id,
      vemoId: link.vemoId,
      companyId: link.companyId,
      visitorKey: options.visitorKey ?? "",
      firstSeenAt: seenAt,
      lastSeenAt: seenAt,
    })
    .returning();
  return stored(row, "viewer");
}

/** One page load of the viewer's link at `startedAt`, visible for `activeSeconds`; the viewer's totals include it. */
export async function insertViewerSession(
  db: Db,
  options: { viewer: ViewerRow; startedAt: Date; activeSeconds?: number; ended?: boolean },
): Promise<ViewerSessionRow> {
  const { viewer, startedAt } = options;
  const activeSeconds = options.activeSeconds ?? 0;
  const lastSeenAt = new Date(startedAt.getTime() + activeSeconds * 1000);
  const [row] = await db
    .insert(viewerSessions)
    .values({
      shareLinkId: viewer.shareLinkId,
      viewerId: viewer.id,
      vemoId: viewer.vemoId,
      companyId: viewer.companyId,
      startedAt,
      lastSeenAt,
      activeSeconds,
      endedAt: options.ended ? lastSeenAt : null,
    })
    .returning();
  await db
    .update(viewers)
    .set({
      activeSeconds: sql`${viewers.activeSeconds} + ${activeSeconds}`,
      firstSeenAt: sql`least(${viewers.firstSeenAt}, ${startedAt.toISOString()}::timestamptz)`,
      lastSeenAt: sql`greatest(${viewers.lastSeenAt}, ${lastSeenAt.toISOString()}::timestamptz)`,
    })
    .where(eq(viewers.id, viewer.id));
  return stored(row, "viewer session");
}

/** A question asked during a session, with the answer it got; the viewer's question count includes it. */
export async function insertViewerQuestion(
  db: Db,
  options: {
    session: ViewerSessionRow;
    question: string;
    answer: string;
    isAnswered?: boolean;
    videoUrl?: string | null;
    startSeconds?: number;
    askedAt?: Date;
  },
): Promise<ViewerQuestionRow> {
  const { session } = options;
  const [row] = await db
    .insert(viewerQuestions)
    .values({
      sessionId: session.id,
      shareLinkId: session.shareLinkId,
      viewerId: session.viewerId,
      vemoId: session.vemoId,
      companyId: session.companyId,
      question: options.question,
      answer: options.answer,
      isAnswered: options.isAnswered ?? true,
      videoUrl: options.videoUrl ?? null,
      startSeconds: options.startSeconds ?? 0,
      createdAt: options.askedAt ?? session.lastSeenAt,
    })
    .returning();
  await db
    .update(viewers)
    .set({ questionCount: sql`${viewers.questionCount} + 1` })
    .where(eq(viewers.id, session.viewerId));
  return stored(row, "viewer question");
}
