import { hasPaidAccess, isActiveLikeStatus, type PaidFeature, PLAN_NAMES, planAllows } from "@vemo/shared/rules/plans";
import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";

type PlanState = Pick<CompanyRow, "subscriptionPlan" | "subscriptionStatus">;

export function isPaidAccess(company: PlanState): boolean {
  return hasPaidAccess({
    subscription_plan: company.subscriptionPlan,
    subscription_status: company.subscriptionStatus,
  });
}

/** What an organisation without the feature's plan is told for each paid feature. */
const UPGRADE_MESSAGES: Record<PaidFeature, string> = {
  sharing: "Share functionality requires Pro plan. Please upgrade to continue.",
  uniqueLinks: "Unique links for each prospect require the Pro plan. Please upgrade to continue.",
  bulkUploads: "Bulk Upload requires Pro plan. Please upgrade to continue.",
  interactions: "Customer interactions require the Pro plan. Please upgrade to continue.",
  webhooks: "Webhooks require the Pro plan. Please upgrade to continue.",
  apiKeys: "API keys require the Pro plan. Please upgrade to continue.",
  integrations: "HubSpot, Salesforce and Slack integrations require the Pro plan. Please upgrade to continue.",
  whiteLabel: "White-label options require the Enterprise plan. Please upgrade to continue.",
  customDomain: "A custom domain requires the Enterprise plan. Please upgrade to continue.",
};

export type { PaidFeature };

/** Whether the organisation's plan has the feature now (rules/plans.ts's table). */
export function hasFeature(company: PlanState, feature: PaidFeature): boolean {
  return planAllows(
    { subscription_plan: company.subscriptionPlan, subscription_status: company.subscriptionStatus },
    feature,
  );
}

/**
 * A paid feature needs its plan (rules/plans.ts: Pro for most, Enterprise for white-label
 * options and a custom domain) with an active-like status. The refusal carries the fields the client's upgrade prompts read:
 * `requiresUpgrade`, `isCancelled` (a subscription that ended or stopped being paid), `currentPlan` and
 * `message` (the refusal's text, as the spec's share call reads it).
 */
export function authorizePaidFeature(company: PlanState, feature: PaidFeature): void {
  if (hasFeature(company, feature)) return;
  const isCancelled = !isActiveLikeStatus(company.subscriptionStatus);
  const message = isCancelled
    ? "Your subscription is no longer active. Reactivate your subscription to use Pro features again."
    : UPGRADE_MESSAGES[feature];
  // The spec's share refusal carries `message` beside `error`; both say the same to a person.
  throw new AppError("forbidden", message, {
    requiresUpgrade: true,
    isCancelled,
    currentPlan: company.subscriptionPlan,
    message,
  });
}

/** Subscription calls name an organisation in the path: it must be the caller's own. */
export function authorizeSubscriptionAccess(company: Pick<CompanyRow, "id">, companyId: string): void {
  if (company.id !== companyId)
    throw new AppError("forbidden", "You can only manage your own organization's subscription");
}

/** Checkout is for organisations without a running paid plan; a cancelling or lapsed one may renew. */
export function authorizeCheckout(company: PlanState & Pick<CompanyRow, "cancelAtPeriodEnd">): void {
  if (isPaidAccess(company) && !company.cancelAtPeriodEnd) {
    throw new AppError("conflict", `You already have an active ${PLAN_NAMES[company.subscriptionPlan]} subscription`);
  }
}

export function authorizeCancel(company: PlanState): void {
  if (company.subscriptionPlan === "free")
    throw new AppError("bad_request", "You are on the Free plan: there is nothing to cancel");
}
