import { WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from "@vemo/shared/contracts/webhooks";
import type { Config } from "../../platform/config.ts";
import { ContentError } from "../../platform/content-error.ts";
import type { Db } from "../../platform/db/database.ts";
import { guardedFetch } from "../../platform/guarded-fetch.ts";
import { readSettings } from "../settings/settings.service.ts";
import { webhookSignature } from "./webhook-signature.ts";
import { countEventAttempts, findWebhookSecret, insertWebhookDelivery } from "./webhooks.repository.ts";

const WEBHOOK_TIMEOUT_MS = 10_000;
/** The receiver's answer is not used; this only bounds what is read of it. */
const MAX_RESPONSE_BYTES = 64 * 1024;

const NO_WEBHOOK_URL = "No Webhook URL is set in Settings → Notifications.";
const NO_WEBHOOK_SECRET = "No signing secret: generate one in Settings → Notifications.";

/**
 * One attempt to POST the event, signed, to the organisation's current webhook URL, recorded in
 * the delivery log. Throws when a retry may help (a network error or a non-2xx answer).
 */
export async function deliverWebhookEvent(options: {
  db: Db;
  config: Config;
  companyId: string;
  event: WebhookEvent;
}): Promise<void> {
  const { db, companyId, event } = options;
  const url = (await readSettings({ db, companyId })).notifications.webhookUrl;
  const attempt = (await countEventAttempts(db, companyId, event.id)) + 1;
  const record = (outcome: { status: "succeeded" | "failed"; responseStatus?: number; error?: string }) =>
    insertWebhookDelivery(db, { companyId, eventId: event.id, eventType: event.type, url, attempt, ...outcome });

  if (!url) return record({ status: "failed", error: NO_WEBHOOK_URL });
  const secret = await findWebhookSecret(db, companyId);
  if (!secret) return record({ status: "failed", error: NO_WEBHOOK_SECRET });

  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  let status: number;
  try {
    const response = await guardedFetch(url, {
      allowPrivateNetwork: options.config.content.allowPrivateNetwork,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxBytes: MAX_RESPONSE_BYTES,
      method: "POST",
      headers: {
        "content-type": "application/json",
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature({ secret, body, timestamp }),
      },
      body,
      // A redirected POST would lose its body or method; the receiver's URL must answer itself.
      maxRedirects: 0,
    });
    status = response.status;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await record({ status: "failed", error: reason });
    // A private address stays private: retrying cannot help.
    if (error instanceof ContentError && error.errorType === "private_address") return;
    throw new Error(reason, { cause: error });
  }
  if (status >= 200 && status < 300) return record({ status: "succeeded", responseStatus: status });
  const reason = `The webhook URL answered HTTP ${status}.`;
  await record({ status: "failed", responseStatus: status, error: reason });
  throw new Error(reason);
}
