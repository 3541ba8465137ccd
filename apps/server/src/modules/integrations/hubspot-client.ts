// HubSpot's CRM v3 and OAuth v1 endpoints, as documented at developers.hubspot.com (docs/integrations.md).
import type { IntegrationSettings } from "../../platform/config.ts";
import type { VendorApi, TokenSet } from "./vendor-api.ts";
import { expectSuccess, field, SyncError, vendorRequest } from "./vendor-request.ts";
import { splitName, visitHtml, type VisitSummary } from "./visit-summary.ts";

export const HUBSPOT_AUTHORIZE_URL = "https://app.hubspot.com/oauth/authorize";
/** Read and write contacts (notes ride on them), and create the "Last Vemo visit" contact property. */
export const HUBSPOT_SCOPES = ["crm.objects.contacts.read", "crm.objects.contacts.write", "crm.schemas.contacts.write"];
/** The contact property Vemo keeps up to date, created on the first sync. */
export const LAST_VISIT_PROPERTY = "vemo_last_visit";
/** HubSpot-defined association type: note → contact. */
const NOTE_TO_CONTACT = 202;

type Hubspot = IntegrationSettings["hubspot"];

export function hubspotAuthorizeUrl(options: { clientId: string; redirectUri: string; state: string }): string {
  const url = new URL(HUBSPOT_AUTHORIZE_URL);
  url.searchParams.set("client_id", options.clientId);
  url.searchParams.set("redirect_uri", options.redirectUri);
  url.searchParams.set("scope", HUBSPOT_SCOPES.join(" "));
  url.searchParams.set("state", options.state);
  return url.toString();
}

/** POST /oauth/v1/token: an authorization code or a refresh token for a new access token. */
export async function hubspotToken(
  hubspot: Hubspot,
  grant: { code: string; redirectUri: string } | { refreshToken: string },
  allowPrivateNetwork: boolean,
): Promise<TokenSet> {
  if (!hubspot.oauth) throw new SyncError("HubSpot OAuth is not configured on this server.", false);
  const form: Record<string, string> = {
    client_id: hubspot.oauth.clientId,
    client_secret: hubspot.oauth.clientSecret,
    ...("code" in grant
      ? { grant_type: "authorization_code", code: grant.code, redirect_uri: grant.redirectUri }
      : { grant_type: "refresh_token", refresh_token: grant.refreshToken }),
  };
  const response = await vendorRequest(
    { method: "POST", url: `${hubspot.apiBaseUrl}/oauth/v1/token`, form },
    { vendor: "HubSpot", allowPrivateNetwork },
  );
  expectSuccess(response, "HubSpot token request");
  const accessToken = field(response.body, "access_token");
  if (!accessToken) throw new SyncError("HubSpot gave no access token.", false);
  const expiresIn = Number(field(response.body, "expires_in") ?? 0);
  return {
    accessToken,
    refreshToken: field(response.body, "refresh_token") ?? null,
    expiresAt: expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null,
    instanceUrl: null,
  };
}

/** DELETE /oauth/v1/refresh-tokens/{token}: the app's access ends. A private app's token cannot be revoked by API. */
export async function revokeHubspotToken(hubspot: Hubspot, refreshToken: string, allowPrivateNetwork: boolean) {
  const url = `${hubspot.apiBaseUrl}/oauth/v1/refresh-tokens/${encodeURIComponent(refreshToken)}`;
  const response = await vendorRequest({ method: "DELETE", url }, { vendor: "HubSpot", allowPrivateNetwork });
  expectSuccess(response, "HubSpot token revocation");
}

/** "Send test": reads one contact, which proves the token and its contacts scope. */
export async function testHubspot(api: VendorApi): Promise<string> {
  expectSuccess(await api({ method: "GET", path: "/crm/v3/objects/contacts?limit=1" }), "Reading HubSpot contacts");
  return "Connected: HubSpot contacts can be read.";
}

/**
 * Finds the contact by e-mail or creates it (name and company filled only where empty), sets its
 * last Vemo visit, and adds a note with the visit to its timeline.
 */
export async function syncVisitToHubspot(api: VendorApi, summary: VisitSummary): Promise<string> {
  await ensureLastVisitProperty(api);
  const { prospect } = summary;
  const found = await api({
    method: "POST",
    path: "/crm/v3/objects/contacts/search",
    json: {
      filterGroups: [{ filters: [{ propertyName: "email", operator: "EQ", value: prospect.email }] }],
      properties: ["email", "firstname", "lastname", "company"],
      limit: 1,
    },
  });
  expectSuccess(found, "Searching HubSpot contacts");
  const existing = (found.body as { results?: { id: string; properties: Record<string, string | null> }[] })
    .results?.[0];
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
    const missing = Object.fromEntries(
      Object.entries(wanted).filter(([key, value]) => value && !existing.properties[key]),
    ) as Record<string, string>;
    const updated = await api({
      method: "PATCH",
      path: `/crm/v3/objects/contacts/${encodeURIComponent(contactId)}`,
      json: { properties: { ...missing, ...lastVisit } },
    });
    expectSuccess(updated, "Updating the HubSpot contact");
  } else {
    const filled = Object.fromEntries(Object.entries(wanted).filter(([, value]) => value)) as Record<string, string>;
    const created = await api({
      method: "POST",
      path: "/crm/v3/objects/contacts",
      json: { properties: { email: prospect.email, ...filled, ...lastVisit } },
    });
    expectSuccess(created, "Creating the HubSpot contact");
    contactId = field(created.body, "id") ?? "";
  }

  const note = await api({
    method: "POST",
    path: "/crm/v3/objects/notes",
    json: {
      properties: { hs_timestamp: summary.at.toISOString(), hs_note_body: visitHtml(summary) },
      associations: [
        {
          to: { id: contactId },
          types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: NOTE_TO_CONTACT }],
        },
      ],
    },
  });
  expectSuccess(note, "Adding the HubSpot note");
  return `Note added to ${existing ? "" : "new "}contact ${contactId} (${prospect.email}).`;
}

async function ensureLastVisitProperty(api: VendorApi): Promise<void> {
  const property = await api({ method: "GET", path: `/crm/v3/properties/contacts/${LAST_VISIT_PROPERTY}` });
  if (property.status !== 404) return expectSuccess(property, "Reading the Last Vemo visit property");
  const created = await api({
    method: "POST",
    path: "/crm/v3/properties/contacts",
    json: {
      name: LAST_VISIT_PROPERTY,
      label: "Last Vemo visit",
      type: "datetime",
      fieldType: "date",
      groupName: "contactinformation",
    },
  });
  // 409: another sync created it at the same time.
  if (created.status !== 409) expectSuccess(created, "Creating the Last Vemo visit property");
}
