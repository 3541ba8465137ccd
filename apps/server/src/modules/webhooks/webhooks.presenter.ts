import type { WebhookDelivery } from "@vemo/shared/contracts/webhooks";
import type { WebhookDeliveryRow } from "./webhooks.repository.ts";

export function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    url: row.url,
    attempt: row.attempt,
    status: row.status === "succeeded" ? "succeeded" : "failed",
    response_status: row.responseStatus,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}
