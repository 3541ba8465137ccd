import { and, count, countDistinct, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { companySettings, vemos, viewerQuestions, viewers, viewerSessions } from "../../platform/db/schema.ts";
import type { ViewerQuestionRow } from "../viewer-sessions/viewer-sessions.repository.ts";

/** How many questions the session has: only its first one schedules the later questions notice. */
export async function countSessionQuestions(
  db: Db,
  options: { sessionId: string; companyId: string },
): Promise<number> {
  const [row] = await db
    .select({ questions: count() })
    .from(viewerQuestions)
    .where(and(eq(viewerQuestions.sessionId, options.sessionId), eq(viewerQuestions.companyId, options.companyId)));
  return row?.questions ?? 0;
}

export function listSessionQuestions(
  db: Db,
  options: { sessionId: string; companyId: string },
): Promise<ViewerQuestionRow[]> {
  return db
    .select()
    .from(viewerQuestions)
    .where(and(eq(viewerQuestions.sessionId, options.sessionId), eq(viewerQuestions.companyId, options.companyId)))
    .orderBy(viewerQuestions.createdAt);
}

/** Takes the session's one questions notice; false when it was taken already. */
export async function claimQuestionsNotice(
  db: Db,
  options: { sessionId: string; companyId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(viewerSessions)
    .set({ questionsNoticeSentAt: options.now })
    .where(
      and(
        eq(viewerSessions.id, options.sessionId),
        eq(viewerSessions.companyId, options.companyId),
        isNull(viewerSessions.questionsNoticeSentAt),
      ),
    )
    .returning({ id: viewerSessions.id });
  return rows.length > 0;
}

/** Gives the notice back when it could not be queued, so a retry may send it. */
export async function releaseQuestionsNotice(db: Db, options: { sessionId: string; companyId: string }): Promise<void> {
  await db
    .update(viewerSessions)
    .set({ questionsNoticeSentAt: null })
    .where(and(eq(viewerSessions.id, options.sessionId), eq(viewerSessions.companyId, options.companyId)));
}

/** Takes the session's one engagement alert once its viewer's engagement score reached `minScore`; false otherwise or when taken already. */
export async function claimEngagementAlert(
  db: Db,
  options: { sessionId: string; companyId: string; now: Date; minScore: number },
): Promise<boolean> {
  const viewerScore = sql`(select ${viewers.engagementScore} from ${viewers} where ${viewers.id} = ${viewerSessions.viewerId})`;
  const rows = await db
    .update(viewerSessions)
    .set({ engagementAlertSentAt: options.now })
    .where(
      and(
        eq(viewerSessions.id, options.sessionId),
        eq(viewerSessions.companyId, options.companyId),
        isNull(viewerSessions.engagementAlertSentAt),
        sql`${viewerScore} >= ${options.minScore}`,
      ),
    )
    .returning({ id: viewerSessions.id });
  return rows.length > 0;
}

/** Organisations that turned the Daily Activity Digest on. Across organisations: the digest's scheduler. */
export async function listDigestCompanyIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ companyId: companySettings.companyId })
    .from(companySettings)
    .where(sql`${companySettings.settings} -> 'notifications' ->> 'dailyDigest' = 'true'`);
  return rows.map((row) => row.companyId);
}

export type DigestWindow = { companyId: string; from: Date; to: Date };

export async function countDigestActivity(
  db: Db,
  window: DigestWindow,
): Promise<{ views: number; prospects: number; questions: number }> {
  const [sessions] = await db
    .select({ views: count(), prospects: countDistinct(viewerSessions.viewerId) })
    .from(viewerSessions)
    .where(
      and(
        eq(viewerSessions.companyId, window.companyId),
        gte(viewerSessions.startedAt, window.from),
        lt(viewerSessions.startedAt, window.to),
      ),
    );
  const [questions] = await db.select({ questions: count() }).from(viewerQuestions).where(questionsIn(window));
  return { views: sessions?.views ?? 0, prospects: sessions?.prospects ?? 0, questions: questions?.questions ?? 0 };
}

/** The most asked questions, told apart regardless of case and surrounding spaces. */
export async function listTopQuestions(
  db: Db,
  window: DigestWindow & { limit: number },
): Promise<{ text: string; count: number }[]> {
  const key = sql`lower(trim(${viewerQuestions.question}))`;
  const asked = count();
  return db
    .select({ text: sql<string>`min(trim(${viewerQuestions.question}))`, count: asked })
    .from(viewerQuestions)
    .where(questionsIn(window))
    .groupBy(key)
    .orderBy(desc(asked), key)
    .limit(window.limit);
}

export function listUnansweredQuestions(db: Db, window: DigestWindow & { limit: number }) {
  return db
    .select({ text: viewerQuestions.question, vemoTitle: vemos.title })
    .from(viewerQuestions)
    .innerJoin(vemos, eq(vemos.id, viewerQuestions.vemoId))
    .where(and(questionsIn(window), eq(viewerQuestions.isAnswered, false)))
    .orderBy(desc(viewerQuestions.createdAt))
    .limit(window.limit);
}

function questionsIn(window: DigestWindow) {
  return and(
    eq(viewerQuestions.companyId, window.companyId),
    gte(viewerQuestions.createdAt, window.from),
    lt(viewerQuestions.createdAt, window.to),
  );
}
