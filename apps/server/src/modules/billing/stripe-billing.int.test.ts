import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../platform/db/schema.ts";
import { createVemoByApi, signUpWithCompany } from "../../test/factories.ts";
import { startStripeServer, type StripeServer } from "../../test/fixture-servers/stripe-server.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { deliverStripeEvent, getSubscription, shareVemo } from "./billing-test-support.ts";

const PUBLIC_URL = "https://vemo.test";
const WEBHOOK_SECRET = "whsec_test_secret";
let stripe: StripeServer;
let testApp: TestApp;
let eventSequence = 0;

beforeAll(async () => {
  stripe = await startStripeServer();
  testApp = await startTestApp({
    env: {
      PUBLIC_URL,
      STRIPE_SECRET_KEY: "sk_test_vemo",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO_MONTHLY: "price_pro_monthly",
      STRIPE_PRICE_PRO_YEARLY: "price_pro_yearly",
      STRIPE_API_BASE_URL: stripe.baseUrl,
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await stripe.close();
});

type Owner = Awaited<ReturnType<typeof signUpWithCompany>>;
const inject = (method: "GET" | "POST", url: string, headers: object, payload?: object) =>
  testApp.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload && { payload }) });
const companyRow = async (id: string) =>
  (await testApp.database.db.select().from(companies).where(eq(companies.id, id)))[0];
const deliver = (type: string, object: object, id = `evt_${(eventSequence += 1)}_${Date.now()}`) =>
  deliverStripeEvent(testApp.app, WEBHOOK_SECRET, { id, type, object });

/** The organisation after Stripe reported a completed checkout for it. */
async function proThroughStripe(owner: Owner, billingCycle = "monthly") {
  const ids = { customer: `cus_${owner.companyId.slice(0, 8)}`, subscription: `sub_${owner.companyId.slice(0, 8)}` };
  const response = await deliver("checkout.session.completed", {
    id: `cs_${owner.companyId}`,
    object: "checkout.session",
    mode: "subscription",
    client_reference_id: owner.companyId,
    customer: ids.customer,
    subscription: ids.subscription,
    metadata: { companyId: owner.companyId, billingCycle },
  });
  expect(response.statusCode).toBe(200);
  return ids;
}

const subscriptionObject = (
  id: string,
  fields: { status?: string; cancel_at_period_end?: boolean; current_period_end?: number; interval?: string },
) => ({
  id,
  object: "subscription",
  status: fields.status ?? "active",
  cancel_at_period_end: fields.cancel_at_period_end ?? false,
  items: {
    object: "list",
    data: [
      {
        id: "si_1",
        current_period_end: fields.current_period_end ?? 1_900_000_000,
        price: { id: "price_pro_monthly", recurring: { interval: fields.interval ?? "month" } },
      },
    ],
  },
});

describe("with Stripe configured", () => {
  it("refuses every test-mode call", async () => {
    const owner = await signUpWithCompany(testApp.app);
    for (const [method, url, payload] of [
      ["GET", "/api/billing/test-checkout/test_abc", undefined],
      ["POST", "/api/billing/test-checkout/test_abc/complete", undefined],
      ["POST", "/api/billing/test-clock/advance", { days: 40 }],
    ] as const) {
      const response = await inject(method, url, owner.auth, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe("Test mode is off on this server");
    }
    expect(await getSubscription(testApp.app, owner)).toMatchObject({ plan: "free", provider: "stripe" });
  });

  it("creates a Checkout session with the cycle's price and the organisation as client reference", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const response = await inject("POST", "/api/subscription/checkout", owner.auth, {
      plan: "pro",
      billingCycle: "yearly",
    });
    expect(response.statusCode).toBe(200);
    const [call] = stripe
      .callsTo("/v1/checkout/sessions")
      .filter((c) => c.params.client_reference_id === owner.companyId);
    expect(call?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_pro_yearly",
      "line_items[0][quantity]": "1",
      client_reference_id: owner.companyId,
      customer_email: owner.email,
      success_url: `${PUBLIC_URL}/pricing?checkout=success`,
      cancel_url: `${PUBLIC_URL}/pricing?checkout=cancelled`,
    });
    expect(call?.authorization).toBe("Bearer sk_test_vemo");
    expect(response.json()).toEqual({
      success: true,
      checkoutUrl: expect.stringMatching(new RegExp(`^${stripe.baseUrl}/checkout/cs_test_`)),
    });
  });

  it("ignores a webhook with a bad or missing signature (400) and changes nothing", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const payload = JSON.stringify({
      id: "evt_forged",
      type: "checkout.session.completed",
      data: { object: { mode: "subscription", client_reference_id: owner.companyId } },
    });
    for (const signature of [`t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`, undefined]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/billing/stripe/webhook",
        headers: { "content-type": "application/json", ...(signature && { "stripe-signature": signature }) },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await companyRow(owner.companyId))?.subscriptionPlan).toBe("free");
  });

  it("makes the organisation Pro on checkout.session.completed, with the cycle and Stripe ids", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const ids = await proThroughStripe(owner, "yearly");
    expect(await companyRow(owner.companyId)).toMatchObject({
      subscriptionPlan: "pro",
      subscriptionStatus: "active",
      billingCycle: "yearly",
      billingProvider: "stripe",
      stripeCustomerId: ids.customer,
      stripeSubscriptionId: ids.subscription,
    });
    expect(await getSubscription(testApp.app, owner)).toMatchObject({
      plan: "pro",
      status: "active",
      provider: "stripe",
    });
  });

  it("applies a replayed event only once", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const ids = await proThroughStripe(owner);
    const failed = {
      object: "invoice",
      customer: ids.customer,
      parent: { subscription_details: { subscription: ids.subscription } },
    };
    expect((await deliver("invoice.payment_failed", failed, "evt_payment_failed_once")).statusCode).toBe(200);
    expect((await companyRow(owner.companyId))?.subscriptionStatus).toBe("past_due");
    await deliver("customer.subscription.updated", subscriptionObject(ids.subscription, { status: "active" }));
    expect((await companyRow(owner.companyId))?.subscriptionStatus).toBe("active");

    const replay = await deliver("invoice.payment_failed", failed, "evt_payment_failed_once");
    expect(replay.statusCode).toBe(200);
    expect((await companyRow(owner.companyId))?.subscriptionStatus).toBe("active");
  });

  it.each([
    ["canceled", "cancelled"],
    ["unpaid", "past_due"],
    ["incomplete_expired", "expired"],
    ["past_due", "past_due"],
    ["trialing", "trialing"],
  ])("maps customer.subscription.updated status %s to %s", async (stripeStatus, status) => {
    const owner = await signUpWithCompany(testApp.app);
    const ids = await proThroughStripe(owner);
    await deliver("customer.subscription.updated", subscriptionObject(ids.subscription, { status: stripeStatus }));
    expect(await companyRow(owner.companyId)).toMatchObject({ subscriptionPlan: "pro", subscriptionStatus: status });
  });

  it("follows cancel_at_period_end, the period end and the cycle from customer.subscription.updated", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const ids = await proThroughStripe(owner);
    await deliver(
      "customer.subscription.updated",
      subscriptionObject(ids.subscription, {
        cancel_at_period_end: true,
        current_period_end: 1_950_000_000,
        interval: "year",
      }),
    );
    expect(await companyRow(owner.companyId)).toMatchObject({
      subscriptionStatus: "active",
      cancelAtPeriodEnd: true,
      billingCycle: "yearly",
      currentPeriodEnd: new Date(1_950_000_000 * 1000),
    });
  });

  it("goes back to Free, cancelled, on customer.subscription.deleted", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const ids = await proThroughStripe(owner);
    await deliver("customer.subscription.deleted", subscriptionObject(ids.subscription, { status: "canceled" }));
    expect(await companyRow(owner.companyId)).toMatchObject({
      subscriptionPlan: "free",
      subscriptionStatus: "cancelled",
      stripeSubscriptionId: null,
    });
  });

  it("ignores events about a subscription the organisation no longer has", async () => {
    const owner = await signUpWithCompany(testApp.app);
    await proThroughStripe(owner);
    await deliver("customer.subscription.deleted", subscriptionObject("sub_replaced_long_ago", { status: "canceled" }));
    expect((await companyRow(owner.companyId))?.subscriptionPlan).toBe("pro");
  });

  it("disables the share links while a payment is past due", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const ids = await proThroughStripe(owner);
    const vemoId = await createVemoByApi(testApp.app, owner);
    const token = (await shareVemo(testApp.app, owner, vemoId)).json().shareUrl.split("/").pop();
    expect((await inject("GET", `/api/vemos/share/${token}`, {})).statusCode).toBe(200);

    await deliver("invoice.payment_failed", {
      object: "invoice",
      customer: ids.customer,
      subscription: ids.subscription,
    });
    const refused = await inject("GET", `/api/vemos/share/${token}`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ subscriptionExpired: true });
    const share = await shareVemo(testApp.app, owner, vemoId);
    expect(share.json()).toMatchObject({ requiresUpgrade: true, isCancelled: true, currentPlan: "pro" });
  });

  it("cancels at period end through Stripe and keeps Pro until then", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const ids = await proThroughStripe(owner);
    const response = await inject("POST", `/api/subscription/${owner.companyId}/cancel`, owner.auth);
    expect(response.json().subscription).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: true });
    expect(stripe.callsTo(`/v1/subscriptions/${ids.subscription}`).at(-1)?.params).toEqual({
      cancel_at_period_end: "true",
    });
  });

  it("resumes a cancelling subscription instead of selling a second one", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const ids = await proThroughStripe(owner);
    await inject("POST", `/api/subscription/${owner.companyId}/cancel`, owner.auth);
    const checkout = await inject("POST", "/api/subscription/checkout", owner.auth, {
      plan: "pro",
      billingCycle: "monthly",
    });
    expect(checkout.json()).toEqual({ success: true, checkoutUrl: `${PUBLIC_URL}/pricing?checkout=success` });
    expect(stripe.callsTo(`/v1/subscriptions/${ids.subscription}`).at(-1)?.params).toEqual({
      cancel_at_period_end: "false",
    });
    expect(stripe.callsTo("/v1/checkout/sessions").some((c) => c.params.client_reference_id === owner.companyId)).toBe(
      false,
    );
    expect((await companyRow(owner.companyId))?.cancelAtPeriodEnd).toBe(false);
  });

  it("opens the Stripe billing portal for the organisation's customer", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const ids = await proThroughStripe(owner);
    const response = await inject("GET", `/api/subscription/${owner.companyId}/billing-portal`, owner.auth);
    expect(response.json()).toEqual({
      success: true,
      portalUrl: expect.stringMatching(new RegExp(`^${stripe.baseUrl}/portal/`)),
    });
    expect(stripe.callsTo("/v1/billing_portal/sessions").at(-1)?.params).toEqual({
      customer: ids.customer,
      return_url: `${PUBLIC_URL}/profile`,
    });

    const free = await signUpWithCompany(testApp.app);
    const none = await inject("GET", `/api/subscription/${free.companyId}/billing-portal`, free.auth);
    expect(none.statusCode).toBe(409);
  });
});
