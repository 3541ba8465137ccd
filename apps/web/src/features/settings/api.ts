import { SettingsResponse } from "@vemo/shared/contracts/settings";
import type { OrganizationSettings } from "@vemo/shared/contracts/settings";
import { apiRequest } from "../../lib/api-client";

export async function fetchSettings(): Promise<OrganizationSettings> {
  const response = await apiRequest("/api/settings", { schema: SettingsResponse });
  return response.data;
}

export async function saveSettings(settings: OrganizationSettings): Promise<OrganizationSettings> {
  const response = await apiRequest("/api/settings", { method: "PUT", body: settings, schema: SettingsResponse });
  return response.data;
}
