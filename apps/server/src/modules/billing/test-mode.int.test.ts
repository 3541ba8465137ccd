import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../platform/db/schema.ts";
import { createVemoByApi, signUpWithCompany } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { advanceTestClock, getSubscription, shareVemo, upgradeThroughTestCheckout } from "./billing-test-support.ts";

const PUBLIC_URL = "https://vemo.test";
let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp({ env: { PUBLIC_URL } })));
afterAll(() => testApp.close());

const inject = (method: "GET" | "POST", url: string, headers: object, payload?: object) =>
  testApp.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload && { payload }) });
const companyRow = async (id: string) =>
  (await testApp.database.db.select().from(companies).where(eq(companies.id, id)))[0];
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the test-mode checkout", () => {
  it("goes from Free to Pro through the session page, with the cycle and a period end", async () => {
    const owner = await signUpWithCompany(testApp.app, "Checkout Co");
    expect(await getSubscription(testApp.app, owner)).toMatchObject({
      plan: "free",
      status: "active",
      startDate: null,
      nextBillingDate: null,
      cancelAtPeriodEnd: false,
      provider: "test",
      usage: { totalVemos: 0, sharedVemos: 0 },
    });

    const checkout = await inject("POST", "/api/subscription/checkout", owner.auth, {
      plan: "pro",
      billingCycle: "yearly",
    });
    expect(checkout.statusCode).toBe(200);
    const { checkoutUrl } = checkout.json();
    const sessionId = checkoutUrl.slice(`${PUBLIC_URL}/billing/test-checkout/`.length);
    expect(checkoutUrl.startsWith(`${PUBLIC_URL}/billing/test-checkout/`)).toBe(true);
    expect(Buffer.from(sessionId.replace(/^test_/, ""), "base64url").length).toBeGreaterThanOrEqual(16);

    const page = await inject("GET", `/api/billing/test-checkout/${sessionId}`, owner.auth);
    expect(page.json()).toEqual({
      success: true,
      data: {
        id: sessionId,
        plan: "pro",
        billingCycle: "yearly",
        amount: 299,
        currency: "usd",
        status: "open",
        companyName: "Checkout Co",
      },
    });

    const completed = await inject("POST", `/api/billing/test-checkout/${sessionId}/complete`, owner.auth);
    expect(completed.statusCode).toBe(200);
    const subscription = completed.json().subscription;
    expect(subscription).toMatchObject({
      plan: "pro",
      status: "active",
      billingCycle: "yearly",
      cancelAtPeriodEnd: false,
      provider: "test",
    });
    const start = new Date(subscription.startDate);
    const expectedEnd = new Date(start);
    expectedEnd.setUTCFullYear(start.getUTCFullYear() + 1);
    expect(subscription.currentPeriodEnd).toBe(expectedEnd.toISOString());
    expect(subscription.nextBillingDate).toBe(subscription.currentPeriodEnd);

    const listed = await inject("GET", "/api/companies", owner.auth);
    expect(listed.json().data[0]).toMatchObject({
      subscription_plan: "pro",
      subscription_status: "active",
      billing_cycle: "yearly",
    });
    expect(Object.keys(listed.json().data[0])).not.toContain("current_period_end");
    expect((await inject("GET", `/api/billing/test-checkout/${sessionId}`, owner.auth)).json().data.status).toBe(
      "completed",
    );
  });

  it("completing the same session twice changes nothing the second time", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const checkout = await inject("POST", "/api/subscription/checkout", owner.auth, {
      plan: "pro",
      billingCycle: "monthly",
    });
    const sessionId = checkout.json().checkoutUrl.split("/").pop();
    const first = (await inject("POST", `/api/billing/test-checkout/${sessionId}/complete`, owner.auth)).json()
      .subscription;
    const second = await inject("POST", `/api/billing/test-checkout/${sessionId}/complete`, owner.auth);
    expect(second.statusCode).toBe(200);
    expect(second.json().subscription.currentPeriodEnd).toBe(first.currentPeriodEnd);
  });

  it("shows and completes a session only for the user who started it", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const intruder = await signUpWithCompany(testApp.app);
    const checkout = await inject("POST", "/api/subscription/checkout", owner.auth, {});
    const sessionId = checkout.json().checkoutUrl.split("/").pop();

    for (const [method, url] of [
      ["GET", `/api/billing/test-checkout/${sessionId}`],
      ["POST", `/api/billing/test-checkout/${sessionId}/complete`],
      ["GET", "/api/billing/test-checkout/test_no-such-session"],
    ] as const) {
      const response = await inject(method, url, intruder.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: "Checkout session not found" });
    }
    expect((await companyRow(owner.companyId))?.subscriptionPlan).toBe("free");
    expect((await companyRow(intruder.companyId))?.subscriptionPlan).toBe("free");
    expect((await inject("GET", `/api/billing/test-checkout/${sessionId}`, {})).statusCode).toBe(401);
  });

  it("refuses a second checkout while Pro runs, and accepts a renewal after a cancel", async () => {
    const owner = await signUpWithCompany(testApp.app);
    await upgradeThroughTestCheckout(testApp.app, owner);
    const again = await inject("POST", "/api/subscription/checkout", owner.auth, {
      plan: "pro",
      billingCycle: "monthly",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: "You already have an active Pro subscription" });

    const cancelled = await inject("POST", `/api/subscription/${owner.companyId}/cancel`, owner.auth);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      success: true,
      message: "Subscription cancelled successfully",
      subscription: { plan: "pro", status: "active", cancelAtPeriodEnd: true, nextBillingDate: null },
    });
    expect(cancelled.json().subscription.currentPeriodEnd).not.toBeNull();

    const renewed = await upgradeThroughTestCheckout(testApp.app, owner, "yearly");
    expect(renewed).toMatchObject({ plan: "pro", status: "active", billingCycle: "yearly", cancelAtPeriodEnd: false });
  });

  it("rejects a plan other than Pro and an unknown cycle", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const enterprise = await inject("POST", "/api/subscription/checkout", owner.auth, { plan: "enterprise" });
    expect(enterprise.statusCode).toBe(400);
    expect(enterprise.json().error).toBe("Only the Pro plan can be bought online");
    const weekly = await inject("POST", "/api/subscription/checkout", owner.auth, {
      plan: "pro",
      billingCycle: "weekly",
    });
    expect(weekly.json().error).toBe("Billing cycle must be monthly or yearly");
  });
});

describe("subscription calls", () => {
  it("answers 400 to a cancel on the Free plan", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const response = await inject("POST", `/api/subscription/${owner.companyId}/cancel`, owner.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: "You are on the Free plan: there is nothing to cancel" });
  });

  it("sends the billing portal to the pricing page in test mode", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const response = await inject("GET", `/api/subscription/${owner.companyId}/billing-portal`, owner.auth);
    expect(response.json()).toEqual({ success: true, portalUrl: `${PUBLIC_URL}/pricing` });
  });

  it("refuses another organisation's subscription with 403 and changes nothing", async () => {
    const owner = await signUpWithCompany(testApp.app);
    await upgradeThroughTestCheckout(testApp.app, owner);
    const intruder = await signUpWithCompany(testApp.app);
    for (const [method, path] of [
      ["GET", ""],
      ["GET", "/billing-portal"],
      ["POST", "/cancel"],
    ] as const) {
      const response = await inject(method, `/api/subscription/${owner.companyId}${path}`, intruder.auth);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe("You can only manage your own organization's subscription");
    }
    expect(await companyRow(owner.companyId)).toMatchObject({ subscriptionPlan: "pro", cancelAtPeriodEnd: false });
  });

  it("counts the organisation's Vemos and those with a share link", async () => {
    const owner = await signUpWithCompany(testApp.app);
    await upgradeThroughTestCheckout(testApp.app, owner);
    const first = await createVemoByApi(testApp.app, owner);
    await createVemoByApi(testApp.app, owner);
    await shareVemo(testApp.app, owner, first);
    await shareVemo(testApp.app, owner, first);
    expect((await getSubscription(testApp.app, owner)).usage).toEqual({ totalVemos: 2, sharedVemos: 1 });
  });
});

describe("the test clock", () => {
  it("renews a subscription that was not cancelled when its period end passes", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const before = await upgradeThroughTestCheckout(testApp.app, owner);
    const advanced = await advanceTestClock(testApp.app, owner, 40);
    expect(advanced.statusCode).toBe(200);
    const after = advanced.json().subscription;
    expect(after).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: false });
    expect(new Date(after.startDate).getTime()).toBe(new Date(before.startDate).getTime() - 40 * DAY_MS);
    expect(new Date(after.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(after.currentPeriodEnd).getTime()).toBeGreaterThan(
      new Date(before.currentPeriodEnd).getTime() - 40 * DAY_MS,
    );
  });

  it("ends a cancelled Pro at its period end: Free, cancelled, share link refused, Vemo limit back", async () => {
    const owner = await signUpWithCompany(testApp.app);
    await upgradeThroughTestCheckout(testApp.app, owner);
    const vemoIds = [];
    for (let i = 0; i < 4; i += 1) vemoIds.push(await createVemoByApi(testApp.app, owner));
    const shared = await shareVemo(testApp.app, owner, vemoIds[0] as string);
    const token = shared.json().shareUrl.split("/").pop();
    await inject("POST", `/api/subscription/${owner.companyId}/cancel`, owner.auth);

    const stillPro = await advanceTestClock(testApp.app, owner, 10);
    expect(stillPro.json().subscription).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: true });
    expect((await inject("GET", `/api/vemos/share/${token}`, {})).statusCode).toBe(200);

    const lapsed = await advanceTestClock(testApp.app, owner, 30);
    expect(lapsed.json().subscription).toMatchObject({
      plan: "free",
      status: "cancelled",
      cancelAtPeriodEnd: false,
      startDate: null,
    });
    const publicView = await inject("GET", `/api/vemos/share/${token}`, {});
    expect(publicView.statusCode).toBe(403);
    expect(publicView.json()).toMatchObject({ success: false, subscriptionExpired: true });

    const share = await shareVemo(testApp.app, owner, vemoIds[1] as string);
    expect(share.statusCode).toBe(403);
    expect(share.json()).toMatchObject({ requiresUpgrade: true, isCancelled: true, currentPlan: "free" });
    const fifth = await inject("POST", "/api/vemos", owner.auth, {
      title: "Fifth",
      companyId: owner.companyId,
      videos: [{ url: "https://youtu.be/dQw4w9WgXcQ" }],
    });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toMatchObject({ requiresUpgrade: true, currentPlan: "free" });

    const activity = await inject("GET", "/api/activity?kind=plan.changed", owner.auth);
    expect(
      activity
        .json()
        .data.map((event: { actor: unknown; target: string; detail: string }) => [
          event.actor,
          event.target,
          event.detail,
        ]),
    ).toEqual([
      [null, "Free", "Pro → Free"],
      [null, "Pro", "Free → Pro"],
    ]);
  });

  it("settles a period that passed without the clock as soon as the organisation is loaded", async () => {
    const owner = await signUpWithCompany(testApp.app);
    await upgradeThroughTestCheckout(testApp.app, owner);
    await inject("POST", `/api/subscription/${owner.companyId}/cancel`, owner.auth);
    await testApp.database.db
      .update(companies)
      .set({ currentPeriodEnd: new Date(Date.now() - DAY_MS) })
      .where(eq(companies.id, owner.companyId));
    const listed = await inject("GET", "/api/companies", owner.auth);
    expect(listed.json().data[0]).toMatchObject({ subscription_plan: "free", subscription_status: "cancelled" });
  });

  it("validates days", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const response = await advanceTestClock(testApp.app, owner, 0);
    expect(response.statusCode).toBe(400);
  });
});
