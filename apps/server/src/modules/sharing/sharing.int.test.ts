import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companies, shareLinks } from "../../platform/db/schema.ts";
import { createVemoByApi, signUpWithCompany } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp({ welcomeDemo: true })));
afterAll(() => testApp.close());

it("lets anyone read the welcome demo through its fixed share token", async () => {
  const response = await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}` });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({
    title: "Welcome to Vemo",
    company: { name: "Vemo" },
    isDemo: true,
    videos: [{ video_url: expect.stringMatching(/\/media\/welcome-demo\.mp4$/) }],
  });
});

it("answers 404 for an unknown token", async () => {
  const response = await testApp.app.inject({ method: "GET", url: "/api/vemos/share/no-such-link" });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ success: false, error: "Share link not found" });
});

it("shows a Pro organisation's link and refuses it once the plan no longer allows sharing", async () => {
  const owner = await signUpWithCompany(testApp.app, "Sharing Co");
  const vemoId = await createVemoByApi(testApp.app, owner, { title: "Pricing walkthrough" });
  const db = testApp.database.db;
  await db.update(companies).set({ subscriptionPlan: "pro" }).where(eq(companies.id, owner.companyId));
  await db.insert(shareLinks).values({ vemoId, companyId: owner.companyId, token: "pro-link-token", kind: "public" });

  const shown = await testApp.app.inject({ method: "GET", url: "/api/vemos/share/pro-link-token" });
  expect(shown.json().data).toMatchObject({ title: "Pricing walkthrough", company: { name: "Sharing Co" }, isDemo: false });

  await db.update(companies).set({ subscriptionStatus: "cancelled" }).where(eq(companies.id, owner.companyId));
  const refused = await testApp.app.inject({ method: "GET", url: "/api/vemos/share/pro-link-token" });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ success: false, subscriptionExpired: true });
});
