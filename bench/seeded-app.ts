import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import type { Db } from "../apps/server/src/platform/db/database.ts";
import { openRuntime } from "../apps/server/src/runtime.ts";
import { jobDefinitions } from "../apps/server/src/jobs.ts";
import { viewerEventSubscribers } from "../apps/server/src/viewer-event-subscribers.ts";
import { signUpWithCompany } from "../apps/server/src/test/factories.ts";
import { createServerDatabase } from "../apps/server/src/test/test-database.ts";
import { formatMs, percentile } from "./stats.ts";

/** Runs one SQL statement on the bench's database. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** A query as drizzle builds it, to be explained. */
type BuiltQuery = { toSQL(): { sql: string; params: unknown[] } };

export type SeededApp = {
  db: Db;
  companyId: string;
  /**
   * Times `count` requests (after 10 to warm up) of `pathOf(i)` as the organisation's owner and
   * prints p50, p95 and max, and the p95 against `targetP95Ms` when given.
   */
  measure(label: string, pathOf: (i: number) => string, options?: { targetP95Ms?: number }): Promise<void>;
  /**
   * Prints PostgreSQL's own execution time of `query` (EXPLAIN ANALYZE) and its plan's top node:
   * on a machine others are loading, the figure the HTTP timings stand on.
   */
  explain(label: string, query: BuiltQuery): Promise<void>;
};

const WARM_UP = 10;

/**
 * The real app over HTTP on a fresh PostgreSQL database (from `TEST_DATABASE_URL`), with one Pro
 * organisation that `seed` fills set-based; `body` measures it. Without PostgreSQL it only says how
 * to run it: `node scripts/with-postgres.mjs npm run bench -- <name>` starts a throwaway server.
 */
export async function withSeededApp(
  options: {
    name: string;
    requests: number;
    seed: (executeSql: ExecuteSql, companyId: string) => Promise<void>;
  },
  body: (app: SeededApp) => Promise<void>,
): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(`skipped: needs PostgreSQL. Run \`node scripts/with-postgres.mjs npm run bench -- ${options.name}\`.`);
    return;
  }
  const server = await createServerDatabase(serverUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
  const runtime = await openRuntime(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: server.url,
      LOG_LEVEL: "silent",
      PORT: "0",
      // One owner sends every request: the default limit per user is not what is measured.
      API_RATE_LIMIT_PER_MINUTE: "1000000",
    }),
    { jobs: jobDefinitions, subscribers: viewerEventSubscribers, work: false },
  );
  const app = await buildApp(runtime);
  try {
    const owner = await signUpWithCompany(app, "Bench Corp");
    const executeSql: ExecuteSql = (text, values) => runtime.database.sql.executeSql(text, values);
    await executeSql(`update companies set subscription_plan = 'pro', subscription_status = 'active' where id = $1`, [
      owner.companyId,
    ]);
    const seedStartedAt = performance.now();
    await options.seed(executeSql, owner.companyId);
    // The seed's aftermath (autovacuum of a million new rows, their checkpoint) is done before any
    // timing, or the first figure measured pays for it.
    await executeSql("vacuum analyze");
    await executeSql("checkpoint");
    console.log(`seeded in ${formatMs(performance.now() - seedStartedAt)}`);

    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    await body({
      db: runtime.database.db,
      companyId: owner.companyId,
      async measure(label, pathOf, measureOptions = {}) {
        const timings: number[] = [];
        for (let i = -WARM_UP; i < options.requests; i++) {
          const t0 = performance.now();
          const response = await fetch(`${address}${pathOf(i)}`, { headers: owner.auth });
          if (response.status !== 200)
            throw new Error(`${pathOf(i)} answered ${response.status}: ${await response.text()}`);
          await response.json();
          if (i >= 0) timings.push(performance.now() - t0);
        }
        const p95 = percentile(timings, 95);
        const { targetP95Ms } = measureOptions;
        const target =
          targetP95Ms === undefined ? "" : ` (target ≤ ${targetP95Ms} ms: ${p95 <= targetP95Ms ? "met" : "MISSED"})`;
        console.log(
          `${label}: p50 ${formatMs(percentile(timings, 50))}, p95 ${formatMs(p95)}${target}, max ${formatMs(Math.max(...timings))}`,
        );
      },
      async explain(label, query) {
        const { sql, params } = query.toSQL();
        const { rows } = await executeSql(`explain (analyze, format json) ${sql}`, params);
        const [plan] = rows[0]?.["QUERY PLAN"] as [{ "Execution Time": number; Plan: PlanNode }];
        console.log(`  ${label}: executes in ${formatMs(plan["Execution Time"])} (${describe(plan.Plan)})`);
      },
    });
  } finally {
    await app.close();
    await runtime.close();
    await server.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

type PlanNode = { "Node Type": string; "Index Name"?: string; "Relation Name"?: string; Plans?: PlanNode[] };

/** The plan's nodes top-down, e.g. "Sort → Index Scan using video_second_totals_pkey". */
function describe(node: PlanNode): string {
  const here = node["Index Name"]
    ? `${node["Node Type"]} using ${node["Index Name"]}`
    : node["Relation Name"]
      ? `${node["Node Type"]} on ${node["Relation Name"]}`
      : node["Node Type"];
  return [here, ...(node.Plans ?? []).map(describe)].join(" → ");
}
