import type { IntegrationName } from "@vemo/shared/contracts/integrations";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { openText, sealText } from "./credentials-cipher.ts";
import { hubspotToken } from "./hubspot-client.ts";
import { type IntegrationRow, updateIntegration } from "./integrations.repository.ts";
import { salesforceToken } from "./salesforce-client.ts";
import type { Authorized, TokenSet } from "./vendor-api.ts";
import { SyncError } from "./vendor-request.ts";

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
function refreshTokens(config: Config, row: IntegrationRow, refreshToken: string): Promise<TokenSet> {
  const allowPrivate = config.content.allowPrivateNetwork;
  return row.name === "salesforce"
    ? salesforceToken(config.integrations.salesforce, { refreshToken }, allowPrivate)
    : hubspotToken(config.integrations.hubspot, { refreshToken }, allowPrivate);
}

/**
 * Vendor calls with the organisation's token: refreshed first when it expires within a minute, and
 * once more when the vendor answers 401; the new tokens are stored sealed.
 */
export function authorizedCalls(deps: { db: Db; config: Config }, row: IntegrationRow): Authorized {
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
  const session = () => ({ accessToken: credentials.accessToken ?? "", instanceUrl });
  return async (call) => {
    if (expiresAt && expiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS) await refresh();
    try {
      return await call(session());
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
    }
    try {
      if (await refresh()) return await call(session());
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
    }
    throw new SyncError(
      `${vendorName(row.name)} refused the access token: connect again in Settings → Integrations.`,
      false,
    );
  };
}

const isUnauthorized = (error: unknown) => error instanceof SyncError && error.status === 401;
