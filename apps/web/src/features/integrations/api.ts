import {
  IntegrationConnectResponse,
  IntegrationDisconnectResponse,
  IntegrationResponse,
  IntegrationsResponse,
  IntegrationSyncsResponse,
  IntegrationTestResponse,
  type CrmIntegration,
  type IntegrationName,
  type IntegrationState,
  type IntegrationSync,
  type HubspotTokenRequest,
  type SalesforceTokenRequest,
  type SlackWebhookRequest,
} from "@vemo/shared/contracts/integrations";
import { apiRequest } from "../../lib/api-client";

export async function fetchIntegrations(): Promise<IntegrationState[]> {
  return (await apiRequest("/api/integrations", { schema: IntegrationsResponse })).data;
}

export type IntegrationSave =
  | { name: "hubspot"; body: HubspotTokenRequest }
  | { name: "salesforce"; body: SalesforceTokenRequest }
  | { name: "slack"; body: SlackWebhookRequest };

export async function saveIntegration(save: IntegrationSave): Promise<IntegrationState> {
  const path = `/api/integrations/${save.name}`;
  return (await apiRequest(path, { method: "PUT", body: save.body, schema: IntegrationResponse })).data;
}

/** The vendor's consent page for OAuth; the browser then goes there. */
export async function fetchConnectUrl(name: CrmIntegration): Promise<string> {
  return (await apiRequest(`/api/integrations/${name}/connect`, { schema: IntegrationConnectResponse })).url;
}

export async function disconnectIntegration(name: IntegrationName): Promise<void> {
  await apiRequest(`/api/integrations/${name}`, { method: "DELETE", schema: IntegrationDisconnectResponse });
}

export async function sendIntegrationTest(name: IntegrationName): Promise<void> {
  await apiRequest(`/api/integrations/${name}/test`, { method: "POST", schema: IntegrationTestResponse });
}

export async function fetchIntegrationSyncs(name: IntegrationName): Promise<IntegrationSync[]> {
  return (await apiRequest(`/api/integrations/${name}/syncs`, { schema: IntegrationSyncsResponse })).data;
}
