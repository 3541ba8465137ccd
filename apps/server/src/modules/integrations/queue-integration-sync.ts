import { randomUUID } from "node:crypto";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { syncIntegrationJob, type SyncPayload } from "./sync-integration.job.ts";

/** Queues one sync job; its id names every attempt in the sync log. */
export async function queueIntegrationSync(
  jobs: Pick<JobRunner, "send">,
  payload: Omit<SyncPayload, "syncId">,
): Promise<string> {
  const syncId = randomUUID();
  await jobs.send(syncIntegrationJob, { ...payload, syncId });
  return syncId;
}
