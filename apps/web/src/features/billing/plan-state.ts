import type { Company } from "@vemo/shared/contracts/companies";
import type { Subscription } from "@vemo/shared/contracts/subscription";
import { isActiveLikeStatus } from "@vemo/shared/rules/plans";
import type { BillingCycle, SubscriptionPlan } from "@vemo/shared/rules/plans";

export type PlanState = {
  plan: SubscriptionPlan;
  billingCycle: BillingCycle;
  /** A paid plan that ends at its period's end, or whose status is no longer active-like: checkout renews it. */
  isCancelled: boolean;
  /** A paid plan, active-like and not ending: its changes go through the profile's subscription tab. */
  isActivePaid: boolean;
  /** When a cancelled plan's paid access ends, if known. */
  accessEndsAt: string | null;
};

type CompanyPlan = Pick<Company, "subscription_plan" | "subscription_status" | "billing_cycle">;

/** The plan as the pricing page shows it: the subscription when it is loaded, else the company's copy of it. */
export function readPlanState(company: CompanyPlan | null, subscription: Subscription | undefined): PlanState {
  const plan = subscription?.plan ?? company?.subscription_plan ?? "free";
  const status = subscription?.status ?? company?.subscription_status ?? "active";
  const billingCycle = subscription?.billingCycle ?? company?.billing_cycle ?? "monthly";
  const isPaidPlan = plan !== "free";
  const isCancelled = isPaidPlan && (subscription?.cancelAtPeriodEnd === true || !isActiveLikeStatus(status));
  return {
    plan,
    billingCycle,
    isCancelled,
    isActivePaid: isPaidPlan && !isCancelled,
    accessEndsAt: isCancelled ? (subscription?.currentPeriodEnd ?? null) : null,
  };
}

export function formatDate(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString();
}

export function capitalize(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
