import { randomUUID } from "node:crypto";
import type { WebhookEvent, WebhookEventType } from "@vemo/shared/contracts/webhooks";
import type { Db } from "../../platform/db/database.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { Runtime } from "../../runtime.ts";
import { readSettings } from "../settings/settings.service.ts";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";
import type { VemoRow } from "../vemos/vemos.repository.ts";
import { deliverWebhookJob } from "./deliver-webhook.job.ts";

/** What queueing an event needs: a request's runtime, or a job's context. */
export type WebhookRuntime = Pick<Runtime, "log" | "config"> & { jobs: Pick<JobRunner, "send"> };
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

/**
 * A view, a question or the end of a visit on a share link, told to the owner's webhook. The
 * viewer's request (or the sweep) must not fail because of it, so a failure to queue is only logged.
 */
export async function queueViewerEvent(options: {
  runtime: WebhookRuntime;
  db: Db;
  type: "link.viewed" | "question.asked" | "session.ended";
  link: ShareLinkRow;
  vemo: Pick<VemoRow, "id" | "title">;
  question?: EventData["question"];
  session?: EventData["session"];
  now: Date;
}): Promise<void> {
  const { runtime, link } = options;
  if (!link.companyId) return; // the welcome demo belongs to no organisation
  try {
    const data: EventData = {
      vemo: { id: options.vemo.id, title: options.vemo.title },
      link: { token: link.token, kind: link.kind, url: `${runtime.config.publicUrl}/share/${link.token}` },
      prospect:
        link.kind === "unique" ? { name: link.clientName, email: link.clientEmail, company: link.clientCompany } : null,
      ...(options.question && { question: options.question }),
      ...(options.session && { session: options.session }),
    };
    await queueWebhookEvent({
      db: options.db,
      jobs: runtime.jobs,
      companyId: link.companyId,
      type: options.type,
      data,
      now: options.now,
    });
  } catch (error) {
    runtime.log.error({ err: error, companyId: link.companyId, event: options.type }, "webhook event not queued");
  }
}
