import {
  listDailyActivity,
  listVideoSecondTotals,
  utcDay,
} from "../apps/server/src/modules/analytics/activity-totals.repository.ts";
import type { Benchmark } from "./benchmarks.ts";
import { withSeededApp, type ExecuteSql } from "./seeded-app.ts";

const SESSIONS = 100_000;
const VIDEO_SECONDS = 600;
const QUESTIONS = 1_000_000;
const REQUESTS = 200;
/** The target for both figures. */
const TARGET_P95_MS = 150;

/**
 * The retention chart of a Vemo with 100,000 ended sessions of a 10-minute video, and /overview's
 * daily charts of an organisation with 1,000,000 questions over 90 days, over real HTTP on
 * PostgreSQL. The sessions, ranges and questions are stored as the share page's calls store them,
 * and the totals as the activity-totals subscriber adds them up (here in one pass over those rows).
 * `node scripts/with-postgres.mjs npm run bench -- watch-depth`.
 */
export const watchDepth: Benchmark = {
  name: "watch-depth",
  description: `retention of a Vemo with ${SESSIONS.toLocaleString("en-US")} sessions and the daily overview with ${QUESTIONS.toLocaleString("en-US")} questions, over HTTP on PostgreSQL, ${REQUESTS} requests each`,
  run: () =>
    withSeededApp({ name: "watch-depth", requests: REQUESTS, seed }, async ({ measure, explain, db, companyId }) => {
      const target = { targetP95Ms: TARGET_P95_MS };
      await measure(
        `retention (${SESSIONS.toLocaleString("en-US")} sessions)`,
        () => `/api/analytics/vemos/${VEMO_ID}/retention`,
        target,
      );
      await explain("its per-second totals", listVideoSecondTotals(db, VEMO_ID));
      for (const days of [30, 90]) {
        await measure(
          `daily overview, ${days} days (${QUESTIONS.toLocaleString("en-US")} questions)`,
          () => `/api/analytics/overview/daily?days=${days}`,
          target,
        );
        const fromDay = utcDay(new Date(Date.now() - (days - 1) * 24 * 60 * 60 * 1000));
        await explain("its days", listDailyActivity(db, { companyId, fromDay }));
      }
    }),
};

const VEMO_ID = "00000000-0000-4000-8000-000000000001";
const SOURCE_ID = "00000000-0000-4000-8000-000000000002";
const LINK_ID = "00000000-0000-4000-8000-000000000003";
const VIDEO_URL = "https://www.youtube.com/watch?v=CCCCCCCCCCC";

/**
 * Set-based seeding: one public link whose visitor i watched from 0 to a point that falls with i
 * (some seek back over a stretch and replay it), asked questions spread over 90 days.
 */
async function seed(executeSql: ExecuteSql, companyId: string) {
  await executeSql(`insert into vemos (id, company_id, title) values ($1, $2, 'Product tour')`, [VEMO_ID, companyId]);
  await executeSql(
    `insert into vemo_sources (id, vemo_id, company_id, kind, url, title, video_type, status, duration_seconds)
     values ($1, $2, $3, 'video', $4, 'Tour', 'youtube', 'ready', ${VIDEO_SECONDS})`,
    [SOURCE_ID, VEMO_ID, companyId, VIDEO_URL],
  );
  await executeSql(
    `insert into share_links (id, vemo_id, company_id, token, kind) values ($1, $2, $3, 'bench-public', 'public')`,
    [LINK_ID, VEMO_ID, companyId],
  );
  await executeSql(
    `insert into viewers (id, share_link_id, vemo_id, company_id, visitor_key, visit_count, watched_percent, active_seconds)
     select md5('viewer' || i)::uuid, $1, $2, $3, 'visitor-' || i, 1, (i * 37) % 101, 120
     from generate_series(1, ${SESSIONS}) i`,
    [LINK_ID, VEMO_ID, companyId],
  );
  await executeSql(
    `insert into viewer_sessions (id, share_link_id, viewer_id, vemo_id, company_id, started_at, last_seen_at, ended_at, active_seconds, watched_percent)
     select md5('session' || i)::uuid, $1, md5('viewer' || i)::uuid, $2, $3,
            now() - (i % 90) * interval '1 day', now() - (i % 90) * interval '1 day' + interval '2 minutes',
            now() - (i % 90) * interval '1 day' + interval '2 minutes', 120, (i * 37) % 101
     from generate_series(1, ${SESSIONS}) i`,
    [LINK_ID, VEMO_ID, companyId],
  );
  const watchedTo = `(10 + (i * 37) % ${VIDEO_SECONDS - 10})`;
  await executeSql(
    `insert into viewer_session_videos (session_id, source_id, viewer_id, ranges, replayed)
     select md5('session' || i)::uuid, $1, md5('viewer' || i)::uuid,
            jsonb_build_array(jsonb_build_array(0, ${watchedTo})),
            case when i % 5 = 0 then jsonb_build_array(jsonb_build_array(${watchedTo} / 2, ${watchedTo} / 2 + 5)) else '[]'::jsonb end
     from generate_series(1, ${SESSIONS}) i`,
    [SOURCE_ID],
  );
  await executeSql(
    `insert into viewer_questions (share_link_id, viewer_id, vemo_id, company_id, question, answer, video_url, start_seconds, created_at)
     select $1, md5('viewer' || (q % ${SESSIONS} + 1))::uuid, $2, $3, 'Question ' || q, 'An answer.', $4, (q * 13) % ${VIDEO_SECONDS},
            now() - (q % 90) * interval '1 day' - (q % 1440) * interval '1 minute'
     from generate_series(1, ${QUESTIONS}) q`,
    [LINK_ID, VEMO_ID, companyId, VIDEO_URL],
  );
  // The totals the activity-totals subscriber keeps, added up from the same rows.
  await executeSql(
    `insert into video_second_totals (vemo_id, source_id, second, views, replays, questions)
     select $1, $2, s, count(*) filter (where s < (r.ranges->0->>1)::numeric),
            count(*) filter (where jsonb_array_length(r.replayed) > 0 and s >= (r.replayed->0->>0)::numeric and s < (r.replayed->0->>1)::numeric), 0
     from viewer_session_videos r, generate_series(0, ${VIDEO_SECONDS - 1}) s
     where r.source_id = $2 group by s`,
    [VEMO_ID, SOURCE_ID],
  );
  await executeSql(
    `update video_second_totals t set questions = q.count
     from (select floor(start_seconds)::int as second, count(*) as count from viewer_questions where vemo_id = $1 group by 1) q
     where t.vemo_id = $1 and t.second = q.second`,
    [VEMO_ID],
  );
  await executeSql(`insert into video_view_totals (source_id, vemo_id, views) values ($1, $2, ${SESSIONS})`, [
    SOURCE_ID,
    VEMO_ID,
  ]);
  await executeSql(
    `insert into daily_activity (company_id, day, views, questions, ended_sessions, watched_percent_sum)
     select $1, day, coalesce(s.views, 0), coalesce(q.questions, 0), coalesce(s.views, 0), coalesce(s.watched, 0)
     from (select (started_at at time zone 'UTC')::date as day, count(*) as views, sum(watched_percent) as watched
           from viewer_sessions where company_id = $1 group by 1) s
     full join (select (created_at at time zone 'UTC')::date as day, count(*) as questions
           from viewer_questions where company_id = $1 group by 1) q using (day)`,
    [companyId],
  );
}
