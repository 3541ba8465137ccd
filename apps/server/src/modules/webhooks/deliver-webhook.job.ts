import { WebhookEvent } from "@vemo/shared/contracts/webhooks";
import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { deliverWebhookEvent } from "./webhook-delivery.ts";

/** Delivers one webhook event; a failed attempt is retried up to 5 times with exponential back-off from about 5 s. */
export const deliverWebhookJob = defineJob({
  name: "deliver-webhook",
  payload: z.object({ companyId: z.uuid(), event: WebhookEvent }),
  expireInSeconds: 60,
  retryLimit: 5,
  retryDelaySeconds: 5,
  async run({ companyId, event }, { database, config }) {
    await deliverWebhookEvent({ db: database.db, config, companyId, event });
  },
});
