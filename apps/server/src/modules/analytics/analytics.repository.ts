import { and, count, countDistinct, desc, eq, isNotNull, max, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { shareLinks, vemos, viewerQuestions, viewerSessions } from "../../platform/db/schema.ts";

// Every query is scoped by the organisation that owns the share links.

export type ViewerTotals = { sessionCount: number; questionCount: number; sessionsWithQuestions: number };

export async function countViewerActivity(db: Db, companyId: string): Promise<ViewerTotals> {
  const [sessions] = await db.select({ value: count() }).from(viewerSessions).where(eq(viewerSessions.companyId, companyId));
  const [questions] = await db
    .select({ total: count(), sessions: countDistinct(viewerQuestions.sessionId) })
    .from(viewerQuestions)
    .where(eq(viewerQuestions.companyId, companyId));
  return { sessionCount: sessions?.value ?? 0, questionCount: questions?.total ?? 0, sessionsWithQuestions: questions?.sessions ?? 0 };
}

export type LinkActivityRow = {
  token: string;
  clientName: string | null;
  clientEmail: string | null;
  clientCompany: string | null;
  vemoTitle: string;
  questionCount: number;
  lastActivityAt: Date | null;
};

/** The organisation's share links with at least one view or question, the latest activity first. */
export async function listLinkActivity(db: Db, options: { companyId: string; limit: number }): Promise<LinkActivityRow[]> {
  const { companyId } = options;
  const questions = db
    .select({
      shareLinkId: viewerQuestions.shareLinkId,
      questionCount: count().as("question_count"),
      lastAskedAt: max(viewerQuestions.createdAt).as("last_asked_at"),
    })
    .from(viewerQuestions)
    .where(eq(viewerQuestions.companyId, companyId))
    .groupBy(viewerQuestions.shareLinkId)
    .as("questions");
  const sessions = db
    .select({ shareLinkId: viewerSessions.shareLinkId, lastSeenAt: max(viewerSessions.lastSeenAt).as("last_seen_at") })
    .from(viewerSessions)
    .where(eq(viewerSessions.companyId, companyId))
    .groupBy(viewerSessions.shareLinkId)
    .as("sessions");
  // greatest() skips nulls: a link may have views without questions or (without a session) questions only.
  const lastActivityAt = sql`greatest(${questions.lastAskedAt}, ${sessions.lastSeenAt})`;
  return db
    .select({
      token: shareLinks.token,
      clientName: shareLinks.clientName,
      clientEmail: shareLinks.clientEmail,
      clientCompany: shareLinks.clientCompany,
      vemoTitle: vemos.title,
      questionCount: sql<number>`coalesce(${questions.questionCount}, 0)`.mapWith(Number),
      lastActivityAt: lastActivityAt.mapWith(viewerSessions.lastSeenAt),
    })
    .from(shareLinks)
    .innerJoin(vemos, eq(vemos.id, shareLinks.vemoId))
    .leftJoin(questions, eq(questions.shareLinkId, shareLinks.id))
    .leftJoin(sessions, eq(sessions.shareLinkId, shareLinks.id))
    .where(and(eq(shareLinks.companyId, companyId), or(isNotNull(questions.shareLinkId), isNotNull(sessions.shareLinkId))))
    .orderBy(desc(lastActivityAt), desc(shareLinks.createdAt))
    .limit(options.limit);
}
