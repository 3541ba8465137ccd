import { INTEGRATION_NAMES, INTEGRATION_SYNC_TYPES } from "@vemo/shared/contracts/integrations";
import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { runIntegrationSync } from "./integration-syncs.ts";

export const SyncPayload = z.object({
  companyId: z.uuid(),
  name: z.enum(INTEGRATION_NAMES),
  syncId: z.uuid(),
  type: z.enum(INTEGRATION_SYNC_TYPES),
  /** visit_ended and high_engagement: the session, read when the job runs. */
  sessionId: z.uuid().optional(),
  /** first_open: the prospect's viewer of the unique link. */
  firstOpen: z.object({ shareLinkId: z.uuid(), viewerId: z.uuid() }).optional(),
  /** daily_digest: the end of the digest's 24 hours. */
  until: z.iso.datetime().optional(),
});
export type SyncPayload = z.infer<typeof SyncPayload>;

/** One sync to HubSpot, Salesforce or Slack; 429, 5xx and network failures are retried 5 times with back-off from about 5 s. */
export const syncIntegrationJob = defineJob({
  name: "sync-integration",
  payload: SyncPayload,
  expireInSeconds: 120,
  retryLimit: 5,
  retryDelaySeconds: 5,
  async run(payload, { database, config }) {
    await runIntegrationSync({ db: database.db, config }, payload);
  },
});
