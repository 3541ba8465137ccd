import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { pruneActivity } from "./activity.repository.ts";

/** Every day at 03:30 UTC: the activity log keeps 90 days. */
export const pruneActivityJob = defineJob({
  name: "prune-activity",
  payload: z.object({}),
  cron: () => "30 3 * * *",
  expireInSeconds: 300,
  retryLimit: 3,
  retryDelaySeconds: 60,
  async run(_payload, { database, log }) {
    const removed = await pruneActivity(database.db, new Date());
    if (removed > 0) log.info({ removed }, "activity log pruned");
  },
});
