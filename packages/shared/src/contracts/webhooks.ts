import { z } from "zod";

export const WEBHOOK_EVENT_TYPES = ["link.viewed", "question.asked", "session.ended", "webhook.test"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/webhooks.md). */
export const WEBHOOK_SIGNATURE_HEADER = "Vemo-Signature";

/** The JSON body POSTed to the organisation's webhook URL. */
export const WebhookEvent = z.object({
  id: z.uuid(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created_at: z.string(),
  data: z.object({
    vemo: z.object({ id: z.string(), title: z.string() }),
    link: z.object({ token: z.string(), kind: z.string(), url: z.string() }),
    prospect: z
      .object({ name: z.string().nullable(), email: z.string().nullable(), company: z.string().nullable() })
      .nullable(),
    question: z
      .object({ text: z.string(), answer: z.string(), video_url: z.string().nullable(), start: z.number() })
      .optional(),
    /**
     * `session.ended` only: the visit that ended, its active time in seconds, how many questions it
     * asked, and the share of the Vemo's total video length it watched (0–100, each second once).
     */
    session: z
      .object({
        id: z.string(),
        started_at: z.string(),
        ended_at: z.string(),
        active_seconds: z.number(),
        question_count: z.number(),
        watched_percent: z.number(),
      })
      .optional(),
  }),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const WEBHOOK_DELIVERY_STATUSES = ["succeeded", "failed"] as const;

export const WebhookDelivery = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  url: z.string(),
  attempt: z.number(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  response_status: z.number().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** How many delivery attempts GET /api/webhooks/deliveries lists, most recent first. */
export const WEBHOOK_DELIVERY_LOG_SIZE = 50;

/** GET /api/webhooks/deliveries: the caller's organisation's recent attempts, and whether a signing secret exists. */
export const WebhookDeliveriesResponse = z.object({
  success: z.literal(true),
  hasSecret: z.boolean(),
  data: z.array(WebhookDelivery),
});
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

/** POST /api/webhooks/secret: a new signing secret, returned this once; the previous one stops working. */
export const WebhookSecretResponse = z.object({ success: z.literal(true), secret: z.string() });
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;

/** POST /api/webhooks/test: a `webhook.test` event was queued for the saved webhook URL. */
export const WebhookTestResponse = z.object({ success: z.literal(true), eventId: z.string() });
export type WebhookTestResponse = z.infer<typeof WebhookTestResponse>;
