import {
  INTEGRATION_EVENT_CHOICES,
  INTEGRATION_NAMES,
  INTEGRATION_SYNC_LOG_SIZE,
  type CrmIntegration,
  type IntegrationEvent,
  type IntegrationName,
} from "@vemo/shared/contracts/integrations";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { openText, sealText } from "./credentials-cipher.ts";
import { hubspotAuthorizeUrl, hubspotToken, revokeHubspotToken } from "./hubspot-client.ts";
import { NO_ENCRYPTION_KEY, openCredentials, sealCredentials, vendorName } from "./integration-credentials.ts";
import {
  deleteIntegration,
  findIntegration,
  listIntegrations,
  listRecentSyncs,
  saveIntegration,
  updateIntegration,
  type IntegrationRow,
  type IntegrationSyncRow,
} from "./integrations.repository.ts";
import { queueIntegrationSync } from "./queue-integration-sync.ts";
import { revokeSalesforceToken, salesforceAuthorizeUrl, salesforceToken } from "./salesforce-client.ts";
import { SyncError } from "./vendor-request.ts";

type Deps = { db: Db; config: Config };

/** How long an OAuth round trip may take, from Connect to the vendor's redirect back. */
const OAUTH_STATE_TTL_MS = 15 * 60 * 1000;

export type IntegrationStatus = {
  name: IntegrationName;
  row: IntegrationRow | null;
  unavailableReason: string | null;
  oauthAvailable: boolean;
  lastSync: IntegrationSyncRow | null;
};

/** Why the integration cannot be connected on this deployment, or null. */
function unavailableReason(config: Config): string | null {
  return config.integrations.encryptionKey ? null : NO_ENCRYPTION_KEY;
}

function oauthApp(config: Config, name: IntegrationName) {
  return name === "slack" ? null : config.integrations[name].oauth;
}

export async function listIntegrationStatuses(deps: Deps & { companyId: string }): Promise<IntegrationStatus[]> {
  const rows = await listIntegrations(deps.db, deps.companyId);
  return Promise.all(
    INTEGRATION_NAMES.map(async (name) => {
      const [lastSync] = await listRecentSyncs(deps.db, { companyId: deps.companyId, name, limit: 1 });
      return {
        name,
        row: rows.find((row) => row.name === name) ?? null,
        unavailableReason: unavailableReason(deps.config),
        oauthAvailable: oauthApp(deps.config, name) !== null,
        lastSync: lastSync ?? null,
      };
    }),
  );
}

function ensureAvailable(config: Config): void {
  const reason = unavailableReason(config);
  if (reason) throw new AppError("bad_request", reason);
}

/** The events kept: those the integration can sync; by default all of them. */
function chosenEvents(name: IntegrationName, events: readonly IntegrationEvent[] | undefined): IntegrationEvent[] {
  const choices = INTEGRATION_EVENT_CHOICES[name];
  if (events === undefined) return [...choices];
  const refused = events.filter((event) => !choices.includes(event));
  if (refused.length > 0)
    throw new AppError(
      "bad_request",
      `${vendorName(name)} cannot sync ${refused.join(", ")}; it syncs ${choices.join(", ")}.`,
    );
  return [...new Set(events)];
}

/**
 * Connects HubSpot or Salesforce with a pasted access token (a HubSpot private app), or, without a
 * token, changes which events an existing connection syncs.
 */
export async function saveCrmToken(
  deps: Deps & {
    companyId: string;
    name: CrmIntegration;
    accessToken?: string;
    instanceUrl?: string;
    events?: IntegrationEvent[];
  },
): Promise<void> {
  const { db, config, companyId, name } = deps;
  ensureAvailable(config);
  const events = chosenEvents(name, deps.events);
  if (!deps.accessToken) {
    if (!(await findIntegration(db, { companyId, name })))
      throw new AppError("bad_request", `Paste an access token to connect ${vendorName(name)}.`);
    return updateIntegration(db, { companyId, name }, { events });
  }
  if (name === "salesforce" && !deps.instanceUrl)
    throw new AppError("bad_request", "Enter the Salesforce instance URL the token belongs to.");
  await saveIntegration(db, {
    companyId,
    name,
    authKind: "token",
    credentials: sealCredentials(config, { accessToken: deps.accessToken }),
    expiresAt: null,
    instanceUrl: name === "salesforce" ? (deps.instanceUrl ?? null) : null,
    events,
  });
}

export async function saveSlackWebhook(
  deps: Deps & { companyId: string; webhookUrl: string; events: IntegrationEvent[] },
): Promise<void> {
  ensureAvailable(deps.config);
  await saveIntegration(deps.db, {
    companyId: deps.companyId,
    name: "slack",
    authKind: "webhook",
    credentials: sealCredentials(deps.config, { webhookUrl: deps.webhookUrl }),
    expiresAt: null,
    instanceUrl: null,
    events: chosenEvents("slack", deps.events),
  });
}

function oauthRedirectUri(config: Config, name: CrmIntegration): string {
  return `${config.publicUrl}/api/integrations/${name}/callback`;
}

/** The vendor's consent page; `state` is sealed, so only this server can have made it, for this organisation. */
export async function oauthConnectUrl(deps: {
  config: Config;
  companyId: string;
  name: CrmIntegration;
}): Promise<string> {
  const { config, companyId, name } = deps;
  ensureAvailable(config);
  const app = oauthApp(config, name);
  if (!app)
    throw new AppError(
      "bad_request",
      `${vendorName(name)} OAuth is not configured: set ${name.toUpperCase()}_CLIENT_ID and ${name.toUpperCase()}_CLIENT_SECRET, or paste an access token.`,
    );
  const state = sealText(
    config.integrations.encryptionKey!,
    JSON.stringify({ companyId, name, expires: Date.now() + OAUTH_STATE_TTL_MS }),
  );
  const options = { clientId: app.clientId, redirectUri: oauthRedirectUri(config, name), state };
  try {
    return name === "hubspot"
      ? hubspotAuthorizeUrl(options)
      : await salesforceAuthorizeUrl(config.integrations.salesforce, options);
  } catch (error) {
    if (error instanceof SyncError) throw new AppError("bad_request", error.message);
    throw error;
  }
}

/** The vendor redirected back: the code becomes tokens for the organisation named in the state. */
export async function completeOAuth(
  deps: Deps & { name: CrmIntegration; code?: string; state?: string; error?: string },
): Promise<void> {
  const { db, config, name } = deps;
  ensureAvailable(config);
  if (deps.error) throw new AppError("bad_request", `${vendorName(name)} did not connect: ${deps.error}.`);
  const clear = deps.state ? openText(config.integrations.encryptionKey!, deps.state) : null;
  const state = clear ? (JSON.parse(clear) as { companyId: string; name: string; expires: number }) : null;
  if (!state || state.name !== name || state.expires < Date.now() || !deps.code)
    throw new AppError(
      "bad_request",
      `The ${vendorName(name)} connection expired or was not started here: connect again.`,
    );
  const grant = { code: deps.code, redirectUri: oauthRedirectUri(config, name) };
  const allowPrivate = config.content.allowPrivateNetwork;
  try {
    const tokens =
      name === "hubspot"
        ? await hubspotToken(config.integrations.hubspot, grant, allowPrivate)
        : await salesforceToken(config.integrations.salesforce, grant, allowPrivate);
    const existing = await findIntegration(db, { companyId: state.companyId, name });
    await saveIntegration(db, {
      companyId: state.companyId,
      name,
      authKind: "oauth",
      credentials: sealCredentials(config, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
      expiresAt: tokens.expiresAt,
      instanceUrl: tokens.instanceUrl,
      events: existing?.events ?? chosenEvents(name, undefined),
    });
  } catch (error) {
    if (error instanceof SyncError) throw new AppError("bad_request", error.message);
    throw error;
  }
}

/**
 * Forgets the connection; an OAuth token is revoked at the vendor first (HubSpot, Salesforce). A
 * failed revocation does not keep the connection: it is logged, and the owner can revoke in the vendor's app.
 */
export async function disconnectIntegration(
  deps: Deps & { companyId: string; name: IntegrationName; log: { warn: (obj: object, msg: string) => void } },
): Promise<void> {
  const { db, config, companyId, name } = deps;
  const row = await deleteIntegration(db, { companyId, name });
  if (!row) throw new AppError("not_found", `${vendorName(name)} is not connected.`);
  if (row.authKind !== "oauth" || !config.integrations.encryptionKey) return;
  try {
    const { refreshToken, accessToken } = openCredentials(config, row);
    const token = refreshToken ?? accessToken;
    if (!token) return;
    const allowPrivate = config.content.allowPrivateNetwork;
    if (name === "hubspot" && refreshToken)
      await revokeHubspotToken(config.integrations.hubspot, refreshToken, allowPrivate);
    if (name === "salesforce")
      await revokeSalesforceToken(row.instanceUrl ?? config.integrations.salesforce.loginUrl, token, allowPrivate);
  } catch (error) {
    deps.log.warn({ err: error, integration: name }, "token not revoked at the vendor");
  }
}

/** Queues a test sync ("Send test"): a read at the CRM, a sample message to Slack. */
export async function sendIntegrationTest(
  deps: Deps & { jobs: Pick<JobRunner, "send">; companyId: string; name: IntegrationName },
): Promise<string> {
  const { db, companyId, name } = deps;
  ensureAvailable(deps.config);
  if (!(await findIntegration(db, { companyId, name })))
    throw new AppError("bad_request", `Connect ${vendorName(name)} before sending a test.`);
  return queueIntegrationSync(deps.jobs, { companyId, name, type: "test" });
}

export function listIntegrationSyncs(deps: { db: Db; companyId: string; name: IntegrationName }) {
  return listRecentSyncs(deps.db, { companyId: deps.companyId, name: deps.name, limit: INTEGRATION_SYNC_LOG_SIZE });
}
