import { afterEach, describe, expect, it } from "vitest";
import { signUpWithCompany } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { NO_PAYMENTS_MESSAGE } from "./billing.service.ts";

describe("billing without Stripe", () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  async function checkoutAs(env: Record<string, string>) {
    testApp = await startTestApp({ env });
    const owner = await signUpWithCompany(testApp.app);
    const checkout = await testApp.app.inject({
      method: "POST",
      url: "/api/subscription/checkout",
      headers: owner.auth,
      payload: { plan: "pro", billingCycle: "monthly" },
    });
    return { owner, checkout };
  }

  it("offers no free Pro in production: checkout and every test-mode call are refused", async () => {
    const { owner, checkout } = await checkoutAs({ NODE_ENV: "production" });
    expect(checkout.statusCode).toBe(403);
    expect(checkout.json().error).toBe(NO_PAYMENTS_MESSAGE);
    const advance = await testApp!.app.inject({
      method: "POST",
      url: "/api/billing/test-clock/advance",
      headers: owner.auth,
      payload: { days: 40 },
    });
    expect(advance.statusCode).toBe(404);
    const companies = await testApp!.app.inject({ method: "GET", url: "/api/companies", headers: owner.auth });
    expect(companies.json().data[0]).toMatchObject({ subscription_plan: "free" });
  });

  it("keeps the test-mode checkout in production when BILLING_TEST_MODE=true", async () => {
    const { checkout } = await checkoutAs({ NODE_ENV: "production", BILLING_TEST_MODE: "true" });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().checkoutUrl).toContain("/billing/test-checkout/");
  });

  it("gives every organisation the SELF_HOSTED_PLAN, with no checkout", async () => {
    const { owner, checkout } = await checkoutAs({ NODE_ENV: "production", SELF_HOSTED_PLAN: "pro" });
    expect(checkout.statusCode).toBe(409);
    const companies = await testApp!.app.inject({ method: "GET", url: "/api/companies", headers: owner.auth });
    expect(companies.json().data[0]).toMatchObject({ subscription_plan: "pro", subscription_status: "active" });
  });
});
