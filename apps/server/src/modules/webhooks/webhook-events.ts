import { randomUUID } from "node:crypto";
import type { WebhookEvent, WebhookEventType } from "@vemo/shared/contracts/webhooks";
import type { Db } from "../../platform/db/database.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { readSettings } from "../settings/settings.service.ts";
import { deliverWebhookJob } from "./deliver-webhook.job.ts";

type EventData = WebhookEvent["data"];

/** Queues one delivery job for the event when the organisation has a webhook URL; the event's id, or null. */
export async function queueWebhookEvent(options: {
  db: Db;
  jobs: Pick<JobRunner, "send">;
  companyId: string;
  type: WebhookEventType;
  data: EventData;
  now?: Date;
}): Promise<string | null> {
  const settings = await readSettings({ db: options.db, companyId: options.companyId });
  if (!settings.notifications.webhookUrl) return null;
  const event: WebhookEvent = {
    id: randomUUID(),
    type: options.type,
    created_at: (options.now ?? new Date()).toISOString(),
    data: options.data,
  };
  await options.jobs.send(deliverWebhookJob, { companyId: options.companyId, event });
  return event.id;
}
