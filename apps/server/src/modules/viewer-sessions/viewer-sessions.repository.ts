import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { shareLinks, vemos, viewerQuestions, viewers, viewerSessions } from "../../platform/db/schema.ts";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";

export type ViewerRow = typeof viewers.$inferSelect;
export type ViewerSessionRow = typeof viewerSessions.$inferSelect;
export type ViewerQuestionRow = typeof viewerQuestions.$inferSelect;

type ViewerKey = { shareLinkId: string; vemoId: string; companyId: string | null; visitorKey: string };

/** The viewer of a link with this visitor key, created on first sight (two racing calls get the same row). */
export async function ensureViewer(db: Db, key: ViewerKey & { now: Date }): Promise<ViewerRow> {
  const [row] = await db
    .insert(viewers)
    .values({ ...key, firstSeenAt: key.now, lastSeenAt: key.now })
    .onConflictDoUpdate({
      target: [viewers.shareLinkId, viewers.visitorKey],
      set: { lastSeenAt: sql`greatest(${viewers.lastSeenAt}, excluded.last_seen_at)` },
    })
    .returning();
  if (!row) throw new Error("viewer was not stored");
  return row;
}

export async function insertViewerSession(
  db: Db,
  values: typeof viewerSessions.$inferInsert,
): Promise<ViewerSessionRow> {
  const [row] = await db.insert(viewerSessions).values(values).returning();
  if (!row) throw new Error("viewer session was not stored");
  return row;
}

/**
 * Marks a session of the given link as seen at `now`, adding the time since it was last seen to
 * its active time, and its viewer's, when that gap is at most `maxGapSeconds` (a longer gap adds
 * nothing). One statement, so concurrent calls each add only their own part. Returns the
 * session's viewer id, or null when the link has no such session.
 */
export async function extendViewerSession(
  db: Db,
  options: { id: string; shareLinkId: string; now: Date; maxGapSeconds: number },
): Promise<string | null> {
  if (!isUuid(options.id)) return null;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with seen as (
      select id, viewer_id, extract(epoch from (${now} - last_seen_at)) as gap
      from ${viewerSessions}
      where id = ${options.id} and share_link_id = ${options.shareLinkId}
      for update
    ), counted as (
      select id, viewer_id, case when gap between 0 and ${options.maxGapSeconds} then gap else 0 end as added from seen
    ), sessions as (
      update ${viewerSessions} s
      set active_seconds = s.active_seconds + counted.added, last_seen_at = greatest(s.last_seen_at, ${now})
      from counted where s.id = counted.id
      returning s.viewer_id
    )
    update ${viewers} v
    set active_seconds = v.active_seconds + counted.added, last_seen_at = greatest(v.last_seen_at, ${now})
    from counted where v.id = counted.viewer_id
    returning v.id as viewer_id`);
  // Both drivers answer raw SQL with `rows`; drizzle's shared type does not say so.
  const { rows } = result as unknown as { rows: { viewer_id: string }[] };
  return rows[0]?.viewer_id ?? null;
}

type QuestionValues = Omit<typeof viewerQuestions.$inferInsert, "viewerId" | "sessionId"> & { createdAt: Date };
/** A viewer's engagement signals after a question, and the score stored before it. */
type QuestionSignals = { watchedPercent: number; questionCount: number; visitCount: number; engagementScore: number };

/**
 * Stores a viewer's question and counts it on the viewer, in one statement (the question is inserted in a
 * `with` clause); returns the viewer's engagement signals after it and the score stored before.
 */
export async function insertViewerQuestion(
  db: Db,
  values: typeof viewerQuestions.$inferInsert & { createdAt: Date },
): Promise<QuestionSignals> {
  const question = db
    .$with("question")
    .as(db.insert(viewerQuestions).values(values).returning({ id: viewerQuestions.id }));
  const [row] = await db
    .with(question)
    .update(viewers)
    .set({
      questionCount: sql`${viewers.questionCount} + 1`,
      lastSeenAt: sql`greatest(${viewers.lastSeenAt}, ${values.createdAt.toISOString()}::timestamptz)`,
    })
    .where(eq(viewers.id, values.viewerId))
    .returning({
      watchedPercent: viewers.watchedPercent,
      questionCount: viewers.questionCount,
      visitCount: viewers.visitCount,
      engagementScore: viewers.engagementScore,
    });
  if (!row) throw new Error("viewer question was not stored");
  return row;
}

/** A question a visitor asked outside a session, with the link's viewer it belongs to. */
export type VisitorQuestion = { key: ViewerKey; values: QuestionValues };

/**
 * Stores visitors' questions asked outside a session in one statement: each link's viewer for a visitor key is
 * created (a racing call gets the same row) or seen again, counted once for all its questions here, and the questions
 * stored. Viewers are written in key order, so two such statements at once wait for each other rather than deadlock.
 * Returns, in the order given, each question's viewer id and the viewer's engagement signals after that question.
 */
export async function insertVisitorQuestions(
  db: Db,
  asked: readonly VisitorQuestion[],
): Promise<(QuestionSignals & { viewerId: string })[]> {
  const rows = asked.map(
    ({ key, values }, n) => sql`(${n}::int, ${key.shareLinkId}::uuid, ${key.vemoId}::uuid, ${key.companyId}::uuid,
      ${key.visitorKey}::text, ${values.question}::text, ${values.answer}::text, ${values.videoUrl ?? null}::text,
      ${values.startSeconds ?? 0}::real, ${values.isAnswered ?? true}::boolean, ${values.taughtAnswerId ?? null}::uuid,
      ${values.createdAt.toISOString()}::timestamptz)`,
  );
  const result = await db.execute(sql`
    with asked (n, share_link_id, vemo_id, company_id, visitor_key, question, answer, video_url, start_seconds,
      is_answered, taught_answer_id, created_at) as (values ${sql.join(rows, sql`, `)}
    ), viewer as (
      insert into ${viewers} (share_link_id, vemo_id, company_id, visitor_key, question_count, first_seen_at, last_seen_at)
      select share_link_id, vemo_id, company_id, visitor_key, count(*), min(created_at), max(created_at)
      from asked group by share_link_id, vemo_id, company_id, visitor_key order by share_link_id, visitor_key
      on conflict (share_link_id, visitor_key) do update
        set question_count = ${viewers}.question_count + excluded.question_count,
          last_seen_at = greatest(${viewers}.last_seen_at, excluded.last_seen_at)
      returning id, share_link_id, visitor_key, watched_percent, question_count, visit_count, engagement_score
    ), question as (
      insert into ${viewerQuestions} (viewer_id, share_link_id, vemo_id, company_id, question, answer, video_url,
        start_seconds, is_answered, taught_answer_id, created_at)
      select viewer.id, asked.share_link_id, asked.vemo_id, asked.company_id, asked.question, asked.answer,
        asked.video_url, asked.start_seconds, asked.is_answered, asked.taught_answer_id, asked.created_at
      from asked join viewer using (share_link_id, visitor_key) order by asked.n
    )
    select viewer.id as "viewerId", watched_percent as "watchedPercent", visit_count as "visitCount",
      engagement_score as "engagementScore",
      (question_count - count(*) over later)::int as "questionCount"
    from asked join viewer using (share_link_id, visitor_key)
    window later as (partition by viewer.id order by asked.n desc rows between unbounded preceding and 1 preceding)
    order by asked.n`);
  // Both drivers answer raw SQL with `rows`; drizzle's shared type does not say so.
  const stored = (result as unknown as { rows: (QuestionSignals & { viewerId: string })[] }).rows;
  if (stored.length !== asked.length) throw new Error("visitor questions were not stored");
  return stored;
}

/** A viewer session with what the owner's notices and webhooks tell about it. */
export type SessionContext = {
  session: ViewerSessionRow;
  link: ShareLinkRow;
  vemo: { id: string; title: string };
  questionCount: number;
  /** The viewer's engagement score (rules/engagement.ts) as it stands now. */
  engagementScore: number;
};

/** The session's number of questions, in a query over `viewer_sessions`. */
export const sessionQuestionCount = sql<number>`(select count(*)::int from ${viewerQuestions} where ${viewerQuestions.sessionId} = ${viewerSessions.id})`;

/**
 * An organisation's session with its link, Vemo, question count and its viewer's engagement score (a
 * welcome-demo session has no organisation and is never found).
 */
export async function findSessionContext(
  db: Db,
  options: { sessionId: string; companyId: string },
): Promise<SessionContext | null> {
  if (!isUuid(options.sessionId)) return null;
  const [row] = await db
    .select({
      session: viewerSessions,
      link: shareLinks,
      vemo: { id: vemos.id, title: vemos.title },
      questionCount: sessionQuestionCount,
      engagementScore: viewers.engagementScore,
    })
    .from(viewerSessions)
    .innerJoin(shareLinks, eq(shareLinks.id, viewerSessions.shareLinkId))
    .innerJoin(vemos, eq(vemos.id, viewerSessions.vemoId))
    .innerJoin(viewers, eq(viewers.id, viewerSessions.viewerId))
    .where(and(eq(viewerSessions.id, options.sessionId), eq(viewerSessions.companyId, options.companyId)));
  return row ? { ...row, questionCount: Number(row.questionCount) } : null;
}

/** Marks a session of the link ended at `now`, only the first time; its row then, or null. */
export async function markSessionEnded(
  db: Db,
  options: { sessionId: string; shareLinkId: string; now: Date },
): Promise<ViewerSessionRow | null> {
  if (!isUuid(options.sessionId)) return null;
  const [row] = await db
    .update(viewerSessions)
    .set({ endedAt: options.now })
    .where(
      and(
        eq(viewerSessions.id, options.sessionId),
        eq(viewerSessions.shareLinkId, options.shareLinkId),
        isNull(viewerSessions.endedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function hasLinkSession(db: Db, options: { sessionId: string; shareLinkId: string }): Promise<boolean> {
  if (!isUuid(options.sessionId)) return false;
  const rows = await db
    .select({ id: viewerSessions.id })
    .from(viewerSessions)
    .where(and(eq(viewerSessions.id, options.sessionId), eq(viewerSessions.shareLinkId, options.shareLinkId)));
  return rows.length > 0;
}

/**
 * Ends up to `limit` open sessions last seen before `idleBefore`, as of their last sign of life,
 * reading the open-session index; concurrent sweeps skip each other's rows. Across organisations:
 * a maintenance job, not a caller's request.
 */
export async function endIdleSessions(
  db: Db,
  options: { idleBefore: Date; limit: number },
): Promise<ViewerSessionRow[]> {
  const idle = db
    .select({ id: viewerSessions.id })
    .from(viewerSessions)
    .where(and(isNull(viewerSessions.endedAt), lt(viewerSessions.lastSeenAt, options.idleBefore)))
    .orderBy(viewerSessions.lastSeenAt)
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return db
    .update(viewerSessions)
    .set({ endedAt: sql`${viewerSessions.lastSeenAt}` })
    .where(and(sql`${viewerSessions.id} in ${idle}`, isNull(viewerSessions.endedAt)))
    .returning();
}

/**
 * Open sessions whose viewer's engagement score reached `minScore` and whose engagement alert nobody
 * has claimed yet (see the sweep). Across organisations: a maintenance job.
 */
export function listEngagedSessionsWithoutAlert(db: Db, options: { minScore: number; limit: number }) {
  return db
    .select({ id: viewerSessions.id, companyId: viewerSessions.companyId })
    .from(viewerSessions)
    .innerJoin(viewers, eq(viewers.id, viewerSessions.viewerId))
    .where(
      and(
        isNull(viewerSessions.endedAt),
        isNull(viewerSessions.engagementAlertSentAt),
        gte(viewers.engagementScore, options.minScore),
        sql`${viewerSessions.companyId} is not null`,
      ),
    )
    .limit(options.limit);
}
