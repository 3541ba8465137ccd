// Loopback stand-ins for exactly the vendor endpoints Vemo calls (docs/integrations.md), for the integration and end-to-end tests.
import http from "node:http";
import type { AddressInfo } from "node:net";

type Handler = (request: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }) => {
  status: number;
  body?: unknown;
  /** Sent as is, text/plain (Slack's "ok"); `body` is sent as JSON. */
  text?: string;
};

type Recorded = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

/** A loopback server: every request is recorded; `failures` answer the next requests first (e.g. 429, 500). */
async function standIn(handle: Handler, port = 0) {
  const requests: Recorded[] = [];
  const failures: number[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const recorded = { method: request.method ?? "GET", path: request.url ?? "/", headers: request.headers, body };
      requests.push(recorded);
      const failure = failures.shift();
      const answer = failure ? { status: failure, body: { message: `stand-in ${failure}` } } : handle(recorded);
      response.statusCode = answer.status;
      if ("text" in answer && answer.text !== undefined) {
        response.setHeader("content-type", "text/plain");
        return response.end(answer.text);
      }
      response.setHeader("content-type", "application/json");
      response.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failures,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const json = (body: string) => (body ? (JSON.parse(body) as Record<string, unknown>) : {});
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

/** HubSpot's 400 for a body without the fields its API reference marks required (HubSpot-public-api-spec-collection). */
function missingHubspotFields(body: Record<string, unknown>, required: string[]) {
  const missing = required.filter((name) => body[name] === undefined);
  return missing.length === 0
    ? null
    : {
        status: 400,
        body: { status: "error", message: `Missing ${missing.join(", ")}`, category: "VALIDATION_ERROR" },
      };
}

/** A note's associations as the reference requires them: `to.id` and types of a known category with a type id. */
function validNoteAssociations(associations: unknown): boolean {
  return (
    Array.isArray(associations) &&
    associations.every(
      (association: {
        to?: { id?: unknown };
        types?: { associationCategory?: unknown; associationTypeId?: unknown }[];
      }) =>
        typeof association.to?.id === "string" &&
        Array.isArray(association.types) &&
        association.types.every(
          (type) =>
            ["HUBSPOT_DEFINED", "USER_DEFINED", "INTEGRATOR_DEFINED", "WORK"].includes(
              String(type.associationCategory),
            ) && Number.isInteger(type.associationTypeId),
        ),
    )
  );
}

/**
 * HubSpot: OAuth v1 token and refresh-token revocation, CRM v3 contacts (search, create, update),
 * contact properties (read, create) and notes with associations.
 */
export async function startHubspot(port?: number) {
  const contacts: { id: string; properties: Record<string, string> }[] = [];
  const notes: { properties: Record<string, string>; associations: unknown }[] = [];
  const properties = new Set<string>();
  /** Access tokens the stand-in accepts; OAuth tokens are added as they are issued. */
  const tokens = new Set<string>(["pat-valid"]);
  const revoked: string[] = [];
  let issued = 0;
  const server = await standIn(({ method, path, headers, body }) => {
    if (method === "POST" && path === "/oauth/v1/token") {
      const grant = form(body);
      if (grant.client_secret !== "hubspot-secret") return { status: 400, body: { message: "bad client" } };
      issued += 1;
      const accessToken = `hs-access-${issued}`;
      tokens.add(accessToken);
      return {
        status: 200,
        body: { access_token: accessToken, refresh_token: "hs-refresh", expires_in: 1800, token_type: "bearer" },
      };
    }
    if (method === "DELETE" && path.startsWith("/oauth/v1/refresh-tokens/")) {
      revoked.push(decodeURIComponent(path.split("/").at(-1)!));
      return { status: 204 };
    }
    const token = String(headers.authorization ?? "").replace(/^Bearer /, "");
    if (!tokens.has(token))
      return {
        status: 401,
        body: { status: "error", message: "Authentication credentials not found.", category: "INVALID_AUTHENTICATION" },
      };
    if (method === "GET" && path.startsWith("/crm/v3/objects/contacts?")) return { status: 200, body: { results: [] } };
    if (method === "GET" && path.startsWith("/crm/v3/properties/contacts/")) {
      const name = path.split("/").at(-1)!;
      return properties.has(name) ? { status: 200, body: { name } } : { status: 404, body: { message: "not found" } };
    }
    if (method === "POST" && path === "/crm/v3/properties/contacts") {
      const invalid = missingHubspotFields(json(body), ["name", "label", "type", "fieldType", "groupName"]);
      if (invalid) return invalid;
      properties.add(String(json(body).name));
      return { status: 201, body: json(body) };
    }
    if (method === "POST" && path === "/crm/v3/objects/contacts/search") {
      const invalid = missingHubspotFields(json(body), ["filterGroups", "properties", "limit", "sorts", "after"]);
      if (invalid) return invalid;
      const filter = (json(body).filterGroups as { filters: { value: string }[] }[])[0]!.filters[0]!;
      const results = contacts.filter((contact) => contact.properties.email === filter.value);
      return { status: 200, body: { total: results.length, results } };
    }
    if (method === "POST" && path === "/crm/v3/objects/contacts") {
      const invalid = missingHubspotFields(json(body), ["properties", "associations"]);
      if (invalid) return invalid;
      const contact = {
        id: String(1000 + contacts.length),
        properties: json(body).properties as Record<string, string>,
      };
      contacts.push(contact);
      return { status: 201, body: contact };
    }
    if (method === "PATCH" && path.startsWith("/crm/v3/objects/contacts/")) {
      const contact = contacts.find((candidate) => candidate.id === path.split("/").at(-1));
      if (!contact) return { status: 404, body: { message: "not found" } };
      const invalid = missingHubspotFields(json(body), ["properties"]);
      if (invalid) return invalid;
      Object.assign(contact.properties, json(body).properties);
      return { status: 200, body: contact };
    }
    if (method === "POST" && path === "/crm/v3/objects/notes") {
      const invalid = missingHubspotFields(json(body), ["properties", "associations"]);
      if (invalid) return invalid;
      const note = json(body) as (typeof notes)[number];
      if (!note.properties.hs_timestamp || !validNoteAssociations(note.associations))
        return { status: 400, body: { status: "error", message: "Invalid note", category: "VALIDATION_ERROR" } };
      notes.push(note);
      return { status: 201, body: { id: String(5000 + notes.length), properties: note.properties } };
    }
    return { status: 404, body: { message: `no such endpoint: ${method} ${path}` } };
  }, port);
  return { ...server, contacts, notes, properties, tokens, revoked };
}

/**
 * Salesforce: OAuth token and revoke on the login server, REST query (Contact, Lead) and Lead/Task
 * creation on the instance. `contacts` are the org's Contacts, which tests add.
 */
export async function startSalesforce() {
  const contacts: { Id: string; Email: string }[] = [];
  const leads: Record<string, unknown>[] = [];
  const tasks: Record<string, unknown>[] = [];
  const tokens = new Set<string>();
  const revoked: string[] = [];
  let issued = 0;
  let baseUrl = "";
  const data = "/services/data/v60.0";
  const server = await standIn(({ method, path, headers, body }) => {
    if (method === "POST" && path === "/services/oauth2/token") {
      const grant = form(body);
      if (grant.client_secret !== "salesforce-secret") return { status: 400, body: { error: "invalid_client" } };
      issued += 1;
      const accessToken = `sf-access-${issued}`;
      tokens.add(accessToken);
      return {
        status: 200,
        body: {
          access_token: accessToken,
          ...(grant.grant_type === "authorization_code" && { refresh_token: "sf-refresh" }),
          instance_url: baseUrl,
          token_type: "Bearer",
        },
      };
    }
    if (method === "POST" && path === "/services/oauth2/revoke") {
      revoked.push(form(body).token!);
      return { status: 200 };
    }
    const token = String(headers.authorization ?? "").replace(/^Bearer /, "");
    if (!tokens.has(token))
      return { status: 401, body: [{ message: "Session expired or invalid", errorCode: "INVALID_SESSION_ID" }] };
    if (method === "GET" && path.startsWith(`${data}/query?q=`)) {
      const soql = decodeURIComponent(path.slice(`${data}/query?q=`.length));
      const email = /Email = '([^']*)'/.exec(soql)?.[1];
      const records = (soql.includes("FROM Lead") ? leads : soql.includes("FROM Contact") ? contacts : [])
        .filter((record) => email === undefined || record.Email === email)
        .map((record) => ({ attributes: { type: soql.includes("FROM Lead") ? "Lead" : "Contact" }, Id: record.Id }));
      return { status: 200, body: { totalSize: records.length, done: true, records } };
    }
    if (method === "POST" && path === `${data}/sobjects/Lead`) {
      const missing = ["LastName", "Company"].filter((name) => !json(body)[name]);
      if (missing.length > 0)
        return {
          status: 400,
          body: [
            {
              message: `Required fields are missing: [${missing.join(", ")}]`,
              errorCode: "REQUIRED_FIELD_MISSING",
              fields: missing,
            },
          ],
        };
      const lead = { ...json(body), Id: `00Q${leads.length + 1}` };
      leads.push(lead);
      return { status: 201, body: { id: lead.Id, success: true, errors: [] } };
    }
    if (method === "POST" && path === `${data}/sobjects/Task`) {
      const task = { ...json(body), Id: `00T${tasks.length + 1}` };
      tasks.push(task);
      return { status: 201, body: { id: task.Id, success: true, errors: [] } };
    }
    return { status: 404, body: [{ message: `no such endpoint: ${method} ${path}`, errorCode: "NOT_FOUND" }] };
  });
  baseUrl = server.url;
  /** Expires every issued access token, as a Salesforce session times out. */
  const expireSessions = () => tokens.clear();
  return { ...server, contacts, leads, tasks, revoked, expireSessions };
}

/** A Slack incoming webhook: answers 200 with the plain text "ok" and keeps each posted message. */
export async function startSlack() {
  const server = await standIn(() => ({ status: 200, text: "ok" }));
  return {
    ...server,
    webhookUrl: `${server.url}/services/T000/B000/XXXX`,
    messages: () => server.requests.map((request) => JSON.parse(request.body)),
  };
}
