import { randomUUID } from "node:crypto";
import { WEBHOOK_DELIVERY_LOG_SIZE, type WebhookEvent } from "@vemo/shared/contracts/webhooks";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { Runtime } from "../../runtime.ts";
import { queueWebhookEvent } from "./webhook-events.ts";
import { newWebhookSecret } from "./webhook-signature.ts";
import {
  findWebhookSecret,
  listRecentDeliveries,
  saveWebhookSecret,
  type WebhookDeliveryRow,
} from "./webhooks.repository.ts";

const WEBHOOK_URL_REQUIRED = "Save a Webhook URL in Notifications before sending a test event.";
const WEBHOOK_SECRET_REQUIRED = "Generate a signing secret before sending a test event.";

/** A new signing secret replaces the old one at once; it is returned only here. */
export async function generateWebhookSecret(options: { db: Db; companyId: string }): Promise<string> {
  const secret = newWebhookSecret();
  await saveWebhookSecret(options.db, options.companyId, secret);
  return secret;
}

export async function listWebhookDeliveries(options: {
  db: Db;
  companyId: string;
}): Promise<{ hasSecret: boolean; deliveries: WebhookDeliveryRow[] }> {
  const [secret, deliveries] = await Promise.all([
    findWebhookSecret(options.db, options.companyId),
    listRecentDeliveries(options.db, options.companyId, WEBHOOK_DELIVERY_LOG_SIZE),
  ]);
  return { hasSecret: secret !== undefined, deliveries };
}

/** Queues a `webhook.test` event with sample data, so the owner can check their receiver and its signature check. */
export async function sendTestWebhookEvent(options: { runtime: Runtime; companyId: string }): Promise<string> {
  const { runtime, companyId } = options;
  const { db } = runtime.database;
  if (!(await findWebhookSecret(db, companyId))) throw new AppError("bad_request", WEBHOOK_SECRET_REQUIRED);
  const eventId = await queueWebhookEvent({
    db,
    jobs: runtime.jobs,
    companyId,
    type: "webhook.test",
    data: sampleEventData(runtime.config.publicUrl),
  });
  if (!eventId) throw new AppError("bad_request", WEBHOOK_URL_REQUIRED);
  return eventId;
}

function sampleEventData(publicUrl: string): WebhookEvent["data"] {
  return {
    vemo: { id: randomUUID(), title: "Test Vemo" },
    link: { token: "test", kind: "unique", url: `${publicUrl}/share/test` },
    prospect: { name: "Jane Doe", email: "jane@example.com", company: "Example Inc" },
    question: {
      text: "Is this a test?",
      answer: "Yes: this event was sent from Settings → Notifications.",
      video_url: null,
      start: 0,
    },
  };
}
