// HubSpot through its official client, @hubspot/api-client (CRM v3 contacts, notes, properties; OAuth v1), whose
// requests go through the guarded agent (docs/integrations.md lists each call and the reference it was checked against).
import { AssociationTypes, Client } from "@hubspot/api-client";
import type { FilterOperatorEnum } from "@hubspot/api-client/lib/codegen/crm/contacts";
import type { AssociationSpecAssociationCategoryEnum } from "@hubspot/api-client/lib/codegen/crm/objects/notes";
import type {
  PropertyCreateFieldTypeEnum,
  PropertyCreateTypeEnum,
} from "@hubspot/api-client/lib/codegen/crm/properties";
import type { IntegrationSettings } from "../../platform/config.ts";
import { guardedAgent } from "../../platform/guarded-fetch.ts";
import type { Authorized, TokenSet } from "./vendor-api.ts";
import { MAX_RESPONSE_BYTES, networkFailure, refusal, SyncError, VENDOR_TIMEOUT_MS } from "./vendor-request.ts";
import { splitName, visitHtml, type VisitSummary } from "./visit-summary.ts";

/** Read and write contacts (notes ride on them), and create the "Last Vemo visit" contact property. */
const HUBSPOT_SCOPES = ["crm.objects.contacts.read", "crm.objects.contacts.write", "crm.schemas.contacts.write"];
/** HubSpot's limit on a note's body (hs_note_body). */
const MAX_NOTE_BODY = 65_536;
/** The contact property Vemo keeps up to date, created on the first sync. */
const LAST_VISIT_PROPERTY = "vemo_last_visit";

type Hubspot = IntegrationSettings["hubspot"];

/** One call of the HubSpot client, described by `what` in the sync log when it fails. */
export type HubspotCall = <T>(what: string, call: (client: Client) => Promise<T>) => Promise<T>;

/** The client at the configured base URL (HUBSPOT_API_BASE_URL), its connections through the guarded agent; no retries of its own. */
function hubspotClient(hubspot: Hubspot, allowPrivateNetwork: boolean, accessToken?: string): Client {
  const httpAgent = guardedAgent(hubspot.apiBaseUrl, {
    allowPrivateNetwork,
    timeoutMs: VENDOR_TIMEOUT_MS,
    maxBytes: MAX_RESPONSE_BYTES,
  });
  return new Client({ accessToken, basePath: hubspot.apiBaseUrl, httpAgent, numberOfApiCallRetries: 0 });
}

/** The client's ApiException (one class per generated module, so told by its shape): HTTP status and parsed body. */
function asSyncError(what: string, error: unknown): SyncError {
  if (error instanceof SyncError) return error;
  const { code, body } = (error ?? {}) as { code?: unknown; body?: unknown };
  if (typeof code === "number" && code >= 400) return refusal(what, { status: code, body });
  return networkFailure(error);
}

async function callHubspot<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asSyncError(what, error);
  }
}

/** HubSpot calls with the organisation's token (refreshed on expiry and on a 401). */
export function hubspotCalls(authorized: Authorized, hubspot: Hubspot, allowPrivateNetwork: boolean): HubspotCall {
  return (what, call) =>
    authorized((session) =>
      callHubspot(what, () => call(hubspotClient(hubspot, allowPrivateNetwork, session.accessToken))),
    );
}

export function hubspotAuthorizeUrl(options: { clientId: string; redirectUri: string; state: string }): string {
  return new Client().oauth.getAuthorizationUrl(
    options.clientId,
    options.redirectUri,
    HUBSPOT_SCOPES.join(" "),
    undefined,
    options.state,
  );
}

/** POST /oauth/v1/token: an authorization code or a refresh token for a new access token. */
export async function hubspotToken(
  hubspot: Hubspot,
  grant: { code: string; redirectUri: string } | { refreshToken: string },
  allowPrivateNetwork: boolean,
): Promise<TokenSet> {
  const app = hubspot.oauth;
  if (!app) throw new SyncError("HubSpot OAuth is not configured on this server.", false);
  const { tokensApi } = hubspotClient(hubspot, allowPrivateNetwork).oauth;
  const tokens = await callHubspot("HubSpot token request", () =>
    "code" in grant
      ? tokensApi.create("authorization_code", grant.code, grant.redirectUri, app.clientId, app.clientSecret)
      : tokensApi.create("refresh_token", undefined, undefined, app.clientId, app.clientSecret, grant.refreshToken),
  );
  if (!tokens.accessToken) throw new SyncError("HubSpot gave no access token.", false);
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? null,
    expiresAt: tokens.expiresIn > 0 ? new Date(Date.now() + tokens.expiresIn * 1000) : null,
    instanceUrl: null,
  };
}

/** DELETE /oauth/v1/refresh-tokens/{token}: the app's access ends. A private app's token cannot be revoked by API. */
export async function revokeHubspotToken(hubspot: Hubspot, refreshToken: string, allowPrivateNetwork: boolean) {
  const { refreshTokensApi } = hubspotClient(hubspot, allowPrivateNetwork).oauth;
  await callHubspot("HubSpot token revocation", () => refreshTokensApi.archive(refreshToken));
}

/** "Send test": reads one contact, which proves the token and its contacts scope. */
export async function testHubspot(hubspot: HubspotCall): Promise<string> {
  await hubspot("Reading HubSpot contacts", (client) => client.crm.contacts.basicApi.getPage(1));
  return "Connected: HubSpot contacts can be read.";
}

/**
 * Finds the contact by e-mail or creates it (name and company filled only where empty), sets its
 * last Vemo visit, and adds a note with the visit to its timeline.
 */
export async function syncVisitToHubspot(hubspot: HubspotCall, summary: VisitSummary): Promise<string> {
  await ensureLastVisitProperty(hubspot);
  const { prospect } = summary;
  const found = await hubspot("Searching HubSpot contacts", (client) =>
    client.crm.contacts.searchApi.doSearch({
      filterGroups: [
        { filters: [{ propertyName: "email", operator: "EQ" as FilterOperatorEnum, value: prospect.email }] },
      ],
      properties: ["email", "firstname", "lastname", "company"],
      limit: 1,
      // Required by the reference's PublicObjectSearchRequest: the first page, in HubSpot's order.
      after: "0",
      sorts: [],
    }),
  );
  const existing = found.results[0];
  const name = splitName(prospect.name);
  const wanted: Record<string, string | null> = {
    firstname: name.first,
    lastname: name.last,
    company: prospect.company,
  };
  const lastVisit = { [LAST_VISIT_PROPERTY]: summary.at.toISOString() };

  let contactId: string;
  if (existing) {
    contactId = existing.id;
    const missing = filled(wanted, (key) => !existing.properties[key]);
    await hubspot("Updating the HubSpot contact", (client) =>
      client.crm.contacts.basicApi.update(contactId, { properties: { ...missing, ...lastVisit } }),
    );
  } else {
    const created = await hubspot("Creating the HubSpot contact", (client) =>
      client.crm.contacts.basicApi.create({
        properties: { email: prospect.email, ...filled(wanted, () => true), ...lastVisit },
        associations: [],
      }),
    );
    contactId = created.id;
  }

  await hubspot("Adding the HubSpot note", (client) =>
    client.crm.objects.notes.basicApi.create({
      properties: { hs_timestamp: summary.at.toISOString(), hs_note_body: visitHtml(summary).slice(0, MAX_NOTE_BODY) },
      associations: [
        {
          to: { id: contactId },
          types: [
            {
              associationCategory: "HUBSPOT_DEFINED" as AssociationSpecAssociationCategoryEnum,
              associationTypeId: AssociationTypes.noteToContact,
            },
          ],
        },
      ],
    }),
  );
  return `Note added to ${existing ? "" : "new "}contact ${contactId} (${prospect.email}).`;
}

/** The values set, of the keys `keep` accepts. */
function filled(values: Record<string, string | null>, keep: (key: string) => boolean): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]) && keep(entry[0])),
  );
}

async function ensureLastVisitProperty(hubspot: HubspotCall): Promise<void> {
  try {
    await hubspot("Reading the Last Vemo visit property", (client) =>
      client.crm.properties.coreApi.getByName("contacts", LAST_VISIT_PROPERTY),
    );
    return;
  } catch (error) {
    if (!(error instanceof SyncError) || error.status !== 404) throw error;
  }
  try {
    await hubspot("Creating the Last Vemo visit property", (client) =>
      client.crm.properties.coreApi.create("contacts", {
        name: LAST_VISIT_PROPERTY,
        label: "Last Vemo visit",
        type: "datetime" as PropertyCreateTypeEnum,
        fieldType: "date" as PropertyCreateFieldTypeEnum,
        groupName: "contactinformation",
      }),
    );
  } catch (error) {
    // 409: another sync created it at the same time.
    if (!(error instanceof SyncError) || error.status !== 409) throw error;
  }
}
