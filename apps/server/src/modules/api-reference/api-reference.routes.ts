import { createHash } from "node:crypto";
import scalarApiReference from "@scalar/fastify-api-reference";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import type { RequireUser } from "../auth/authenticate.ts";
import { planGateOf } from "../billing/require-feature.ts";
import { renderApiOutline } from "./api-outline.ts";
import { buildOpenApiDocument, type RegisteredRoute } from "./openapi-document.ts";

const OPENAPI_PATH = "/api/openapi.json";
const API_DOCS_PATH = "/api/docs";

/** The reference page's routes, which Scalar's plugin registers without our schema fields. */
const REFERENCE_PAGE_ROUTES: Record<string, FastifySchema> = {
  [`GET ${API_DOCS_PATH}`]: {
    tag: "reference",
    summary: "The API reference page",
    answer: { status: 301, description: "Redirect to /api/docs/" },
  },
  [`GET ${API_DOCS_PATH}/`]: {
    tag: "reference",
    summary: "The API reference page",
    answer: { status: 200, contentType: "text/html", description: "The page" },
  },
  [`GET ${API_DOCS_PATH}/js/scalar.js`]: {
    tag: "reference",
    summary: "The reference page's script",
    answer: { status: 200, contentType: "application/javascript", description: "The script" },
  },
};

function isBearerRoute(route: RouteOptions, requireUser: RequireUser): boolean {
  return [route.onRequest, route.preValidation, route.preHandler].flat().includes(requireUser);
}

/**
 * The Scalar page's one inline script only hands its configuration to the bundled script served
 * beside it; the page's CSP allows exactly that script by hash, keeping every other directive.
 */
function allowInlineScriptsByHash(csp: string, html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash("sha256")
        .update(script ?? "")
        .digest("base64")}'`,
  );
  return csp.replace(/script-src 'self'/, `script-src 'self' ${hashes.join(" ")}`);
}

/** Scalar's mount point; the outline goes right after it, before the page's large script. */
const SCALAR_ROOT = '<div id="app"></div>';

async function referencePage(app: FastifyInstance, options: { outline: () => string }) {
  // Scalar's plugin sends its 4 MB script as a string, which every request would encode again.
  let script: { text: string; bytes: Buffer } | undefined;
  app.addHook("onSend", async (_request, reply, payload) => {
    const contentType = String(reply.getHeader("content-type"));
    if (typeof payload === "string" && contentType.startsWith("application/javascript")) {
      if (script?.text !== payload) script = { text: payload, bytes: Buffer.from(payload) };
      return script.bytes;
    }
    const csp = reply.getHeader("content-security-policy");
    if (typeof payload !== "string" || typeof csp !== "string" || !contentType.startsWith("text/html")) {
      return payload;
    }
    reply.header("content-security-policy", allowInlineScriptsByHash(csp, payload));
    return payload.replace(SCALAR_ROOT, `${SCALAR_ROOT}${options.outline()}`);
  });
  await app.register(scalarApiReference, {
    routePrefix: API_DOCS_PATH,
    configuration: {
      url: OPENAPI_PATH,
      pageTitle: "Vemo API reference",
      // Nothing may leave the page for Scalar's own services or font hosts.
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: "never",
      operationTitleSource: "summary",
    },
  });
}

/**
 * GET /api/openapi.json (the OpenAPI document of every /api route, read from the routes Fastify
 * registers) and GET /api/docs (a page to browse it). Call before any route is registered: the
 * document is made of what the onRoute hook sees.
 */
export function registerApiReference(
  app: FastifyInstance,
  options: { requireUser: RequireUser; publicUrl: string },
): void {
  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== "HEAD");
    const requiresUser = isBearerRoute(route, options.requireUser);
    const gate = planGateOf(route);
    const planGate = gate && { feature: gate.feature, when: gate.when?.says };
    for (const method of methods) {
      const schema = {
        ...REFERENCE_PAGE_ROUTES[`${method} ${route.url}`],
        ...route.schema,
      } as RegisteredRoute["schema"];
      routes.push({ method, url: route.url, schema, requiresUser, planGate });
    }
  });

  // Built on the first call, once every route is registered.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let outline: string | undefined;
  const readDocument = () => (document ??= buildOpenApiDocument(routes, options.publicUrl));
  app.get(OPENAPI_PATH, { schema: { tag: "reference", summary: "This OpenAPI document" } }, async () => readDocument());
  void app.register(referencePage, { outline: () => (outline ??= renderApiOutline(readDocument())) });
}
