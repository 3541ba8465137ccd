import { hasPaidAccess, isActiveLikeStatus, PLAN_NAMES } from "@vemo/shared/rules/plans";
import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";

type PlanState = Pick<CompanyRow, "subscriptionPlan" | "subscriptionStatus">;

export function isPaidAccess(company: PlanState): boolean {
  return hasPaidAccess({
    subscription_plan: company.subscriptionPlan,
    subscription_status: company.subscriptionStatus,
  });
}

/** What a Free organisation is told for each paid feature. */
const UPGRADE_MESSAGES = {
  sharing: "Share functionality requires Pro plan. Please upgrade to continue.",
  uniqueLinks: "Unique links for each prospect require the Pro plan. Please upgrade to continue.",
  bulkUploads: "Bulk Upload requires Pro plan. Please upgrade to continue.",
  interactions: "Customer interactions require the Pro plan. Please upgrade to continue.",
  webhooks: "Webhooks require the Pro plan. Please upgrade to continue.",
  apiKeys: "API keys require the Pro plan. Please upgrade to continue.",
  integrations: "HubSpot, Salesforce and Slack integrations require the Pro plan. Please upgrade to continue.",
} as const;

export type PaidFeature = keyof typeof UPGRADE_MESSAGES;

/**
 * Paid-only features (sharing, unique links, bulk uploads, interactions) need Pro or Enterprise
 * with an active-like status. The refusal carries the fields the client's upgrade prompts read:
 * `requiresUpgrade`, `isCancelled` (a subscription that ended or stopped being paid), `currentPlan` and
 * `message` (the refusal's text, as the spec's share call reads it).
 */
export function authorizePaidFeature(company: PlanState, feature: PaidFeature): void {
  if (isPaidAccess(company)) return;
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
