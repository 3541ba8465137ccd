import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { sendDailyDigest } from "./daily-digest.ts";
import { jobDepsOfContext } from "../../platform/jobs/job-deps.ts";

/** One organisation's digest of the 24 hours before `until`; queued at most once per organisation and UTC day. */
export const sendDailyDigestJob = defineJob({
  name: "send-daily-digest",
  payload: z.object({ companyId: z.uuid(), until: z.iso.datetime() }),
  expireInSeconds: 120,
  retryLimit: 3,
  retryDelaySeconds: 60,
  async run(payload, context) {
    await sendDailyDigest(jobDepsOfContext(context), { companyId: payload.companyId, until: new Date(payload.until) });
  },
});
