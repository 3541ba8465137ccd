// Salesforce through jsforce (@jsforce/jsforce-node): the OAuth 2.0 web-server flow, SOQL queries and sObject
// records, each request carried by the guarded fetcher (docs/integrations.md lists each call and the reference it was
// checked against).
import { PassThrough } from "node:stream";
import type { Connection } from "@jsforce/jsforce-node";
import type { HttpRequest, HttpResponse } from "@jsforce/jsforce-node/lib/types";
import type { IntegrationSettings } from "../../platform/config.ts";
import type { HttpMethod } from "../../platform/guarded-fetch.ts";
import type { Authorized, TokenSet } from "./vendor-api.ts";
import { fetchFromVendor, parseBody, refusal, SyncError, type VendorResponse } from "./vendor-request.ts";
import { splitName, visitLines, type VisitSummary } from "./visit-summary.ts";

const SALESFORCE_API_VERSION = "60.0";
/** REST API access, and a refresh token for offline syncs. */
const SALESFORCE_SCOPES = ["api", "refresh_token"];
/** undici 8, which jsforce sends through by default and loads with itself, needs this Node.js. */
const JSFORCE_NODE = [22, 19] as const;

type Salesforce = IntegrationSettings["salesforce"];

/** One call with the organisation's jsforce connection, described by `what` in the sync log when it fails. */
export type SalesforceCall = <T>(what: string, call: (connection: Connection) => Promise<T>) => Promise<T>;

let library: ReturnType<typeof loadJsforce> | undefined;

/** jsforce is loaded when Salesforce is first used, so the rest of Vemo still starts on a Node.js it cannot load on. */
function jsforce() {
  return (library ??= loadJsforce());
}

async function loadJsforce() {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major < JSFORCE_NODE[0] || (major === JSFORCE_NODE[0] && minor < JSFORCE_NODE[1]))
    throw new SyncError(
      `Salesforce needs Node.js ${JSFORCE_NODE.join(".")} or newer; this server runs ${process.version}.`,
      false,
    );
  const [{ Connection, OAuth2 }, { Transport }, { StreamPromise }] = await Promise.all([
    import("@jsforce/jsforce-node"),
    import("@jsforce/jsforce-node/lib/transport.js"),
    import("@jsforce/jsforce-node/lib/util/promise.js"),
  ]);

  /**
   * jsforce's transport (its extension point, as its proxy transports) sending through the guarded fetcher:
   * addresses checked, no redirects, time and size limits, and none of jsforce's own retries (the job retries).
   * The last answer is kept: jsforce's errors do not carry the HTTP status the sync needs.
   */
  class GuardedTransport extends Transport {
    lastResponse: VendorResponse | null = null;

    constructor(private readonly allowPrivateNetwork: boolean) {
      super();
    }

    override httpRequest(request: HttpRequest) {
      return StreamPromise.create(() => {
        const stream = new PassThrough();
        return { stream, promise: this.send(request).finally(() => stream.end()) };
      });
    }

    private async send(request: HttpRequest): Promise<HttpResponse> {
      this.lastResponse = null;
      if (request.body != null && typeof request.body !== "string")
        throw new SyncError("Salesforce: only text request bodies are sent.", false);
      const response = await fetchFromVendor(request.url, {
        allowPrivateNetwork: this.allowPrivateNetwork,
        method: request.method as HttpMethod,
        headers: { accept: "application/json", ...request.headers },
        body: request.body ?? undefined,
      });
      const body = response.body.toString("utf8");
      this.lastResponse = { status: response.status, body: parseBody(body) };
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name, [value ?? ""].flat().join(", ")]),
      );
      return { statusCode: response.status, headers, body };
    }
  }
  return { Connection, OAuth2, GuardedTransport };
}

type GuardedTransport = InstanceType<Awaited<ReturnType<typeof loadJsforce>>["GuardedTransport"]>;

/** Runs one jsforce call; a vendor's refusal becomes a SyncError with its status and message (429 and 5xx retryable). */
async function callSalesforce<T>(what: string, transport: GuardedTransport, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SyncError) throw error;
    const answer = transport.lastResponse;
    if (answer && answer.status >= 400) throw refusal(what, answer);
    throw new SyncError(`${what} failed: ${error instanceof Error ? error.message : String(error)}.`, false);
  }
}

/** Salesforce calls on the organisation's instance with its session (refreshed on a 401 by `authorized`). */
export function salesforceCalls(authorized: Authorized, allowPrivateNetwork: boolean): SalesforceCall {
  return (what, call) =>
    authorized(async ({ accessToken, instanceUrl }) => {
      if (!instanceUrl) throw new SyncError("Salesforce gave no instance URL: connect again.", false);
      const { Connection, GuardedTransport } = await jsforce();
      const transport = new GuardedTransport(allowPrivateNetwork);
      return callSalesforce(what, transport, () => {
        // No OAuth client here: a 401 reaches `authorized`, which refreshes and stores the new session.
        const connection = new Connection({ instanceUrl, accessToken, version: SALESFORCE_API_VERSION });
        connection._transport = transport;
        return call(connection);
      });
    });
}

/** jsforce's OAuth client at `loginUrl` (SALESFORCE_LOGIN_URL, or an org's My Domain), sending through the guard. */
async function oauthClient(
  loginUrl: string,
  {
    allowPrivateNetwork,
    ...app
  }: { allowPrivateNetwork: boolean; clientId?: string; clientSecret?: string; redirectUri?: string },
) {
  const { OAuth2, GuardedTransport } = await jsforce();
  const transport = new GuardedTransport(allowPrivateNetwork);
  const oauth2 = new OAuth2({ loginUrl, ...app });
  oauth2._transport = transport;
  return { oauth2, transport };
}

/** GET {login}/services/oauth2/authorize: the consent page. */
export async function salesforceAuthorizeUrl(
  salesforce: Salesforce,
  options: { clientId: string; redirectUri: string; state: string },
): Promise<string> {
  const { oauth2 } = await oauthClient(salesforce.loginUrl, { ...options, allowPrivateNetwork: false });
  return oauth2.getAuthorizationUrl({ scope: SALESFORCE_SCOPES.join(" "), state: options.state });
}

/** POST /services/oauth2/token: an authorization code or a refresh token for an access token and the instance URL. */
export async function salesforceToken(
  salesforce: Salesforce,
  grant: { code: string; redirectUri: string } | { refreshToken: string },
  allowPrivateNetwork: boolean,
): Promise<TokenSet> {
  if (!salesforce.oauth) throw new SyncError("Salesforce OAuth is not configured on this server.", false);
  const { oauth2, transport } = await oauthClient(salesforce.loginUrl, {
    allowPrivateNetwork,
    ...salesforce.oauth,
    redirectUri: "code" in grant ? grant.redirectUri : undefined,
  });
  const tokens = await callSalesforce("Salesforce token request", transport, () =>
    "code" in grant ? oauth2.requestToken(grant.code) : oauth2.refreshToken(grant.refreshToken),
  );
  if (!tokens?.access_token || !tokens.instance_url)
    throw new SyncError("Salesforce gave no access token or instance URL.", false);
  // Salesforce does not say when a session expires: it is refreshed when the API answers 401.
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expiresAt: null,
    instanceUrl: tokens.instance_url,
  };
}

/**
 * POST {My Domain}/services/oauth2/revoke: revoking the refresh token ends its access tokens too.
 * Salesforce documents the org's My Domain (the instance URL) for it; the login server may redirect there.
 */
export async function revokeSalesforceToken(instanceUrl: string, token: string, allowPrivateNetwork: boolean) {
  const { oauth2, transport } = await oauthClient(instanceUrl, { allowPrivateNetwork });
  await callSalesforce("Salesforce token revocation", transport, () => oauth2.revokeToken(token));
}

/** "Send test": one query on Leads, which proves the token, the instance and API access. */
export async function testSalesforce(salesforce: SalesforceCall): Promise<string> {
  await findOne(salesforce, "SELECT Id FROM Lead LIMIT 1");
  return "Connected: Salesforce leads can be read.";
}

/** Finds the Contact, else the open Lead, with the prospect's e-mail (a new Lead when none) and logs a completed Task on it. */
export async function syncVisitToSalesforce(salesforce: SalesforceCall, summary: VisitSummary): Promise<string> {
  const { prospect } = summary;
  const email = soqlString(prospect.email);
  let whoId = await findOne(salesforce, `SELECT Id FROM Contact WHERE Email = ${email} LIMIT 1`);
  let whoKind = "Contact";
  if (!whoId) {
    whoKind = "Lead";
    whoId = await findOne(salesforce, `SELECT Id FROM Lead WHERE Email = ${email} AND IsConverted = false LIMIT 1`);
  }
  let created = false;
  if (!whoId) {
    const name = splitName(prospect.name);
    const lead = await salesforce("Creating the Salesforce lead", (connection) =>
      connection.sobject("Lead").create({
        FirstName: name.first,
        // LastName and Company are required on a Lead.
        LastName: name.last ?? prospect.email.split("@")[0],
        Company: prospect.company ?? prospect.email.split("@")[1],
        Email: prospect.email,
        LeadSource: "Vemo",
      }),
    );
    whoId = lead.id;
    created = true;
  }
  const task = await salesforce("Logging the Salesforce task", (connection) =>
    connection.sobject("Task").create({
      WhoId: whoId,
      Subject: `Vemo visit: ${summary.vemoTitle}`.slice(0, 255),
      Description: visitLines(summary).join("\n").slice(0, 32_000),
      Status: "Completed",
      Priority: "Normal",
      ActivityDate: summary.at.toISOString().slice(0, 10),
    }),
  );
  return `Task ${task.id} logged on ${created ? "new " : ""}${whoKind} ${whoId} (${prospect.email}).`;
}

/** The first record's Id of a SOQL query, or undefined. */
async function findOne(salesforce: SalesforceCall, soql: string): Promise<string | undefined> {
  const result = await salesforce("Salesforce query", async (connection) => connection.query<{ Id: string }>(soql));
  return result.records[0]?.Id;
}

/** A SOQL string literal: backslashes and quotes escaped (jsforce's query builder escapes only quotes). */
function soqlString(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}
