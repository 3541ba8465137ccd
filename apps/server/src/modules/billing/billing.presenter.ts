import type { Subscription, TestCheckoutSession } from "@vemo/shared/contracts/subscription";
import type { z } from "zod";
import { isActiveLikeStatus } from "@vemo/shared/rules/plans";
import type { CheckoutSessionRow } from "./billing.repository.ts";
import type { SubscriptionState } from "./billing.service.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentSubscription({ company, usage, mode }: SubscriptionState): Subscription {
  const isPaidPlan = company.subscriptionPlan !== "free";
  const periodEnd = isPaidPlan ? iso(company.currentPeriodEnd) : null;
  const renews = isPaidPlan && isActiveLikeStatus(company.subscriptionStatus) && !company.cancelAtPeriodEnd;
  return {
    plan: company.subscriptionPlan,
    status: company.subscriptionStatus,
    billingCycle: company.billingCycle,
    startDate: isPaidPlan ? iso(company.subscriptionStartedAt) : null,
    nextBillingDate: renews ? periodEnd : null,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: company.cancelAtPeriodEnd,
    provider:
      company.billingProvider === "stripe" || company.billingProvider === "test" ? company.billingProvider : mode,
    usage,
  };
}

export function presentTestCheckoutSession(
  session: CheckoutSessionRow,
  companyName: string,
): z.infer<typeof TestCheckoutSession> {
  return {
    id: session.id,
    plan: "pro",
    billingCycle: session.billingCycle,
    amount: session.amountCents / 100,
    currency: "usd",
    status: session.status === "completed" ? "completed" : "open",
    companyName,
  };
}
