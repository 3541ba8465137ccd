import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { queueAnswerIndex } from "../qa/answer-index.ts";
import { failSourceForGood, processSource } from "./content.service.ts";

/** Processes one source of a Vemo (a video, a website or a document) into searchable chunks. */
export const processSourceJob = defineJob({
  name: "process-source",
  payload: z.object({ sourceId: z.uuid() }),
  expireInSeconds: 600,
  retryLimit: 3,
  retryDelaySeconds: 5,
  async run({ sourceId }, { database, storage, config, jobs }) {
    const vemo = await processSource({ db: database.db, storage, config, sourceId });
    // The Vemo's answer index is built again from the new content, by a worker rather than the next question.
    if (vemo && jobs) await queueAnswerIndex(jobs, vemo);
  },
  // The last retry failed, or the job was cut off more often than its retries allow: the owner
  // sees a failure with a reason instead of a source processing for ever.
  async giveUp({ sourceId }, { database, reason }) {
    await failSourceForGood({ db: database.db, sourceId, reason });
  },
});
