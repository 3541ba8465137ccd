import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathItemObject,
  type ZodOpenApiRequestBodyObject,
  type ZodOpenApiResponsesObject,
} from "zod-openapi";
import type { PaidFeature } from "../billing/billing.policy.ts";

const API_TAGS = {
  service: "Service",
  accounts: "Accounts",
  organisations: "Organisations and settings",
  vemos: "Vemos",
  uniqueLinks: "Unique links",
  linkControls: "Link controls",
  questions: "Questions",
  sharing: "Share pages",
  analytics: "Analytics",
  billing: "Billing",
  webhooks: "Webhooks",
  integrations: "Integrations",
  team: "Team",
  apiKeys: "API keys",
  activity: "Activity",
  reference: "API reference",
} as const;
type ApiTag = keyof typeof API_TAGS;

/**
 * How a caller proves who it is. Routes whose hooks include `requireUser` are always documented
 * as `bearer`; the rest are `none` unless their entry says otherwise.
 */
type ApiAuth = "none" | "bearer" | "optional-bearer" | "stripe-signature";

type ApiOperation = {
  tag: ApiTag;
  summary: string;
  description?: string;
  auth?: Exclude<ApiAuth, "bearer">;
  /** A multipart/form-data upload: the file part's field name and the other text fields. */
  multipart?: { file: string; fields?: Record<string, string> };
  /** A body that is neither JSON nor multipart, e.g. the raw bytes Stripe signs. */
  rawBody?: { contentType: string; description: string };
  /** A success answer that is not JSON: a file, CSV text, an HTML page or a redirect. */
  answer?: { status: number; contentType?: string; description: string };
};

declare module "fastify" {
  /**
   * What the API reference says about a route beyond its zod schemas: its group, a summary, who may
   * call it when that is not a bearer token, and bodies that are not JSON. Every /api route sets
   * `tag` and `summary` beside its schemas; api-reference.int.test.ts fails for one that does not.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds ApiOperation's fields to every route schema
  interface FastifySchema extends Partial<ApiOperation> {}
}

/** A route as Fastify registered it, with the zod schemas it validates and serializes with. */
export type RegisteredRoute = {
  method: string;
  url: string;
  schema: Partial<ApiOperation> & {
    params?: z.ZodType;
    querystring?: z.ZodType;
    headers?: z.ZodType;
    body?: z.ZodType;
    response?: Record<string, z.ZodType>;
  };
  requiresUser: boolean;
  /** The paid feature its `requireFeature` preHandler gates it on (for some requests only, `when`), or null. */
  planGate: { feature: PaidFeature; when: string | undefined } | null;
};

type OpenApiMethod = "get" | "put" | "post" | "delete" | "patch";

const ErrorAnswer = z
  .object({
    success: z.literal(false),
    error: z.string().meta({ description: "What went wrong, fit to show to a person" }),
  })
  .meta({ id: "Error", description: "Every refusal and failure; 5xx texts are generic" });

const SECURITY: Record<ApiAuth, ZodOpenApiOperationObject["security"]> = {
  none: [],
  bearer: [{ bearer: [] }],
  "optional-bearer": [{}, { bearer: [] }],
  "stripe-signature": [{ stripeSignature: [] }],
};

const DESCRIPTION = `Everything the Vemo web app does goes through this API.

**Sign-in.** Send \`Authorization: Bearer <accessToken>\` from \`POST /api/auth/login\`. An access token
lives 15 minutes; \`POST /api/auth/refresh\` trades the refresh token for new ones. Operations marked
with the bearer scheme answer 401 without a valid token.

**API keys.** Owners and admins of a Pro or Enterprise organisation create keys in Settings → API keys
(\`POST /api/api-keys\`). Send one the same way, \`Authorization: Bearer vemo_sk_…\`, to any operation
marked with the bearer scheme: it acts for the organisation with a member's rights (Vemos, links,
interactions; not settings, team, keys or billing). A \`read\` key answers 403 to any change. Each key
has its own rate limit (\`API_KEY_RATE_LIMIT_PER_MINUTE\`, 120). Unique links from a CRM export:

\`\`\`sh
curl -X POST "$VEMO/api/vemos/bulk-share" -H "Authorization: Bearer $VEMO_KEY" -H "Content-Type: application/json" \\
  -d '{"vemoId":"<id>","operationSource":"bulk_upload","originalFilename":"crm.csv",
       "clientData":[{"clientName":"Pat Lee","email":"pat@example.com","companyName":"Lee Co"}]}'
\`\`\`

docs/api-keys.md has a script that reads a CSV, makes the links and reads the interactions back.

**Your organisation.** Every call is scoped to the caller's organisation; its id (\`companyId\`) is on
the organisation page and in \`GET /api/companies\`.

**Errors.** A refused call answers 4xx with \`{"success": false, "error": "<message>"}\`, sometimes with
more fields; 5xx only for our own failures. Too many calls answer 429.`;

/** OpenAPI paths use `{name}` where Fastify uses `:name`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, "{$1}");
}

function requestBody(
  route: RegisteredRoute,
  operation: Partial<ApiOperation>,
): ZodOpenApiRequestBodyObject | undefined {
  if (route.schema.body) return { content: { "application/json": { schema: route.schema.body } } };
  if (operation.multipart) {
    const fields = Object.fromEntries(
      Object.entries(operation.multipart.fields ?? {}).map(([name, description]) => [
        name,
        z.string().optional().meta({ description }),
      ]),
    );
    const form = z.object({ [operation.multipart.file]: z.file(), ...fields });
    return { required: true, content: { "multipart/form-data": { schema: form } } };
  }
  if (operation.rawBody) {
    return {
      required: true,
      description: operation.rawBody.description,
      content: { [operation.rawBody.contentType]: {} },
    };
  }
  return undefined;
}

function responses(route: RegisteredRoute, operation: Partial<ApiOperation>, auth: ApiAuth): ZodOpenApiResponsesObject {
  const answers: ZodOpenApiResponsesObject = {};
  for (const [status, schema] of Object.entries(route.schema.response ?? {})) {
    const isError = Number(status) >= 400;
    answers[status as `2${string}`] = {
      description: isError ? "Refused" : "Success",
      content: { "application/json": { schema } },
    };
  }
  if (operation.answer) {
    const { status, contentType, description } = operation.answer;
    answers[String(status) as `2${string}`] = {
      description,
      ...(contentType ? { content: { [contentType]: {} } } : {}),
    };
  }
  if (Object.keys(answers).length === 0) answers["200"] = { description: "Success" };
  if (auth === "bearer")
    answers["401"] = { description: "No valid bearer token", content: { "application/json": { schema: ErrorAnswer } } };
  answers["4XX"] = {
    description: "Refused: bad input, not allowed, not found or too many calls",
    content: { "application/json": { schema: ErrorAnswer } },
  };
  return answers;
}

/** The operation's description, with the plan it needs when it is gated. */
function description(route: RegisteredRoute, operation: Partial<ApiOperation>): string | undefined {
  const gate = route.planGate;
  const plan =
    gate &&
    `${gate.when ? `When ${gate.when}, needs` : "Needs"} the Pro or Enterprise plan (\`${gate.feature}\`); otherwise 403 with \`requiresUpgrade: true\`.`;
  return [operation.description, plan].filter(Boolean).join("\n\n") || undefined;
}

function describeOperation(route: RegisteredRoute, operation: ApiOperation): ZodOpenApiOperationObject {
  const auth: ApiAuth = route.requiresUser ? "bearer" : (operation.auth ?? "none");
  const { params, querystring, headers } = route.schema;
  return {
    tags: [API_TAGS[operation.tag]],
    summary: operation.summary,
    ...(description(route, operation) ? { description: description(route, operation) } : {}),
    ...(route.planGate ? { "x-plan-feature": route.planGate.feature } : {}),
    security: SECURITY[auth],
    requestParams: {
      ...(params ? { path: params as z.ZodObject } : {}),
      ...(querystring ? { query: querystring as z.ZodObject } : {}),
      ...(headers ? { header: headers as z.ZodObject } : {}),
    },
    requestBody: requestBody(route, operation),
    responses: responses(route, operation, auth),
  };
}

/**
 * The OpenAPI 3.1 document of the registered routes. A route without a `tag` and `summary` is
 * left out, which the integration test reports.
 */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], publicUrl: string) {
  const paths: Record<string, ZodOpenApiPathItemObject> = {};
  for (const route of routes) {
    const { tag, summary } = route.schema;
    if (!tag || !summary) continue;
    const operation = { ...route.schema, tag, summary };
    const pathItem = (paths[openApiPath(route.url)] ??= {});
    pathItem[route.method.toLowerCase() as OpenApiMethod] = describeOperation(route, operation);
  }
  return createDocument({
    openapi: "3.1.0",
    info: { title: "Vemo API", version: "1", description: DESCRIPTION },
    servers: [{ url: publicUrl }],
    tags: Object.values(API_TAGS).map((name) => ({ name })),
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "The access token from sign-in (a JWT), or an API key (`vemo_sk_…`) of the organisation",
        },
        stripeSignature: {
          type: "apiKey",
          in: "header",
          name: "Stripe-Signature",
          description: "Stripe's signature of the raw body",
        },
      },
    },
    paths,
  });
}
