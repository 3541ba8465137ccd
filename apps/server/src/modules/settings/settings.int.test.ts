import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import { afterAll, beforeAll, expect, it } from "vitest";
import { shareVemo, upgradeThroughTestCheckout } from "../billing/billing-test-support.ts";
import { createVemoByApi, signUp, signUpWithCompany } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { PRIVATE_WEBHOOK_URL } from "../webhooks/webhooks.policy.ts";
import { saveSettings } from "./settings.repository.ts";

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
  const saved = await testApp.app.inject({
    method: "PUT",
    url: "/api/settings",
    headers: owner.auth,
    payload: changed,
  });
  expect(saved.statusCode).toBe(200);

  expect((await testApp.app.inject({ method: "GET", url: "/api/settings", headers: owner.auth })).json().data).toEqual(
    changed,
  );
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

it("refuses a Webhook URL at a private or loopback address when it is saved", async () => {
  const owner = await signUpWithCompany(testApp.app);
  const withWebhook = (webhookUrl: string) => ({
    ...DEFAULT_ORGANIZATION_SETTINGS,
    notifications: { ...DEFAULT_ORGANIZATION_SETTINGS.notifications, webhookUrl },
  });
  const save = (webhookUrl: string) =>
    testApp.app.inject({ method: "PUT", url: "/api/settings", headers: owner.auth, payload: withWebhook(webhookUrl) });
  for (const url of [
    "http://127.0.0.1:9000/hook",
    "http://[::1]/hook",
    "http://192.168.1.20/hook",
    "http://localhost/hook",
  ]) {
    const refused = await save(url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PRIVATE_WEBHOOK_URL);
  }
  expect((await testApp.app.inject({ method: "GET", url: "/api/settings", headers: owner.auth })).json().data).toEqual(
    DEFAULT_ORGANIZATION_SETTINGS,
  );
  expect((await save("https://hooks.example.com/vemo")).statusCode).toBe(200);
});

it("needs an organisation", async () => {
  const user = await signUp(testApp.app);
  const response = await testApp.app.inject({ method: "GET", url: "/api/settings", headers: user.auth });
  expect(response.statusCode).toBe(404);
  expect(response.json().error).toBe("No company found. Please create a company first.");
});

it("loads settings saved before CTAs had their own targets, with the default targets", async () => {
  const owner = await signUpWithCompany(testApp.app);
  const { targets: _targets, ...oldCtaButtons } = {
    ...DEFAULT_ORGANIZATION_SETTINGS.ctaButtons,
    primary: "request_demo",
    meetingUrl: "https://meet.example.com/old",
  };
  await saveSettings(testApp.database.db, owner.companyId, {
    ...DEFAULT_ORGANIZATION_SETTINGS,
    ctaButtons: oldCtaButtons,
  });

  const loaded = (await testApp.app.inject({ method: "GET", url: "/api/settings", headers: owner.auth })).json().data;
  expect(loaded.ctaButtons).toEqual({ ...oldCtaButtons, targets: DEFAULT_ORGANIZATION_SETTINGS.ctaButtons.targets });
});

it("refuses a CTA target that is not an e-mail address or a web address", async () => {
  const owner = await signUpWithCompany(testApp.app);
  const withTarget = (contactSales: { kind: string; value: string }) => ({
    ...DEFAULT_ORGANIZATION_SETTINGS,
    ctaButtons: {
      ...DEFAULT_ORGANIZATION_SETTINGS.ctaButtons,
      targets: { ...DEFAULT_ORGANIZATION_SETTINGS.ctaButtons.targets, contact_sales: contactSales },
    },
  });
  const put = (payload: object) =>
    testApp.app.inject({ method: "PUT", url: "/api/settings", headers: owner.auth, payload });

  const badEmail = await put(withTarget({ kind: "email", value: "sales at acme" }));
  expect(badEmail.statusCode).toBe(400);
  expect(badEmail.json().error).toBe("Please enter a valid email address");
  const badUrl = await put(withTarget({ kind: "url", value: "javascript:alert(1)" }));
  expect(badUrl.statusCode).toBe(400);
  expect(badUrl.json().error).toBe("Please enter a valid URL");
  expect((await put(withTarget({ kind: "phone", value: "" }))).statusCode).toBe(400);
});

it("gives each CTA of the share page its own target, the meeting link where none is set", async () => {
  const owner = await signUpWithCompany(testApp.app, "Target Co");
  await upgradeThroughTestCheckout(testApp.app, owner);
  const vemoId = await createVemoByApi(testApp.app, owner, {
    title: "Targets",
    calendlyLink: "https://calendly.com/target-co/tour",
  });
  const token = (await shareVemo(testApp.app, owner, vemoId)).json().shareUrl.split("/").pop();
  const readLinks = async () =>
    (await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${token}` })).json().data.cta.links;

  expect(await readLinks()).toEqual({
    book_meeting: "https://calendly.com/target-co/tour",
    contact_sales: "https://calendly.com/target-co/tour",
    request_demo: "https://calendly.com/target-co/tour",
  });

  const targets = {
    book_meeting: { kind: "meeting_link", value: "" },
    contact_sales: { kind: "email", value: " sales@target.example " },
    request_demo: { kind: "url", value: "https://target.example/demo" },
  };
  const payload = {
    ...DEFAULT_ORGANIZATION_SETTINGS,
    ctaButtons: { ...DEFAULT_ORGANIZATION_SETTINGS.ctaButtons, targets },
  };
  expect(
    (await testApp.app.inject({ method: "PUT", url: "/api/settings", headers: owner.auth, payload })).statusCode,
  ).toBe(200);
  expect(await readLinks()).toEqual({
    book_meeting: "https://calendly.com/target-co/tour",
    contact_sales: "mailto:sales@target.example",
    request_demo: "https://target.example/demo",
  });
});
