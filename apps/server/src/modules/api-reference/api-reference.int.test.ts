import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithCompany } from "../../test/factories.ts";
import { registeredRoutes } from "../../test/registered-routes.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { openApiPath } from "./openapi-document.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp()));
afterAll(() => testApp.close());

type OpenApiDocument = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { security: Record<string, string[]>[]; requestBody?: { content: Record<string, unknown> } }>
  >;
};

/** The app's /api routes as "METHOD /path". */
function registeredApiRoutes(app: FastifyInstance): string[] {
  return registeredRoutes(app)
    .filter((route) => route.url.startsWith("/api/"))
    .map((route) => `${route.method} ${route.url}`);
}

async function readDocument(): Promise<OpenApiDocument> {
  const response = await testApp.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

it("documents every /api route the app registers (each sets `tag` and `summary` beside its schemas)", async () => {
  const document = await readDocument();
  expect(document.openapi).toBe("3.1.0");
  const routes = registeredApiRoutes(testApp.app);
  expect(routes.length).toBeGreaterThan(50);
  const missing = routes.filter((route) => {
    const [method = "", url = ""] = route.split(" ");
    return !document.paths[openApiPath(url)]?.[method.toLowerCase()];
  });
  expect(missing).toEqual([]);
});

it("states each operation's auth, parameters and bodies from the routes' contracts", async () => {
  const { paths } = await readDocument();
  expect(paths["/api/settings"]?.put?.security).toEqual([{ bearer: [] }]);
  expect(paths["/api/health"]?.get?.security).toEqual([]);
  expect(paths["/api/billing/stripe/webhook"]?.post?.security).toEqual([{ stripeSignature: [] }]);
  expect(paths["/api/auth/logout"]?.post?.security).toEqual([{}, { bearer: [] }]);
  expect(Object.keys(paths["/api/documents/{vemoId}/upload"]?.post?.requestBody?.content ?? {})).toEqual([
    "multipart/form-data",
  ]);

  const createVemo = paths["/api/vemos"]?.post as unknown as {
    requestBody: {
      content: { "application/json": { schema: { properties: Record<string, unknown>; required: string[] } } };
    };
    responses: Record<string, unknown>;
  };
  expect(createVemo.requestBody.content["application/json"].schema.required).toEqual(
    expect.arrayContaining(["companyId"]),
  );
  expect(Object.keys(createVemo.responses)).toEqual(expect.arrayContaining(["201", "401", "4XX"]));

  const vemo = paths["/api/vemos/{id}"]?.get as unknown as { parameters: { name: string; in: string }[] };
  expect(vemo.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path" }));
});

it("serves a reference page and its script from this server", async () => {
  const page = await testApp.app.inject({ method: "GET", url: "/api/docs/" });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toMatch(/^text\/html/);
  expect(page.body).toContain("/api/openapi.json");
  expect(page.body).not.toMatch(/cdn\.|https:\/\//);
  expect(String(page.headers["content-security-policy"])).toMatch(/script-src 'self' 'sha256-/);

  // Readable before any script runs: every operation by tag, in the HTML itself.
  expect(page.body).toContain('<main id="api-outline" aria-label="API outline"><h1>Vemo API</h1>');
  expect(page.body).toMatch(
    /<h2>Service<\/h2><ul><li><code class="method">GET<\/code><code>\/api\/health<\/code><span>Whether the server and its database answer<\/span>/,
  );
  expect(page.body).toContain("<code>/api/vemos/{id}/share</code>");

  const script = await testApp.app.inject({ method: "GET", url: "/api/docs/js/scalar.js" });
  expect(script.statusCode).toBe(200);
  expect(script.headers["content-type"]).toMatch(/javascript/);
});

it("needs no sign-in to read the reference, and a signed-in caller gets the same document", async () => {
  const owner = await signUpWithCompany(testApp.app);
  const signedIn = await testApp.app.inject({ method: "GET", url: "/api/openapi.json", headers: owner.auth });
  expect(signedIn.json()).toEqual(await readDocument());
});
