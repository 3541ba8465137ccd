export const SUBSCRIPTION_PLANS = ["free", "pro", "enterprise"] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const SUBSCRIPTION_STATUSES = ["active", "trialing", "on_trial", "cancelled", "expired", "past_due"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

const ACTIVE_LIKE: readonly string[] = ["active", "trialing", "on_trial"];

export function isActiveLikeStatus(status: string): boolean {
  return ACTIVE_LIKE.includes(status);
}

/** Paid access: a Pro or Enterprise plan with an active-like status. No company means no paid access. */
export function hasPaidAccess(company: { subscription_plan: string; subscription_status: string } | null | undefined): boolean {
  if (!company) return false;
  const isPaidPlan = company.subscription_plan === "pro" || company.subscription_plan === "enterprise";
  return isPaidPlan && isActiveLikeStatus(company.subscription_status);
}

/** The Free plan's limit on Vemos; paid plans have none. */
export const FREE_PLAN_VEMO_LIMIT = 3;
