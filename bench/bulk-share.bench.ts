import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { companies, vemos } from "../apps/server/src/platform/db/schema.ts";
import { openRuntime } from "../apps/server/src/runtime.ts";
import { jobDefinitions } from "../apps/server/src/jobs.ts";
import { viewerEventSubscribers } from "../apps/server/src/viewer-event-subscribers.ts";
import { signUpWithCompany } from "../apps/server/src/test/factories.ts";
import type { Benchmark } from "./benchmarks.ts";
import { formatMs } from "./stats.ts";

const SIZES = [1_000, 10_000];

function customers(total: number, prefix: string) {
  return Array.from({ length: total }, (_, i) => ({
    slNo: String(i + 1),
    clientName: `Prospect ${prefix} ${i + 1}`,
    email: `${prefix}.${i + 1}@example.com`,
    companyName: `Company ${i + 1} International Holdings, Sales and Partnerships Division`,
  }));
}

/** POST /api/vemos/bulk-share through the app (validation, short transactions, response) on PGlite; goal: 10,000 rows under 5 s. */
export const bulkShare: Benchmark = {
  name: "bulk-share",
  description: `POST /api/vemos/bulk-share on PGlite via app.inject: ${SIZES.map((size) => size.toLocaleString("en-US")).join(" and ")} new prospects, then the 10,000 again (all links existing)`,
  async run() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
    const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), {
      jobs: jobDefinitions,
      subscribers: viewerEventSubscribers,
      work: false,
    });
    const app = await buildApp(runtime);
    const { db } = runtime.database;
    const owner = await signUpWithCompany(app, "Bench Co");
    await db.update(companies).set({ subscriptionPlan: "pro" }).where(eq(companies.id, owner.companyId));
    const [vemo] = await db.insert(vemos).values({ companyId: owner.companyId, title: "Bench tour" }).returning();

    const send = async (label: string, clientData: ReturnType<typeof customers>) => {
      const payload = JSON.stringify({
        vemoId: vemo!.id,
        operationSource: "bulk_upload",
        originalFilename: "bench.csv",
        clientData,
      });
      const started = performance.now();
      const response = await app.inject({
        method: "POST",
        url: "/api/vemos/bulk-share",
        headers: { ...owner.auth, "content-type": "application/json" },
        payload,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`bulk share failed: ${response.body.slice(0, 300)}`);
      const newLinks = response.json().data.filter((link: { isNewLink: boolean }) => link.isNewLink).length;
      console.log(
        `${label}: ${formatMs(elapsed)} (${(payload.length / 1024 / 1024).toFixed(2)} MB request, ${newLinks.toLocaleString("en-US")} new links)`,
      );
    };
    for (const size of SIZES) await send(`${size.toLocaleString("en-US")} rows`, customers(size, `b${size}`));
    await send("10,000 rows again", customers(10_000, "b10000"));

    await app.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  },
};
