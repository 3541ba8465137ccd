import { DEFAULT_ORGANIZATION_SETTINGS, OrganizationSettings } from "@vemo/shared/contracts/settings";
import type { Db } from "../../platform/db/database.ts";
import { findSettings, saveSettings } from "./settings.repository.ts";

/** The organisation's settings: the spec's defaults until saved, and again if a stored value no longer fits. */
export async function readSettings(options: { db: Db; companyId: string }): Promise<OrganizationSettings> {
  const parsed = OrganizationSettings.safeParse(await findSettings(options.db, options.companyId));
  return parsed.success ? parsed.data : DEFAULT_ORGANIZATION_SETTINGS;
}

/** Saves the organisation's settings as sent (already checked against the contract) and returns them. */
export async function updateSettings(options: {
  db: Db;
  companyId: string;
  settings: OrganizationSettings;
}): Promise<OrganizationSettings> {
  await saveSettings(options.db, options.companyId, options.settings);
  return options.settings;
}
