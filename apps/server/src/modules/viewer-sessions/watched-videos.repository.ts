import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { WatchedRange } from "@vemo/shared/rules/watched-ranges";
import type { Db } from "../../platform/db/database.ts";
import { vemoSources, viewers, viewerSessions, viewerSessionVideos } from "../../platform/db/schema.ts";

/** A video of a Vemo as watch depth needs it; `durationSeconds` null while nobody knows its length. */
export type VemoVideo = { id: string; url: string; durationSeconds: number | null };

export type SessionVideoRow = typeof viewerSessionVideos.$inferSelect;

/** The Vemo's videos in their order. */
export function listVemoVideos(db: Db, vemoId: string): Promise<VemoVideo[]> {
  return db
    .select({ id: vemoSources.id, url: vemoSources.url, durationSeconds: vemoSources.durationSeconds })
    .from(vemoSources)
    .where(and(eq(vemoSources.vemoId, vemoId), eq(vemoSources.kind, "video")))
    .orderBy(asc(vemoSources.position), asc(vemoSources.createdAt));
}

/** Keeps the length a player reported for a video whose host told none; a known length is never changed. */
export async function learnVideoDuration(db: Db, options: { sourceId: string; seconds: number }): Promise<void> {
  await db
    .update(vemoSources)
    .set({ durationSeconds: options.seconds })
    .where(and(eq(vemoSources.id, options.sourceId), isNull(vemoSources.durationSeconds)));
}

/**
 * Changes one session's record of one video with `update`, the row locked meanwhile so two reports
 * of the same session (a heartbeat racing the goodbye) each add their own part.
 */
export async function updateSessionVideo(
  db: Db,
  key: { sessionId: string; sourceId: string; viewerId: string },
  update: (current: { ranges: WatchedRange[]; replayed: WatchedRange[] }) => {
    ranges: WatchedRange[];
    replayed: WatchedRange[];
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(viewerSessionVideos)
      .values({ ...key, ranges: [], replayed: [] })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ ranges: viewerSessionVideos.ranges, replayed: viewerSessionVideos.replayed })
      .from(viewerSessionVideos)
      .where(and(eq(viewerSessionVideos.sessionId, key.sessionId), eq(viewerSessionVideos.sourceId, key.sourceId)))
      .for("update");
    if (!row) return;
    await tx
      .update(viewerSessionVideos)
      .set(update(row))
      .where(and(eq(viewerSessionVideos.sessionId, key.sessionId), eq(viewerSessionVideos.sourceId, key.sourceId)));
  });
}

/** Every session's record of every video of one viewer. */
export function listViewerVideos(db: Db, viewerId: string): Promise<SessionVideoRow[]> {
  return db.select().from(viewerSessionVideos).where(eq(viewerSessionVideos.viewerId, viewerId));
}

/** One session's record of each video it played. */
export function listSessionVideos(db: Db, sessionId: string): Promise<SessionVideoRow[]> {
  return db.select().from(viewerSessionVideos).where(eq(viewerSessionVideos.sessionId, sessionId));
}

export async function saveSessionWatchedPercent(db: Db, options: { sessionId: string; percent: number }) {
  await db
    .update(viewerSessions)
    .set({ watchedPercent: options.percent })
    .where(eq(viewerSessions.id, options.sessionId));
}

/** The viewer's figures the engagement score is made of. */
export async function findViewerSignals(db: Db, viewerId: string) {
  const [row] = await db
    .select({
      watchedPercent: viewers.watchedPercent,
      questionCount: viewers.questionCount,
      visitCount: viewers.visitCount,
    })
    .from(viewers)
    .where(eq(viewers.id, viewerId));
  return row ?? null;
}

/** Sets what is given of a viewer's watched percent and engagement score. */
export async function saveViewerEngagement(
  db: Db,
  options: { viewerId: string; watchedPercent?: number; engagementScore: number },
) {
  await db
    .update(viewers)
    .set({
      engagementScore: options.engagementScore,
      ...(options.watchedPercent === undefined ? {} : { watchedPercent: options.watchedPercent }),
    })
    .where(eq(viewers.id, options.viewerId));
}

/** Viewers' new engagement scores, in one statement, given in id order so that two such statements meet rows in one order. */
export async function saveEngagementScores(
  db: Db,
  scores: readonly { viewerId: string; engagementScore: number }[],
): Promise<void> {
  const moved = [...scores]
    .sort((a, b) => a.viewerId.localeCompare(b.viewerId))
    .map((score) => sql`(${score.viewerId}::uuid, ${score.engagementScore}::int)`);
  await db.execute(sql`
    update ${viewers} set engagement_score = moved.score
    from (values ${sql.join(moved, sql`, `)}) as moved (id, score)
    where ${viewers}.id = moved.id`);
}

/** One more visit of the viewer (a page load); the viewer's signals after it. */
export async function countViewerVisit(db: Db, viewerId: string) {
  const [row] = await db
    .update(viewers)
    .set({ visitCount: sql`${viewers.visitCount} + 1` })
    .where(eq(viewers.id, viewerId))
    .returning({
      watchedPercent: viewers.watchedPercent,
      questionCount: viewers.questionCount,
      visitCount: viewers.visitCount,
    });
  return row ?? null;
}
