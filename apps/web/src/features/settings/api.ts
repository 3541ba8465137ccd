import { SettingsResponse } from "@vemo/shared/contracts/settings";
import type { OrganizationSettings } from "@vemo/shared/contracts/settings";
import { WebhookDeliveriesResponse, WebhookSecretResponse, WebhookTestResponse } from "@vemo/shared/contracts/webhooks";
import { apiRequest } from "../../lib/api-client";

export async function fetchSettings(): Promise<OrganizationSettings> {
  const response = await apiRequest("/api/settings", { schema: SettingsResponse });
  return response.data;
}

export async function saveSettings(settings: OrganizationSettings): Promise<OrganizationSettings> {
  const response = await apiRequest("/api/settings", { method: "PUT", body: settings, schema: SettingsResponse });
  return response.data;
}

export async function fetchWebhookDeliveries(): Promise<WebhookDeliveriesResponse> {
  return apiRequest("/api/webhooks/deliveries", { schema: WebhookDeliveriesResponse });
}

/** A new signing secret; the server shows it this once. */
export async function generateWebhookSecret(): Promise<string> {
  const response = await apiRequest("/api/webhooks/secret", { method: "POST", schema: WebhookSecretResponse });
  return response.secret;
}

export async function sendTestWebhookEvent(): Promise<void> {
  await apiRequest("/api/webhooks/test", { method: "POST", schema: WebhookTestResponse });
}
