import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { dailyActivity, videoSecondTotals, videoViewTotals } from "../../platform/db/schema.ts";

// Totals added up as viewer events happen, so the retention chart and the daily overview read a few
// rows instead of every session or question (docs/analytics.md).

/** The UTC day of a moment, as the daily rows key it. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Adds to one organisation's day. */
export async function addDailyActivity(
  db: Db,
  options: {
    companyId: string;
    day: string;
    views?: number;
    questions?: number;
    endedSessions?: number;
    watchedPercentSum?: number;
  },
): Promise<void> {
  const added = {
    views: options.views ?? 0,
    questions: options.questions ?? 0,
    endedSessions: options.endedSessions ?? 0,
    watchedPercentSum: options.watchedPercentSum ?? 0,
  };
  await db
    .insert(dailyActivity)
    .values({ companyId: options.companyId, day: options.day, ...added })
    .onConflictDoUpdate({
      target: [dailyActivity.companyId, dailyActivity.day],
      set: {
        views: sql`${dailyActivity.views} + excluded.views`,
        questions: sql`${dailyActivity.questions} + excluded.questions`,
        endedSessions: sql`${dailyActivity.endedSessions} + excluded.ended_sessions`,
        watchedPercentSum: sql`${dailyActivity.watchedPercentSum} + excluded.watched_percent_sum`,
      },
    });
}

/** The organisation's days from `fromDay` on, oldest first (days without activity have no row). */
export function listDailyActivity(db: Db, options: { companyId: string; fromDay: string }) {
  return db
    .select()
    .from(dailyActivity)
    .where(and(eq(dailyActivity.companyId, options.companyId), gte(dailyActivity.day, options.fromDay)))
    .orderBy(asc(dailyActivity.day));
}

/**
 * One ended session's seconds of one video: each listed second gets a view, those also in
 * `replayed` a replay, and the video one more view in all. One statement per table, whatever the
 * video's length.
 */
export async function addVideoViews(
  db: Db,
  options: { vemoId: string; sourceId: string; seconds: number[]; replayed: number[] },
): Promise<void> {
  const { vemoId, sourceId } = options;
  const replayed = new Set(options.replayed);
  const counts = [...new Set(options.seconds)].map((second) => [second, 1, replayed.has(second) ? 1 : 0]);
  if (counts.length === 0) return;
  await db.execute(sql`
    insert into ${videoSecondTotals} (vemo_id, source_id, second, views, replays)
    select ${vemoId}::uuid, ${sourceId}::uuid, (item->>0)::int, (item->>1)::int, (item->>2)::int
    from jsonb_array_elements(${JSON.stringify(counts)}::jsonb) as item
    on conflict (vemo_id, source_id, second) do update
    set views = ${videoSecondTotals.views} + excluded.views, replays = ${videoSecondTotals.replays} + excluded.replays`);
  await db
    .insert(videoViewTotals)
    .values({ sourceId, vemoId, views: 1 })
    .onConflictDoUpdate({ target: videoViewTotals.sourceId, set: { views: sql`${videoViewTotals.views} + 1` } });
}

/** A question whose answer pointed at this second of the video. */
export async function addVideoQuestion(db: Db, options: { vemoId: string; sourceId: string; second: number }) {
  await db
    .insert(videoSecondTotals)
    .values({ ...options, questions: 1 })
    .onConflictDoUpdate({
      target: [videoSecondTotals.vemoId, videoSecondTotals.sourceId, videoSecondTotals.second],
      set: { questions: sql`${videoSecondTotals.questions} + 1` },
    });
}

/** A Vemo's per-second totals, by video then second. */
export function listVideoSecondTotals(db: Db, vemoId: string) {
  return db
    .select({
      sourceId: videoSecondTotals.sourceId,
      second: videoSecondTotals.second,
      views: videoSecondTotals.views,
      replays: videoSecondTotals.replays,
      questions: videoSecondTotals.questions,
    })
    .from(videoSecondTotals)
    .where(eq(videoSecondTotals.vemoId, vemoId))
    .orderBy(asc(videoSecondTotals.sourceId), asc(videoSecondTotals.second));
}

/** How many ended sessions played each of these videos. */
export async function listVideoViewTotals(db: Db, sourceIds: string[]): Promise<Map<string, number>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .select({ sourceId: videoViewTotals.sourceId, views: videoViewTotals.views })
    .from(videoViewTotals)
    .where(inArray(videoViewTotals.sourceId, sourceIds));
  return new Map(rows.map((row) => [row.sourceId, row.views]));
}
