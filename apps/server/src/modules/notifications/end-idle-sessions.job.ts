import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { noticeDepsOfJob } from "./owner-notices.ts";
import { sweepViewerSessions } from "./viewer-session-end.ts";

/** Every minute: ends the visits whose page went silent, and alerts on long ones (see sweepViewerSessions). */
export const endIdleSessionsJob = defineJob({
  name: "end-idle-sessions",
  payload: z.object({}),
  cron: () => "* * * * *",
  expireInSeconds: 120,
  retryLimit: 0,
  retryDelaySeconds: 30,
  async run(_payload, context) {
    await sweepViewerSessions(noticeDepsOfJob(context), { now: new Date() });
  },
});
