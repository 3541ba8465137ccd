import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { jobDepsOfContext } from "../../platform/jobs/job-deps.ts";
import { sendQuestionsNotice } from "./questions-notice.ts";

/** Queues the session's one questions e-mail (at its end, or at the latest a while after its first question); retried with back-off. */
export const questionsNoticeJob = defineJob({
  name: "questions-notice",
  payload: z.object({ companyId: z.uuid(), sessionId: z.uuid() }),
  expireInSeconds: 60,
  retryLimit: 5,
  retryDelaySeconds: 30,
  async run(payload, context) {
    await sendQuestionsNotice(jobDepsOfContext(context), { ...payload, now: new Date() });
  },
});
