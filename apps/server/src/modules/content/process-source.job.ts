import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { failSourceAfterRetries, processSource } from "./content.service.ts";

/** Processes one source of a Vemo (a video, a website or a document) into searchable chunks. */
export const processSourceJob = defineJob({
  name: "process-source",
  payload: z.object({ sourceId: z.uuid() }),
  expireInSeconds: 600,
  retryLimit: 3,
  retryDelaySeconds: 5,
  async run({ sourceId }, { database, storage, config, isLastAttempt, log }) {
    try {
      await processSource({ db: database.db, storage, config, sourceId });
    } catch (error) {
      if (isLastAttempt) {
        await failSourceAfterRetries({ db: database.db, sourceId }).catch((failure: unknown) =>
          log.error({ err: failure }, "could not record the source's failure"),
        );
      }
      throw error;
    }
  },
});
