import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { storeAnswerIndex } from "./stored-answer-index.ts";

/** Builds a Vemo's answer index after its content changed and stores it for every API process. */
export const buildAnswerIndexJob = defineJob({
  name: "build-answer-index",
  payload: z.object({ vemoId: z.uuid(), companyId: z.uuid().nullable() }),
  expireInSeconds: 600,
  retryLimit: 2,
  retryDelaySeconds: 10,
  async run(vemo, { database }) {
    await storeAnswerIndex(database.db, { id: vemo.vemoId, companyId: vemo.companyId });
  },
});
