import { isActiveLikeStatus } from "@vemo/shared/rules/plans";
import type { Db } from "../../platform/db/database.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { addBillingCycle, lapsedToFree } from "./billing-periods.ts";
import { findCompanyById, updateCompanyBillingIfUnchanged, type BillingChanges } from "./billing.repository.ts";

type BillingState = Pick<
  CompanyRow,
  | "subscriptionPlan"
  | "subscriptionStatus"
  | "billingCycle"
  | "currentPeriodEnd"
  | "cancelAtPeriodEnd"
  | "billingProvider"
>;

/**
 * What a subscription becomes at `now`, or null when nothing is due (the usual case, which costs
 * no write). Past its period end: a cancelled subscription lapses to Free; a test-mode one renews
 * itself by whole cycles; a Stripe one is left to Stripe, whose webhooks report the renewal or end.
 */
export function settlementAt(company: BillingState, now: Date): BillingChanges | null {
  const periodEnd = company.currentPeriodEnd;
  if (company.subscriptionPlan === "free" || !periodEnd || periodEnd > now) return null;
  if (company.cancelAtPeriodEnd) return lapsedToFree("cancelled");
  if (company.billingProvider !== "test") return null;
  if (!isActiveLikeStatus(company.subscriptionStatus)) {
    return lapsedToFree(company.subscriptionStatus === "cancelled" ? "cancelled" : "expired");
  }
  let next = periodEnd;
  while (next <= now) next = addBillingCycle(next, company.billingCycle);
  return { currentPeriodEnd: next };
}

/**
 * Brings an organisation's subscription up to date. Called wherever an organisation is loaded
 * for a request (requireCompany, listCompanies, the public share-link lookup), so every plan
 * decision sees the settled state; there is no background sweep to wait for.
 */
export async function settleSubscription(options: { db: Db; company: CompanyRow; now?: Date }): Promise<CompanyRow> {
  const { db, company } = options;
  const changes = settlementAt(company, options.now ?? new Date());
  if (!changes) return company;
  const settled = await updateCompanyBillingIfUnchanged(db, company, changes);
  // Another request settled the same period first: its result is the one to use.
  return settled ?? (await findCompanyById(db, company.id)) ?? company;
}
