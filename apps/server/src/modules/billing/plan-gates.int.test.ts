import { afterAll, beforeAll, expect, it } from "vitest";
import { registeredRoutes } from "../../test/registered-routes.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { openApiPath } from "../api-reference/openapi-document.ts";
import type { PaidFeature } from "./billing.policy.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp()));
afterAll(() => testApp.close());

/**
 * Every /api route and the paid feature its `requireFeature` preHandler gates the caller's
 * organisation on (null: every plan; the public share calls check the owner's plan in
 * `sharing.policy.ts` instead). A new route fails this test until it is listed here with its gate.
 */
const PLAN_GATES: Record<string, PaidFeature | null> = {
  "GET /api/activity": null,
  "GET /api/activity/export": null,
  "GET /api/analytics/customer-interaction-details/:shareToken": "interactions",
  "GET /api/analytics/customer-list": "interactions",
  "GET /api/analytics/customer-list/export": "interactions",
  "POST /api/analytics/generate-insight-summary": "interactions",
  "GET /api/analytics/overview": null,
  "GET /api/analytics/overview/daily": null,
  "GET /api/analytics/recent-interactions": null,
  "GET /api/analytics/unanswered-questions/:vemoId": "interactions",
  "GET /api/analytics/vemo-interactions/:vemoId": "interactions",
  "GET /api/analytics/vemo-interactions/:vemoId/export": "interactions",
  "GET /api/analytics/vemos/:id/retention": "interactions",
  "GET /api/api-keys": "apiKeys",
  "POST /api/api-keys": "apiKeys",
  "DELETE /api/api-keys/:id": "apiKeys",
  "POST /api/auth/login": null,
  "POST /api/auth/logout": null,
  "GET /api/auth/profile": null,
  "GET /api/brand-logos/:logoId": null,
  "POST /api/auth/refresh": null,
  "POST /api/auth/register": null,
  "POST /api/billing/stripe/webhook": null,
  "GET /api/billing/test-checkout/:sessionId": null,
  "POST /api/billing/test-checkout/:sessionId/complete": null,
  "POST /api/billing/test-clock/advance": null,
  "GET /api/client-config": null,
  "DELETE /api/companies": null,
  "GET /api/companies": null,
  "POST /api/companies": null,
  "DELETE /api/companies/:id": null,
  "GET /api/docs": null,
  "GET /api/docs/": null,
  "GET /api/docs/js/scalar.js": null,
  "POST /api/documents/:vemoId/upload": null,
  "GET /api/health": null,
  "GET /api/integrations": "integrations",
  "DELETE /api/integrations/:name": "integrations",
  "GET /api/integrations/:name/callback": null,
  "GET /api/integrations/:name/connect": "integrations",
  "GET /api/integrations/:name/syncs": "integrations",
  "POST /api/integrations/:name/test": "integrations",
  "PUT /api/integrations/hubspot": "integrations",
  "PUT /api/integrations/salesforce": "integrations",
  "PUT /api/integrations/slack": "integrations",
  "GET /api/oembed": null,
  "GET /api/openapi.json": null,
  "GET /api/qa/backends": null,
  "POST /api/qa/test": null,
  "POST /api/qa/vemo/:id": null,
  "GET /api/settings": null,
  "PUT /api/settings": null,
  "GET /api/settings/brand": null,
  "PUT /api/settings/brand": "whiteLabel", // only when hiding Powered by Vemo
  "DELETE /api/settings/brand/logo": null,
  "POST /api/settings/brand/logo": null,
  "DELETE /api/settings/domain": null,
  "GET /api/settings/domain": null,
  "PUT /api/settings/domain": "customDomain",
  "POST /api/settings/domain/verify": "customDomain",
  "PATCH /api/share-links/:shareId": "sharing",
  "POST /api/share-links/revoke": "sharing",
  "GET /api/subscription/:companyId": null,
  "GET /api/subscription/:companyId/billing-portal": null,
  "POST /api/subscription/:companyId/cancel": null,
  "POST /api/subscription/checkout": null,
  "GET /api/team/invitations": null,
  "POST /api/team/invitations": null,
  "DELETE /api/team/invitations/:id": null,
  "GET /api/team/invitations/:id": null,
  "POST /api/team/invitations/:id/accept": null,
  "GET /api/team/members": null,
  "DELETE /api/team/members/:userId": null,
  "PATCH /api/team/members/:userId": null,
  "POST /api/team/transfer-ownership": null,
  "PUT /api/users/:userId/profile": null,
  "GET /api/vemos": null,
  "POST /api/vemos": null,
  "DELETE /api/vemos/:id": null,
  "GET /api/vemos/:id": null,
  "PATCH /api/vemos/:id": "uniqueLinks", // only when turning lead capture on
  "POST /api/vemos/:id/captions": null,
  "GET /api/vemos/:id/python-data": null,
  "POST /api/vemos/:id/share": "sharing",
  "POST /api/vemos/:id/sources": null,
  "DELETE /api/vemos/:id/sources/:sourceId": null,
  "POST /api/vemos/:id/sources/:sourceId/retry": null,
  "GET /api/vemos/:id/suggested-questions": null,
  "GET /api/vemos/:id/taught-answers": "interactions",
  "POST /api/vemos/:id/taught-answers": "interactions",
  "DELETE /api/vemos/:id/taught-answers/:answerId": "interactions",
  "PATCH /api/vemos/:id/taught-answers/:answerId": "interactions",
  "POST /api/vemos/bulk-share": "uniqueLinks",
  "GET /api/vemos/bulk-uploads": "bulkUploads",
  "GET /api/vemos/bulk-uploads/:id/download": "bulkUploads",
  "GET /api/vemos/bulk-uploads/:id/links": "bulkUploads",
  "POST /api/vemos/process-content/:companyName/:vemoId": null,
  "GET /api/vemos/share/:token": null,
  "POST /api/vemos/share/:token/chat": null,
  "GET /api/vemos/share/:token/documents/:sourceId": null,
  "POST /api/vemos/share/:token/lead": null,
  "POST /api/vemos/share/:token/lead/verify": null,
  "POST /api/vemos/share/:token/sessions": null,
  "POST /api/vemos/share/:token/sessions/:sessionId/end": null,
  "POST /api/vemos/share/:token/sessions/:sessionId/heartbeat": null,
  "GET /api/vemos/share/:token/suggested-questions": null,
  "POST /api/vemos/share/:token/unlock": null,
  "GET /api/webhooks/deliveries": "webhooks",
  "POST /api/webhooks/secret": "webhooks",
  "POST /api/webhooks/test": "webhooks",
};

it("gates each route on the plan feature the table gives it, and lists every route", async () => {
  const response = await testApp.app.inject({ method: "GET", url: "/api/openapi.json" });
  const { paths } = response.json() as { paths: Record<string, Record<string, { "x-plan-feature"?: PaidFeature }>> };
  const gates = Object.fromEntries(
    registeredRoutes(testApp.app)
      .filter((route) => route.url.startsWith("/api/"))
      .map((route) => [
        `${route.method} ${route.url}`,
        paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.["x-plan-feature"] ?? null,
      ]),
  );
  expect(gates).toEqual(PLAN_GATES);
});
