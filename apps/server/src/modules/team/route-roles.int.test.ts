import { roleRefusal, type TeamRole } from "@vemo/shared/rules/team";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes, type RegisteredRoute } from "../../test/registered-routes.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import type { RouteRole } from "./route-roles.ts";
import { joinTeam, ownerOn, type Owner } from "./team-test-support.ts";

/**
 * Who may call each signed-in route. A new route with `requireUser` fails the first test until
 * it is added here (and the app does not start until it declares `config.role`).
 */
const ROUTE_ROLES: Record<string, RouteRole> = {
  "GET /api/auth/profile": "any",
  "PUT /api/users/:userId/profile": "any",
  "GET /api/companies": "any",
  "POST /api/companies": "any",
  "DELETE /api/companies": "owner",
  "DELETE /api/companies/:id": "owner",
  "GET /api/settings": "member",
  "PUT /api/settings": "admin",
  "GET /api/settings/brand": "member",
  "PUT /api/settings/brand": "admin",
  "DELETE /api/settings/brand/logo": "admin",
  "POST /api/settings/brand/logo": "admin",
  "DELETE /api/settings/domain": "admin",
  "GET /api/settings/domain": "member",
  "PUT /api/settings/domain": "admin",
  "POST /api/settings/domain/verify": "admin",
  "GET /api/vemos": "member",
  "POST /api/vemos": "member",
  "GET /api/vemos/:id": "member",
  "PATCH /api/vemos/:id": "member",
  "DELETE /api/vemos/:id": "admin",
  "POST /api/vemos/:id/sources": "member",
  "DELETE /api/vemos/:id/sources/:sourceId": "member",
  "POST /api/vemos/:id/sources/:sourceId/retry": "member",
  "GET /api/vemos/:id/python-data": "member",
  "POST /api/vemos/process-content/:companyName/:vemoId": "member",
  "POST /api/vemos/:id/captions": "member",
  "POST /api/documents/:vemoId/upload": "member",
  "POST /api/vemos/:id/share": "member",
  "POST /api/vemos/bulk-share": "member",
  "GET /api/vemos/bulk-uploads": "member",
  "GET /api/vemos/bulk-uploads/:id/download": "member",
  "POST /api/qa/vemo/:id": "member",
  "GET /api/vemos/:id/suggested-questions": "member",
  "POST /api/qa/test": "member",
  "GET /api/analytics/overview": "member",
  "GET /api/analytics/overview/daily": "member",
  "GET /api/analytics/vemos/:id/retention": "member",
  "GET /api/analytics/recent-interactions": "member",
  "GET /api/analytics/customer-list": "member",
  "GET /api/analytics/customer-list/export": "member",
  "GET /api/analytics/customer-interaction-details/:shareToken": "member",
  "GET /api/analytics/vemo-interactions/:vemoId": "member",
  "GET /api/analytics/vemo-interactions/:vemoId/export": "member",
  "GET /api/analytics/unanswered-questions/:vemoId": "member",
  "POST /api/analytics/generate-insight-summary": "member",
  "PATCH /api/share-links/:shareId": "member",
  "POST /api/share-links/revoke": "member",
  "GET /api/vemos/bulk-uploads/:id/links": "member",
  "GET /api/vemos/:id/taught-answers": "member",
  "POST /api/vemos/:id/taught-answers": "member",
  "PATCH /api/vemos/:id/taught-answers/:answerId": "member",
  "DELETE /api/vemos/:id/taught-answers/:answerId": "member",
  "GET /api/webhooks/deliveries": "admin",
  "POST /api/webhooks/secret": "admin",
  "POST /api/webhooks/test": "admin",
  "POST /api/subscription/checkout": "owner",
  "GET /api/subscription/:companyId": "member",
  "GET /api/subscription/:companyId/billing-portal": "owner",
  "POST /api/subscription/:companyId/cancel": "owner",
  "GET /api/billing/test-checkout/:sessionId": "owner",
  "POST /api/billing/test-checkout/:sessionId/complete": "owner",
  "POST /api/billing/test-clock/advance": "owner",
  "GET /api/team/members": "member",
  "PATCH /api/team/members/:userId": "admin",
  "DELETE /api/team/members/:userId": "member",
  "POST /api/team/transfer-ownership": "owner",
  "GET /api/team/invitations": "admin",
  "POST /api/team/invitations": "admin",
  "DELETE /api/team/invitations/:id": "admin",
  "POST /api/team/invitations/:id/accept": "any",
  "GET /api/api-keys": "admin",
  "POST /api/api-keys": "admin",
  "DELETE /api/api-keys/:id": "admin",
  "GET /api/activity": "admin",
  "GET /api/activity/export": "admin",
  "GET /api/integrations": "admin",
  "PUT /api/integrations/hubspot": "admin",
  "PUT /api/integrations/salesforce": "admin",
  "PUT /api/integrations/slack": "admin",
  "GET /api/integrations/:name/connect": "admin",
  "DELETE /api/integrations/:name": "admin",
  "POST /api/integrations/:name/test": "admin",
  "GET /api/integrations/:name/syncs": "admin",
};

const RANK: Record<RouteRole, number> = { any: 0, member: 1, admin: 2, owner: 3 };
const SOME_ID = "00000000-0000-4000-8000-000000000000";
/** Deleting the organisation goes last: every other call needs it. */
const LAST = "DELETE /api/companies";

const name = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const call = (testApp: TestApp, route: RegisteredRoute, authorization?: string) =>
  testApp.app.inject({
    method: route.method as "GET",
    url: route.url.replace(/:\w+/g, SOME_ID),
    headers: authorization ? { authorization } : {},
  });

describe("every signed-in route's role rule", () => {
  let testApp: TestApp;
  let callers: { label: string; role: TeamRole; authorization: string }[];
  beforeAll(async () => {
    testApp = await startTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: "1000000" } });
    const owner: Owner = await ownerOn(testApp, "pro");
    const admin = await joinTeam(testApp, owner, "admin");
    const member = await joinTeam(testApp, owner, "member");
    const key = await testApp.app.inject({
      method: "POST",
      url: "/api/api-keys",
      headers: owner.auth,
      payload: { name: "CRM sync", scope: "write" },
    });
    callers = [
      { label: "member", role: "member", authorization: member.auth.authorization },
      { label: "admin", role: "admin", authorization: admin.auth.authorization },
      // An API key acts with a member's rights, whoever made it.
      { label: "API key", role: "member", authorization: `Bearer ${key.json().data.key}` },
      { label: "owner", role: "owner", authorization: owner.auth.authorization },
    ];
  });
  afterAll(() => testApp.close());

  it("lists every route that needs a signed-in caller", async () => {
    const signedIn: string[] = [];
    for (const route of registeredRoutes(testApp.app)) {
      if (!route.url.startsWith("/api/")) continue;
      if ((await call(testApp, route)).statusCode === 401) signedIn.push(name(route));
    }
    expect(signedIn.sort()).toEqual(Object.keys(ROUTE_ROLES).sort());
  });

  it("refuses each role below the route's rule with 403 and lets the others through", async () => {
    const routes = registeredRoutes(testApp.app)
      .filter((route) => ROUTE_ROLES[name(route)] !== undefined)
      .sort((a, b) => Number(name(a) === LAST) - Number(name(b) === LAST));
    const wrong: string[] = [];
    for (const caller of callers) {
      for (const route of routes) {
        if (caller.label === "owner" && name(route) === LAST) continue;
        const required = ROUTE_ROLES[name(route)]!;
        const response = await call(testApp, route, caller.authorization);
        const refused = response.statusCode === 403 && response.json().requiredRole !== undefined;
        const shouldRefuse = RANK[caller.role] < RANK[required];
        if (refused !== shouldRefuse) wrong.push(`${caller.label} ${name(route)} → ${response.statusCode}`);
        if (refused && response.json().error !== roleRefusal(required as TeamRole))
          wrong.push(`${caller.label} ${name(route)}: ${response.json().error}`);
      }
    }
    expect(wrong).toEqual([]);
    const owner = callers.find((caller) => caller.label === "owner")!;
    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: "/api/companies",
      headers: { authorization: owner.authorization },
    });
    expect(deleted.statusCode).toBe(200);
  });
});
