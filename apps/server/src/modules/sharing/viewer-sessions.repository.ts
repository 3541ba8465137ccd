import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { viewerQuestions, viewerSessions } from "../../platform/db/schema.ts";

export type ViewerSessionRow = typeof viewerSessions.$inferSelect;
export type ViewerQuestionRow = typeof viewerQuestions.$inferSelect;

export async function insertViewerSession(db: Db, values: typeof viewerSessions.$inferInsert): Promise<ViewerSessionRow> {
  const [row] = await db.insert(viewerSessions).values(values).returning();
  if (!row) throw new Error("viewer session was not stored");
  return row;
}

/**
 * Marks a session of the given link as seen at `now`, adding the time since it was last seen to
 * its active time when that gap is at most `maxGapSeconds` (a longer gap adds nothing). One
 * statement, so concurrent calls each add only their own part. False when the link has no such session.
 */
export async function extendViewerSession(
  db: Db,
  options: { id: string; shareLinkId: string; now: Date; maxGapSeconds: number },
): Promise<boolean> {
  if (!isUuid(options.id)) return false;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const gap = sql`extract(epoch from (${now} - ${viewerSessions.lastSeenAt}))`;
  const rows = await db
    .update(viewerSessions)
    .set({
      activeSeconds: sql`${viewerSessions.activeSeconds} + case when ${gap} between 0 and ${options.maxGapSeconds} then ${gap} else 0 end`,
      lastSeenAt: sql`greatest(${viewerSessions.lastSeenAt}, ${now})`,
    })
    .where(and(eq(viewerSessions.id, options.id), eq(viewerSessions.shareLinkId, options.shareLinkId)))
    .returning({ id: viewerSessions.id });
  return rows.length > 0;
}

export async function insertViewerQuestion(db: Db, values: typeof viewerQuestions.$inferInsert): Promise<ViewerQuestionRow> {
  const [row] = await db.insert(viewerQuestions).values(values).returning();
  if (!row) throw new Error("viewer question was not stored");
  return row;
}
