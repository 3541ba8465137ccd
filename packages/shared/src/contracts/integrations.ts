import { z } from "zod";

export const INTEGRATION_NAMES = ["hubspot", "salesforce", "slack"] as const;
export type IntegrationName = (typeof INTEGRATION_NAMES)[number];
export const CRM_INTEGRATIONS = ["hubspot", "salesforce"] as const;
export type CrmIntegration = (typeof CRM_INTEGRATIONS)[number];

/**
 * What can be synced: a known prospect's visit ended (CRMs: a note or task on the contact), a unique
 * link opened for the first time, a visit past the engagement mark, and the day's visits of known
 * prospects once a day (Slack).
 */
export const INTEGRATION_EVENTS = ["visit_ended", "first_open", "high_engagement", "daily_digest"] as const;
export type IntegrationEvent = (typeof INTEGRATION_EVENTS)[number];
/** A sync the owner started with "Send test" is logged under this type. */
export const INTEGRATION_SYNC_TYPES = [...INTEGRATION_EVENTS, "test"] as const;
export type IntegrationSyncType = (typeof INTEGRATION_SYNC_TYPES)[number];

/** The events each integration can sync; an owner picks among them. */
export const INTEGRATION_EVENT_CHOICES: Record<IntegrationName, readonly IntegrationEvent[]> = {
  hubspot: ["visit_ended"],
  salesforce: ["visit_ended"],
  slack: ["first_open", "high_engagement", "daily_digest"],
};

/** How an integration was connected: the vendor's OAuth, a pasted access token, or a Slack incoming webhook. */
export const INTEGRATION_AUTH_KINDS = ["oauth", "token", "webhook"] as const;

export const INTEGRATION_SYNC_STATUSES = ["succeeded", "failed"] as const;

/** How many sync attempts GET /api/integrations/{name}/syncs lists, most recent first. */
export const INTEGRATION_SYNC_LOG_SIZE = 50;

export const IntegrationState = z.object({
  name: z.enum(INTEGRATION_NAMES),
  connected: z.boolean(),
  /** Why it cannot be connected on this deployment (no ENCRYPTION_KEY, no OAuth app), or null. */
  unavailableReason: z.string().nullable(),
  /** Whether the Connect button (OAuth) is offered: the app's client id and secret are set. */
  oauthAvailable: z.boolean(),
  authKind: z.enum(INTEGRATION_AUTH_KINDS).nullable(),
  events: z.array(z.enum(INTEGRATION_EVENTS)),
  eventChoices: z.array(z.enum(INTEGRATION_EVENTS)),
  connectedAt: z.string().nullable(),
  lastSync: z
    .object({ status: z.enum(INTEGRATION_SYNC_STATUSES), at: z.string(), reason: z.string().nullable() })
    .nullable(),
});
export type IntegrationState = z.infer<typeof IntegrationState>;

export const IntegrationsResponse = z.object({ success: z.literal(true), data: z.array(IntegrationState) });

export const IntegrationResponse = z.object({ success: z.literal(true), data: IntegrationState });

const events = z.array(z.enum(INTEGRATION_EVENTS)).max(INTEGRATION_EVENTS.length);

/** PUT /api/integrations/hubspot: a private app's access token; `events` alone changes what syncs. */
export const HubspotTokenRequest = z.object({
  accessToken: z.string().trim().min(1, "Paste the private app's access token").max(4096).optional(),
  events: events.optional(),
});
export type HubspotTokenRequest = z.infer<typeof HubspotTokenRequest>;

/** PUT /api/integrations/salesforce: an access token and the instance it belongs to; `events` alone changes what syncs. */
export const SalesforceTokenRequest = z.object({
  accessToken: z.string().trim().min(1, "Paste the access token").max(4096).optional(),
  instanceUrl: z
    .url({ protocol: /^https?$/, error: "Enter the instance URL, e.g. https://example.my.salesforce.com" })
    .optional(),
  events: events.optional(),
});
export type SalesforceTokenRequest = z.infer<typeof SalesforceTokenRequest>;

/** PUT /api/integrations/slack: a Slack incoming-webhook URL and the events it gets. */
export const SlackWebhookRequest = z.object({
  webhookUrl: z
    .url({ protocol: /^https$|^http$/, error: "Enter the Slack incoming-webhook URL (https://hooks.slack.com/…)" })
    .max(2048),
  events,
});
export type SlackWebhookRequest = z.infer<typeof SlackWebhookRequest>;

export const IntegrationParams = z.object({ name: z.enum(INTEGRATION_NAMES) });

/** The OAuth routes' `{name}`: the CRMs (Slack connects with a webhook URL). */
export const CrmIntegrationParams = z.object({ name: z.enum(CRM_INTEGRATIONS) });

/** The OAuth provider's redirect back: a code and our state, or an error. */
export const OAuthCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(4096).optional(),
  error: z.string().max(1024).optional(),
});

export const IntegrationSync = z.object({
  id: z.string(),
  sync_id: z.string(),
  type: z.enum(INTEGRATION_SYNC_TYPES),
  attempt: z.number(),
  status: z.enum(INTEGRATION_SYNC_STATUSES),
  /** What was done ("Note added to contact 123"), or why it failed. */
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type IntegrationSync = z.infer<typeof IntegrationSync>;

export const IntegrationSyncsResponse = z.object({ success: z.literal(true), data: z.array(IntegrationSync) });

export const IntegrationTestResponse = z.object({ success: z.literal(true), syncId: z.string() });

export const IntegrationDisconnectResponse = z.object({ success: z.literal(true) });

/** GET /api/integrations/{name}/connect asked with `Accept: application/json`: the consent page to open. */
export const IntegrationConnectResponse = z.object({ success: z.literal(true), url: z.string() });
