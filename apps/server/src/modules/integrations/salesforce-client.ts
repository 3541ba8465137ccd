// Salesforce's OAuth 2.0 web-server flow and REST API (query, sObjects), as documented at developer.salesforce.com.
import type { IntegrationSettings } from "../../platform/config.ts";
import type { HttpMethod } from "../../platform/guarded-fetch.ts";
import type { Authorized, TokenSet } from "./vendor-api.ts";
import { expectSuccess, field, refusal, SyncError, vendorRequest, type VendorResponse } from "./vendor-request.ts";
import { splitName, visitLines, type VisitSummary } from "./visit-summary.ts";

const SALESFORCE_API_VERSION = "v60.0";
/** REST API access, and a refresh token for offline syncs. */
const SALESFORCE_SCOPES = ["api", "refresh_token"];
const DATA = `/services/data/${SALESFORCE_API_VERSION}`;

type Salesforce = IntegrationSettings["salesforce"];

/** A call to the organisation's REST API, relative to its instance URL, with its (refreshed) access token. */
export type SalesforceApi = (request: { method: HttpMethod; path: string; json?: unknown }) => Promise<VendorResponse>;

export function salesforceApi(authorized: Authorized, allowPrivateNetwork: boolean): SalesforceApi {
  return (request) =>
    authorized(async ({ accessToken, instanceUrl }) => {
      if (!instanceUrl) throw new SyncError("Salesforce gave no instance URL: connect again.", false);
      const response = await vendorRequest(
        {
          method: request.method,
          url: `${instanceUrl.replace(/\/+$/, "")}${request.path}`,
          headers: { authorization: `Bearer ${accessToken}` },
          json: request.json,
        },
        { vendor: "Salesforce", allowPrivateNetwork },
      );
      // INVALID_SESSION_ID: the session expired; `authorized` refreshes it and calls again.
      if (response.status === 401) throw refusal("Salesforce", response);
      return response;
    });
}

export function salesforceAuthorizeUrl(
  salesforce: Salesforce,
  options: { clientId: string; redirectUri: string; state: string },
): string {
  const url = new URL(`${salesforce.loginUrl}/services/oauth2/authorize`);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", options.clientId);
  url.searchParams.set("redirect_uri", options.redirectUri);
  url.searchParams.set("scope", SALESFORCE_SCOPES.join(" "));
  url.searchParams.set("state", options.state);
  return url.toString();
}

/** POST /services/oauth2/token: an authorization code or a refresh token for an access token and the instance URL. */
export async function salesforceToken(
  salesforce: Salesforce,
  grant: { code: string; redirectUri: string } | { refreshToken: string },
  allowPrivateNetwork: boolean,
): Promise<TokenSet> {
  if (!salesforce.oauth) throw new SyncError("Salesforce OAuth is not configured on this server.", false);
  const form: Record<string, string> = {
    client_id: salesforce.oauth.clientId,
    client_secret: salesforce.oauth.clientSecret,
    ...("code" in grant
      ? { grant_type: "authorization_code", code: grant.code, redirect_uri: grant.redirectUri }
      : { grant_type: "refresh_token", refresh_token: grant.refreshToken }),
  };
  const response = await vendorRequest(
    { method: "POST", url: `${salesforce.loginUrl}/services/oauth2/token`, form },
    { vendor: "Salesforce", allowPrivateNetwork },
  );
  expectSuccess(response, "Salesforce token request");
  const accessToken = field(response.body, "access_token");
  const instanceUrl = field(response.body, "instance_url");
  if (!accessToken || !instanceUrl) throw new SyncError("Salesforce gave no access token or instance URL.", false);
  // Salesforce does not say when a session expires: it is refreshed when the API answers 401.
  return { accessToken, refreshToken: field(response.body, "refresh_token") ?? null, expiresAt: null, instanceUrl };
}

/**
 * POST {My Domain}/services/oauth2/revoke: revoking the refresh token ends its access tokens too.
 * Salesforce documents the org's My Domain (the instance URL) for it; the login server may redirect there.
 */
export async function revokeSalesforceToken(instanceUrl: string, token: string, allowPrivateNetwork: boolean) {
  const response = await vendorRequest(
    { method: "POST", url: `${instanceUrl.replace(/\/+$/, "")}/services/oauth2/revoke`, form: { token } },
    { vendor: "Salesforce", allowPrivateNetwork },
  );
  expectSuccess(response, "Salesforce token revocation");
}

/** "Send test": one query on Leads, which proves the token, the instance and API access. */
export async function testSalesforce(api: SalesforceApi): Promise<string> {
  await query(api, "SELECT Id FROM Lead LIMIT 1");
  return "Connected: Salesforce leads can be read.";
}

/** Finds the Contact, else the open Lead, with the prospect's e-mail (a new Lead when none) and logs a completed Task on it. */
export async function syncVisitToSalesforce(api: SalesforceApi, summary: VisitSummary): Promise<string> {
  const { prospect } = summary;
  const email = soqlString(prospect.email);
  let who = (await query(api, `SELECT Id FROM Contact WHERE Email = ${email} LIMIT 1`))[0];
  let whoKind = "Contact";
  if (!who) {
    whoKind = "Lead";
    who = (await query(api, `SELECT Id FROM Lead WHERE Email = ${email} AND IsConverted = false LIMIT 1`))[0];
  }
  let created = false;
  if (!who) {
    const name = splitName(prospect.name);
    const lead = await api({
      method: "POST",
      path: `${DATA}/sobjects/Lead`,
      json: {
        FirstName: name.first,
        // LastName and Company are required on a Lead.
        LastName: name.last ?? prospect.email.split("@")[0],
        Company: prospect.company ?? prospect.email.split("@")[1],
        Email: prospect.email,
        LeadSource: "Vemo",
      },
    });
    expectSuccess(lead, "Creating the Salesforce lead");
    who = { Id: field(lead.body, "id") ?? "" };
    created = true;
  }
  const task = await api({
    method: "POST",
    path: `${DATA}/sobjects/Task`,
    json: {
      WhoId: who.Id,
      Subject: `Vemo visit: ${summary.vemoTitle}`.slice(0, 255),
      Description: visitLines(summary).join("\n").slice(0, 32_000),
      Status: "Completed",
      Priority: "Normal",
      ActivityDate: summary.at.toISOString().slice(0, 10),
    },
  });
  expectSuccess(task, "Logging the Salesforce task");
  return `Task ${field(task.body, "id")} logged on ${created ? "new " : ""}${whoKind} ${who.Id} (${prospect.email}).`;
}

async function query(api: SalesforceApi, soql: string): Promise<{ Id: string }[]> {
  const response = await api({ method: "GET", path: `${DATA}/query?q=${encodeURIComponent(soql)}` });
  expectSuccess(response, "Salesforce query");
  return (response.body as { records?: { Id: string }[] }).records ?? [];
}

/** A SOQL string literal: backslashes and quotes escaped. */
function soqlString(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}
