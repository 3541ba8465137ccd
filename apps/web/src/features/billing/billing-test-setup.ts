import type { Subscription } from "@vemo/shared/contracts/subscription";
import { buildCompany, buildUser } from "../../test-utils";
import type { ApiCall, ApiReply } from "../../test-utils";

export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: "free",
    status: "active",
    billingCycle: "monthly",
    startDate: null,
    nextBillingDate: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    provider: "test",
    usage: { totalVemos: 2, sharedVemos: 0 },
    ...overrides,
  };
}

export function buildProSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return buildSubscription({
    plan: "pro",
    startDate: "2024-03-01T10:00:00.000Z",
    nextBillingDate: "2024-04-01T10:00:00.000Z",
    currentPeriodEnd: "2024-04-01T10:00:00.000Z",
    ...overrides,
  });
}

/** An owner of company-1 whose subscription the test may change; `answerFirst` may answer any call before this does. */
export function stubOwner(
  subscription: Subscription,
  answerFirst: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined = () => undefined,
) {
  const owner = { subscription };
  const answer = (call: ApiCall): ApiReply | Promise<ApiReply> | undefined => {
    const reply = answerFirst(call);
    if (reply) return reply;
    const { plan, status, billingCycle } = owner.subscription;
    if (call.path === "/api/auth/profile") return { body: { success: true, data: buildUser() } };
    if (call.path === "/api/companies") {
      const company = buildCompany({
        subscription_plan: plan,
        subscription_status: status,
        billing_cycle: billingCycle,
      });
      return { body: { success: true, data: [company] } };
    }
    if (call.method === "GET" && call.path === "/api/subscription/company-1")
      return { body: { success: true, subscription: owner.subscription } };
    return undefined;
  };
  return { owner, answer };
}
