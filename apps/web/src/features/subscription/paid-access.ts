/** The subscription fields of a company that gate paid features. */
export type SubscriptionState = {
  subscription_plan?: string | null;
  subscription_status?: string | null;
};

const PAID_PLANS: readonly string[] = ["pro", "enterprise"];
const ACTIVE_LIKE_STATUSES: readonly string[] = ["active", "trialing", "on_trial"];

/** Paid access: a pro or enterprise plan with an active-like status. No company means no access. */
export function hasPaidAccess(company: SubscriptionState | null | undefined): boolean {
  if (!company) return false;
  const plan = company.subscription_plan ?? "free";
  const status = company.subscription_status ?? "active";
  return PAID_PLANS.includes(plan) && ACTIVE_LIKE_STATUSES.includes(status);
}
