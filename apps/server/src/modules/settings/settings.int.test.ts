import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUp, signUpWithCompany } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp()));
afterAll(() => testApp.close());

it("starts from the spec's defaults and keeps saved values per organisation", async () => {
  const owner = await signUpWithCompany(testApp.app);
  const other = await signUpWithCompany(testApp.app);

  const initial = await testApp.app.inject({ method: "GET", url: "/api/settings", headers: owner.auth });
  expect(initial.json().data).toEqual(DEFAULT_ORGANIZATION_SETTINGS);

  const changed = {
    ...DEFAULT_ORGANIZATION_SETTINGS,
    aiAssistant: { tone: "casual", conciseResponses: true, technicalDetails: false },
    ctaButtons: { ...DEFAULT_ORGANIZATION_SETTINGS.ctaButtons, meetingUrl: "https://calendly.com/acme/demo" },
  };
  const saved = await testApp.app.inject({ method: "PUT", url: "/api/settings", headers: owner.auth, payload: changed });
  expect(saved.statusCode).toBe(200);

  expect((await testApp.app.inject({ method: "GET", url: "/api/settings", headers: owner.auth })).json().data).toEqual(changed);
  expect((await testApp.app.inject({ method: "GET", url: "/api/settings", headers: other.auth })).json().data).toEqual(
    DEFAULT_ORGANIZATION_SETTINGS,
  );
});

it("rejects invalid values and keeps the stored ones", async () => {
  const owner = await signUpWithCompany(testApp.app);
  const bad = {
    ...DEFAULT_ORGANIZATION_SETTINGS,
    notifications: { ...DEFAULT_ORGANIZATION_SETTINGS.notifications, webhookUrl: "javascript:alert(1)" },
  };
  const response = await testApp.app.inject({ method: "PUT", url: "/api/settings", headers: owner.auth, payload: bad });
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toBe("Webhook URL must be a valid URL");
  expect((await testApp.app.inject({ method: "GET", url: "/api/settings", headers: owner.auth })).json().data).toEqual(
    DEFAULT_ORGANIZATION_SETTINGS,
  );
});

it("needs an organisation", async () => {
  const user = await signUp(testApp.app);
  const response = await testApp.app.inject({ method: "GET", url: "/api/settings", headers: user.auth });
  expect(response.statusCode).toBe(404);
  expect(response.json().error).toBe("No company found. Please create a company first.");
});
