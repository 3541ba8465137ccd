import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { jobDepsOfContext } from "../../platform/jobs/job-deps.ts";
import { sweepViewerSessions } from "./viewer-sessions.service.ts";

/** Every minute: ends the visits whose page went silent, and tells of long open ones (see sweepViewerSessions). */
export const endIdleSessionsJob = defineJob({
  name: "end-idle-sessions",
  payload: z.object({}),
  cron: () => "* * * * *",
  expireInSeconds: 120,
  retryLimit: 0,
  retryDelaySeconds: 30,
  async run(_payload, context) {
    await sweepViewerSessions(jobDepsOfContext(context), { now: new Date() });
  },
});
