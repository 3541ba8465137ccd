import type { BillingCycle } from "@vemo/shared/rules/plans";
import type { BillingChanges } from "./billing.repository.ts";

/**
 * One billing cycle after `date`, in UTC. A day that the target month lacks becomes that
 * month's last day (31 January + 1 month = 28 or 29 February), as card processors do.
 */
export function addBillingCycle(date: Date, cycle: BillingCycle | string): Date {
  const months = cycle === "yearly" ? 12 : 1;
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** A paid plan that starts now (test-mode checkout, Stripe's checkout.session.completed). */
export function paidPlanStarting(start: Date, cycle: BillingCycle): BillingChanges {
  return {
    subscriptionPlan: "pro",
    subscriptionStatus: "active",
    billingCycle: cycle,
    subscriptionStartedAt: start,
    currentPeriodEnd: addBillingCycle(start, cycle),
    cancelAtPeriodEnd: false,
  };
}

/** Back to Free; `status` tells why (cancelled after a cancel or a deleted subscription, expired otherwise). */
export function lapsedToFree(status: "cancelled" | "expired"): BillingChanges {
  return {
    subscriptionPlan: "free",
    subscriptionStatus: status,
    subscriptionStartedAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    billingProvider: null,
    stripeSubscriptionId: null,
  };
}
