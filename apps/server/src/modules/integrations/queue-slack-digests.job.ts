import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { jobDepsOfContext, type JobDeps } from "../../platform/jobs/job-deps.ts";
import { isPaidAccess } from "../billing/billing.policy.ts";
import { claimIntegrationEvent, findCompanyPlan, listSlackDigestCompanyIds } from "./integrations.repository.ts";
import { queueIntegrationSync } from "./queue-integration-sync.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every day at DIGEST_HOUR_UTC, beside the e-mail digest: one Slack digest per organisation that chose it. */
export const queueSlackDigestsJob = defineJob({
  name: "queue-slack-digests",
  payload: z.object({}),
  cron: (config) => `0 ${config.notifications.digestHourUtc} * * *`,
  expireInSeconds: 300,
  retryLimit: 3,
  retryDelaySeconds: 60,
  async run(_payload, context) {
    await queueSlackDigests(jobDepsOfContext(context), { now: new Date() });
  },
});

/**
 * A daily_digest sync for each paying organisation whose Slack has the digest on and whose known
 * prospects visited in the last 24 hours (a day without visits sends nothing), claimed once per
 * organisation and UTC day so a second run queues nothing again.
 */
export async function queueSlackDigests(deps: JobDeps, options: { now: Date }): Promise<void> {
  const until = options.now;
  const window = { from: new Date(until.getTime() - DAY_MS), to: until };
  for (const companyId of await listSlackDigestCompanyIds(deps.db, window)) {
    const plan = await findCompanyPlan(deps.db, companyId);
    if (!plan || !isPaidAccess(plan)) continue;
    const key = `daily_digest:${until.toISOString().slice(0, 10)}`;
    if (!(await claimIntegrationEvent(deps.db, { companyId, name: "slack", key }))) continue;
    await queueIntegrationSync(deps.jobs, {
      companyId,
      name: "slack",
      type: "daily_digest",
      until: until.toISOString(),
    });
  }
}
