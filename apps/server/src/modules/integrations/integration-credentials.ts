import type { IntegrationName } from "@vemo/shared/contracts/integrations";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { openText, sealText } from "./credentials-cipher.ts";
import { hubspotToken } from "./hubspot-client.ts";
import { type IntegrationRow, updateIntegration } from "./integrations.repository.ts";
import { salesforceToken } from "./salesforce-client.ts";
import type { TokenSet, VendorApi } from "./vendor-api.ts";
import { SyncError, vendorRequest } from "./vendor-request.ts";

/** What `integrations.credentials` holds once opened: a vendor's tokens, or Slack's webhook URL. */
export type Credentials = { accessToken?: string; refreshToken?: string | null; webhookUrl?: string };

export const NO_ENCRYPTION_KEY =
  "Integrations are off: set ENCRYPTION_KEY (32+ characters) on the server to store their tokens encrypted.";

/** A token is refreshed this long before it expires, so a sync never starts with one about to lapse. */
const REFRESH_MARGIN_MS = 60_000;

const VENDOR_NAMES: Record<IntegrationName, string> = { hubspot: "HubSpot", salesforce: "Salesforce", slack: "Slack" };
export const vendorName = (name: IntegrationName) => VENDOR_NAMES[name];

export function sealCredentials(config: Config, credentials: Credentials): string {
  const key = config.integrations.encryptionKey;
  if (!key) throw new SyncError(NO_ENCRYPTION_KEY, false);
  return sealText(key, JSON.stringify(credentials));
}

export function openCredentials(config: Config, row: IntegrationRow): Credentials {
  const key = config.integrations.encryptionKey;
  if (!key) throw new SyncError(NO_ENCRYPTION_KEY, false);
  const clear = openText(key, row.credentials);
  if (clear === null)
    throw new SyncError(
      `The stored ${vendorName(row.name)} credentials cannot be read with this ENCRYPTION_KEY: connect again.`,
      false,
    );
  return JSON.parse(clear) as Credentials;
}

/** A refresh-token grant at the vendor of the row (HubSpot or Salesforce). */
export function refreshTokens(config: Config, row: IntegrationRow, refreshToken: string): Promise<TokenSet> {
  const allowPrivate = config.content.allowPrivateNetwork;
  return row.name === "salesforce"
    ? salesforceToken(config.integrations.salesforce, { refreshToken }, allowPrivate)
    : hubspotToken(config.integrations.hubspot, { refreshToken }, allowPrivate);
}

/**
 * The vendor's API with the organisation's token: refreshed first when it expires within a minute,
 * and once more when the vendor answers 401; the new tokens are stored sealed.
 */
export function authorizedApi(deps: { db: Db; config: Config }, row: IntegrationRow): VendorApi {
  const { db, config } = deps;
  let credentials = openCredentials(config, row);
  let { instanceUrl, expiresAt } = row;
  const refresh = async () => {
    if (!credentials.refreshToken) return false;
    const tokens = await refreshTokens(config, row, credentials.refreshToken);
    credentials = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? credentials.refreshToken };
    instanceUrl = tokens.instanceUrl ?? instanceUrl;
    expiresAt = tokens.expiresAt;
    await updateIntegration(
      db,
      { companyId: row.companyId, name: row.name },
      { credentials: sealCredentials(config, credentials), expiresAt, instanceUrl },
    );
    return true;
  };
  const send = (request: Parameters<VendorApi>[0]) => {
    const baseUrl = row.name === "salesforce" ? instanceUrl : config.integrations.hubspot.apiBaseUrl;
    if (!baseUrl) throw new SyncError("Salesforce gave no instance URL: connect again.", false);
    return vendorRequest(
      {
        method: request.method,
        url: `${baseUrl.replace(/\/+$/, "")}${request.path}`,
        headers: { authorization: `Bearer ${credentials.accessToken}` },
        json: request.json,
      },
      { vendor: vendorName(row.name), allowPrivateNetwork: config.content.allowPrivateNetwork },
    );
  };
  return async (request) => {
    if (expiresAt && expiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS) await refresh();
    let response = await send(request);
    if (response.status === 401 && (await refresh())) response = await send(request);
    if (response.status === 401)
      throw new SyncError(
        `${vendorName(row.name)} refused the access token: connect again in Settings → Integrations.`,
        false,
      );
    return response;
  };
}
