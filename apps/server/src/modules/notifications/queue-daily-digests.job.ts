import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { queueDailyDigests } from "./daily-digest.ts";
import { noticeDepsOfJob } from "./owner-notices.ts";

/** Every day at DIGEST_HOUR_UTC: one digest job per organisation with the Daily Activity Digest on. */
export const queueDailyDigestsJob = defineJob({
  name: "queue-daily-digests",
  payload: z.object({}),
  cron: (config) => `0 ${config.notifications.digestHourUtc} * * *`,
  expireInSeconds: 300,
  retryLimit: 3,
  retryDelaySeconds: 60,
  async run(_payload, context) {
    await queueDailyDigests(noticeDepsOfJob(context), { now: new Date() });
  },
});
