import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { jobDepsOfContext, type JobDeps } from "../../platform/jobs/job-deps.ts";
import { listDigestCompanyIds } from "./notifications.repository.ts";
import { sendDailyDigestJob } from "./send-daily-digest.job.ts";

/** pg-boss keeps a finished job (and so its singleton slot) for 12 hours: the longest slot it allows. */
const SINGLETON_SLOT_SECONDS = 12 * 60 * 60;

/** Every day at DIGEST_HOUR_UTC: one digest job per organisation with the Daily Activity Digest on. */
export const queueDailyDigestsJob = defineJob({
  name: "queue-daily-digests",
  payload: z.object({}),
  cron: (config) => `0 ${config.notifications.digestHourUtc} * * *`,
  expireInSeconds: 300,
  retryLimit: 3,
  retryDelaySeconds: 60,
  async run(_payload, context) {
    await queueDailyDigests(jobDepsOfContext(context), { now: new Date() });
  },
});

/**
 * One digest job per organisation with the digest on, keyed by organisation and UTC date, so a
 * second run of the same day (a retry of this job, a second scheduler) queues nothing again.
 */
async function queueDailyDigests(deps: JobDeps, options: { now: Date }): Promise<void> {
  if (!deps.config.notifications.mail) return;
  for (const companyId of await listDigestCompanyIds(deps.db)) {
    const until = options.now.toISOString();
    const singletonKey = `${companyId}:${until.slice(0, 10)}`;
    await deps.jobs.send(
      sendDailyDigestJob,
      { companyId, until },
      { singletonKey, singletonSeconds: SINGLETON_SLOT_SECONDS },
    );
  }
}
