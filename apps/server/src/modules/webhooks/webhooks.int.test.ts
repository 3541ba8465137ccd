import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { askShared, sharedTour, startSession } from "../sharing/viewer-test-support.ts";
import {
  generateSecret,
  saveWebhookUrl,
  startReceiver,
  verifySignature,
  waitForDeliveries,
} from "./webhook-test-support.ts";
import { saveSettings } from "../settings/settings.repository.ts";
import { PRIVATE_WEBHOOK_URL } from "./webhooks.policy.ts";

describe("webhooks on loopback (private network allowed)", () => {
  let testApp: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    testApp = await startTestApp({ work: true, retryDelaySeconds: 1, env: { ALLOW_PRIVATE_NETWORK: "true" } });
  });
  afterAll(() => testApp.close());
  afterEach(() => receiver?.close());

  it("delivers a signed question.asked event after a share-page question", { timeout: 30_000 }, async () => {
    receiver = await startReceiver();
    const tour = await sharedTour(testApp, { title: "Analytics tour" });
    await saveWebhookUrl(testApp, tour.owner, receiver.url);
    const secret = await generateSecret(testApp, tour.owner);

    const sessionId = await startSession(testApp.app, tour.token);
    const asked = await askShared(testApp.app, tour.token, { question: "How do I invite a teammate?", sessionId });
    expect(asked.statusCode).toBe(200);

    await waitForDeliveries(testApp, tour.owner, (deliveries) =>
      deliveries.some((delivery) => delivery.event_type === "question.asked"),
    );
    const question = receiver.received
      .map((request) => ({ request, event: JSON.parse(request.body) }))
      .find(({ event }) => event.type === "question.asked");
    expect(question).toBeDefined();
    expect(verifySignature(question!.request, secret)).toBe(true);
    expect(verifySignature(question!.request, "another secret")).toBe(false);
    expect(question!.request.headers["content-type"]).toBe("application/json");
    expect(question!.event.data).toMatchObject({
      vemo: { id: tour.vemoId, title: "Analytics tour" },
      link: { token: tour.token, kind: "public", url: expect.stringContaining(`/share/${tour.token}`) },
      prospect: null,
      question: { text: "How do I invite a teammate?", answer: asked.json().answer, start: asked.json().start },
    });
    expect(receiver.received.map(({ body }) => JSON.parse(body).type)).toContain("link.viewed");
  });

  it("retries a delivery the receiver answered with 500, and records both attempts", { timeout: 60_000 }, async () => {
    receiver = await startReceiver();
    receiver.statuses.push(500);
    const tour = await sharedTour(testApp, { companyName: "Retry Co" });
    await saveWebhookUrl(testApp, tour.owner, receiver.url);
    await generateSecret(testApp, tour.owner);

    const sent = await testApp.app.inject({ method: "POST", url: "/api/webhooks/test", headers: tour.owner.auth });
    expect(sent.statusCode).toBe(200);

    const deliveries = await waitForDeliveries(testApp, tour.owner, (list) =>
      list.some((delivery) => delivery.status === "succeeded"),
    );
    expect(
      deliveries.map(({ attempt, status, response_status, event_type }) => ({
        attempt,
        status,
        response_status,
        event_type,
      })),
    ).toEqual([
      { attempt: 2, status: "succeeded", response_status: 200, event_type: "webhook.test" },
      { attempt: 1, status: "failed", response_status: 500, event_type: "webhook.test" },
    ]);
    expect(receiver.received).toHaveLength(2);
    expect(JSON.parse(receiver.received[1]!.body).id).toBe(sent.json().eventId);
  });

  it("refuses a test event without a webhook URL or a secret", async () => {
    const tour = await sharedTour(testApp, { companyName: "Unset Co" });
    const noSecret = await testApp.app.inject({ method: "POST", url: "/api/webhooks/test", headers: tour.owner.auth });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().error).toBe("Generate a signing secret before sending a test event.");
    await generateSecret(testApp, tour.owner);
    const noUrl = await testApp.app.inject({ method: "POST", url: "/api/webhooks/test", headers: tour.owner.auth });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json().error).toBe("Save a Webhook URL in Notifications before sending a test event.");
  });

  it("shows an organisation only its own deliveries, and a new secret only once", async () => {
    const tour = await sharedTour(testApp, { companyName: "Owner Co" });
    await saveWebhookUrl(testApp, tour.owner, "http://127.0.0.1:9/hooks");
    await generateSecret(testApp, tour.owner);
    await testApp.app.inject({ method: "POST", url: "/api/webhooks/test", headers: tour.owner.auth });
    await waitForDeliveries(testApp, tour.owner, (list) => list.length > 0);

    const other = await sharedTour(testApp, { companyName: "Other Co" });
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/webhooks/deliveries",
      headers: other.owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, hasSecret: false, data: [] });

    const first = await generateSecret(testApp, other.owner);
    const second = await generateSecret(testApp, other.owner);
    expect(second).not.toBe(first);
    const after = await testApp.app.inject({
      method: "GET",
      url: "/api/webhooks/deliveries",
      headers: other.owner.auth,
    });
    expect(after.json().hasSecret).toBe(true);
    expect(after.body).not.toContain(second);
  });

  it("needs the Pro plan and a signed-in owner", async () => {
    const free = await sharedTour(testApp, { companyName: "Free Co", plan: "free" });
    const refused = await testApp.app.inject({ method: "POST", url: "/api/webhooks/secret", headers: free.owner.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: "Webhooks require the Pro plan. Please upgrade to continue.",
      requiresUpgrade: true,
    });
    expect((await testApp.app.inject({ method: "GET", url: "/api/webhooks/deliveries" })).statusCode).toBe(401);
  });
});

describe("webhooks without the private-network opt-in", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ work: true, env: { ALLOW_PRIVATE_NETWORK: "false" } });
  });
  afterAll(() => testApp.close());

  it(
    "refuses a private-address webhook URL when saved, and at delivery records it as failed with the reason",
    { timeout: 30_000 },
    async () => {
      const receiver = await startReceiver();
      try {
        const tour = await sharedTour(testApp);
        const withWebhook = {
          ...DEFAULT_ORGANIZATION_SETTINGS,
          notifications: { ...DEFAULT_ORGANIZATION_SETTINGS.notifications, webhookUrl: receiver.url },
        };
        const refused = await testApp.app.inject({
          method: "PUT",
          url: "/api/settings",
          headers: tour.owner.auth,
          payload: withWebhook,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toBe(PRIVATE_WEBHOOK_URL);
        // A URL saved before this check (or one whose name resolves to a private address) is refused when delivered.
        await saveSettings(testApp.database.db, tour.owner.companyId, withWebhook);
        await generateSecret(testApp, tour.owner);
        await startSession(testApp.app, tour.token);

        const [delivery] = await waitForDeliveries(testApp, tour.owner, (list) => list.length > 0);
        expect(delivery).toMatchObject({
          event_type: "link.viewed",
          status: "failed",
          response_status: null,
          attempt: 1,
        });
        expect(delivery!.error).toMatch(/private or local network address \(127\.0\.0\.1\)/);
        expect(receiver.received).toHaveLength(0);
      } finally {
        await receiver.close();
      }
    },
  );
});
