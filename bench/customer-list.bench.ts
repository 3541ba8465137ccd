import type { Benchmark } from "./benchmarks.ts";
import { withSeededApp, type ExecuteSql } from "./seeded-app.ts";

const PROSPECTS = 50_000;
/** Viewers who opened their link but neither asked nor stayed: stored, never listed. */
const IDLE_PROSPECTS = 5_000;
const QUESTIONS_PER_PROSPECT = 20;
const VEMOS = 50;
const REQUESTS = 200;

/**
 * The interactions page against one organisation with 50,000 prospects (unique links, each
 * viewed twice) and 1,000,000 questions on PostgreSQL, over real HTTP:
 * `node scripts/with-postgres.mjs npm run bench -- customer-list`.
 */
export const customerList: Benchmark = {
  name: "customer-list",
  description: `customer list and details over HTTP on PostgreSQL: ${PROSPECTS.toLocaleString("en-US")} prospects, ${(PROSPECTS * QUESTIONS_PER_PROSPECT).toLocaleString("en-US")} questions, ${REQUESTS} requests each`,
  run: () =>
    withSeededApp({ name: "customer-list", requests: REQUESTS, seed }, async ({ measure }) => {
      const searches = [
        "prospect 4242",
        "company 17",
        "ACME",
        "no such customer",
        "@company9.example",
        "product tour 7",
      ];
      await measure("page 1 (10 per page)", () => "/api/analytics/customer-list?page=1&pageSize=10");
      await measure(
        "search (6 terms in turn)",
        (i) =>
          `/api/analytics/customer-list?pageSize=10&search=${encodeURIComponent(searches[Math.abs(i) % searches.length]!)}`,
      );
      await measure("page 500 (10 per page)", () => "/api/analytics/customer-list?page=500&pageSize=10");
      await measure("last page (page 500, 100 per page)", () => "/api/analytics/customer-list?page=500&pageSize=100");
      await measure(
        "most engaged first, page 1",
        () => "/api/analytics/customer-list?page=1&pageSize=10&sort=engagement",
      );
      await measure(
        "details (a different prospect each time)",
        (i) => `/api/analytics/customer-interaction-details/bench-${((Math.abs(i) * 7919) % PROSPECTS) + 1}`,
      );
    }),
};

/**
 * Set-based seeding: ids are derived from the row number (md5 → uuid) so each table is one
 * INSERT … SELECT over generate_series. Prospect i watched Vemo i % 50; a tenth of the answers
 * count as unanswered.
 */
async function seed(executeSql: ExecuteSql, companyId: string) {
  const all = PROSPECTS + IDLE_PROSPECTS;
  await executeSql(
    `insert into vemos (id, company_id, title)
     select md5('vemo' || m)::uuid, $1, 'Product tour ' || m from generate_series(0, ${VEMOS - 1}) m`,
    [companyId],
  );
  await executeSql(
    `insert into share_links (id, vemo_id, company_id, token, kind, client_name, client_email, client_company, created_at)
     select md5('link' || i)::uuid, md5('vemo' || (i % ${VEMOS}))::uuid, $1, 'bench-' || i, 'unique',
            'Prospect ' || i, 'prospect' || i || '@company' || (i % 2000) || '.example', 'Company ' || (i % 2000),
            now() - interval '120 days'
     from generate_series(1, ${all}) i`,
    [companyId],
  );
  await executeSql(
    `insert into viewers (id, share_link_id, vemo_id, company_id, visitor_key, question_count, active_seconds, first_seen_at, last_seen_at)
     select md5('viewer' || i)::uuid, md5('link' || i)::uuid, md5('vemo' || (i % ${VEMOS}))::uuid, $1, '',
            case when i <= ${PROSPECTS} then ${QUESTIONS_PER_PROSPECT} else 0 end,
            case when i <= ${PROSPECTS} then (i * 37) % 1800 else 0 end,
            now() - interval '90 days' + (i * 7919 % ${all}) * interval '150 seconds',
            now() - interval '90 days' + (i * 7919 % ${all}) * interval '150 seconds' + interval '2 hours'
     from generate_series(1, ${all}) i`,
    [companyId],
  );
  await executeSql(
    `insert into viewer_sessions (share_link_id, viewer_id, vemo_id, company_id, started_at, last_seen_at, active_seconds)
     select md5('link' || i)::uuid, md5('viewer' || i)::uuid, md5('vemo' || (i % ${VEMOS}))::uuid, $1,
            now() - interval '10 days', now() - interval '10 days' + interval '5 minutes', 300
     from generate_series(1, ${all}) i, generate_series(1, 2) s`,
    [companyId],
  );
  await executeSql(
    `insert into viewer_questions (share_link_id, viewer_id, vemo_id, company_id, question, answer, video_url, start_seconds, is_answered, created_at)
     select md5('link' || p)::uuid, md5('viewer' || p)::uuid, md5('vemo' || (p % ${VEMOS}))::uuid, $1,
            'Question ' || q || ': how does the integration with our CRM handle pricing tier ' || (q % 7) || '?',
            'The integration syncs contacts every few minutes; pricing depends on the tier you pick, see the plans page.',
            case when q % 4 = 0 then null else 'https://www.youtube.com/watch?v=CCCCCCCCCCC' end,
            (q * 13) % 900, q % 10 <> 0,
            now() - interval '90 days' + (p * 7919 % ${all}) * interval '150 seconds' + q * interval '5 minutes'
     from generate_series(1, ${PROSPECTS}) p, generate_series(1, ${QUESTIONS_PER_PROSPECT}) q`,
    [companyId],
  );
}
