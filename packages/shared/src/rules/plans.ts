export const SUBSCRIPTION_PLANS = ["free", "pro", "enterprise"] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export const PLAN_NAMES: Record<SubscriptionPlan, string> = { free: "Free", pro: "Pro", enterprise: "Enterprise" };

export const SUBSCRIPTION_STATUSES = ["active", "trialing", "on_trial", "cancelled", "expired", "past_due"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

const ACTIVE_LIKE: readonly string[] = ["active", "trialing", "on_trial"];

export function isActiveLikeStatus(status: string): boolean {
  return ACTIVE_LIKE.includes(status);
}

/** Paid access: a Pro or Enterprise plan with an active-like status. No company means no paid access. */
export function hasPaidAccess(
  company: { subscription_plan: string; subscription_status: string } | null | undefined,
): boolean {
  if (!company) return false;
  const isPaidPlan = company.subscription_plan === "pro" || company.subscription_plan === "enterprise";
  return isPaidPlan && isActiveLikeStatus(company.subscription_status);
}

/**
 * Every paid feature and the least plan that has it (with an active-like status). The server's plan
 * gates (`requireFeature`) and the pricing lists (plan-features.ts) both read this table.
 */
export const PAID_FEATURE_PLANS = {
  sharing: "pro",
  uniqueLinks: "pro",
  bulkUploads: "pro",
  interactions: "pro",
  webhooks: "pro",
  apiKeys: "pro",
  integrations: "pro",
  whiteLabel: "enterprise",
  customDomain: "enterprise",
} as const satisfies Record<string, SubscriptionPlan>;
export type PaidFeature = keyof typeof PAID_FEATURE_PLANS;

const PLAN_RANK: Record<SubscriptionPlan, number> = { free: 0, pro: 1, enterprise: 2 };

/** Whether the organisation's plan has `feature` now: its plan reaches the feature's and its status is active-like. */
export function planAllows(
  company: { subscription_plan: string; subscription_status: string } | null | undefined,
  feature: PaidFeature,
): boolean {
  if (!company || !hasPaidAccess(company)) return false;
  return PLAN_RANK[company.subscription_plan as SubscriptionPlan] >= PLAN_RANK[PAID_FEATURE_PLANS[feature]];
}

/** The Free plan's limit on Vemos; paid plans have none. */
export const FREE_PLAN_VEMO_LIMIT = 3;

/** Prices in dollars; yearly is "2 Months Free" against twelve monthly payments. */
export const PRO_PRICES = { monthly: 29.9, yearly: 299 } as const;

/** What a yearly payment saves against twelve monthly ones, in dollars. */
export function yearlySaving(): number {
  return Math.round((PRO_PRICES.monthly * 12 - PRO_PRICES.yearly) * 100) / 100;
}

/** The first 7 days after a paid plan's start date are its trial. */
export const TRIAL_DAYS = 7;

export function trialEndsAt(startDate: Date): Date {
  return new Date(startDate.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}
