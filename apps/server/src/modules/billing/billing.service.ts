import { PRO_PRICES, type BillingCycle } from "@vemo/shared/rules/plans";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { lapsedToFree } from "./billing-periods.ts";
import { isPaidAccess } from "./billing.policy.ts";
import { countUsage, findUserEmail, insertCheckoutSession, updateCompanyBilling } from "./billing.repository.ts";
import { settleSubscription } from "./settle-subscription.ts";
import { createStripeGateway, type StripeGateway } from "./stripe-gateway.ts";
import { newCheckoutSessionId } from "./test-mode.service.ts";

type BillingMode = "stripe" | "test";
type Usage = { totalVemos: number; sharedVemos: number };
/** An organisation's plan as the subscription page shows it: the plan, what it uses, how payments are taken. */
export type SubscriptionState = { company: CompanyRow; usage: Usage; mode: BillingMode };

/** What every billing call needs; `stripe` is null without Stripe, where `testMode` may stand in for it. */
export type BillingContext = { db: Db; publicUrl: string; stripe: StripeGateway | null; testMode: boolean };

export function createBillingContext(db: Db, config: Config): BillingContext {
  const settings = config.billing.stripe;
  return {
    db,
    publicUrl: config.publicUrl,
    stripe: settings ? createStripeGateway(settings) : null,
    testMode: config.billing.testMode,
  };
}

export const NO_PAYMENTS_MESSAGE = "Payments are not set up on this server. Ask its administrator to configure Stripe.";

function billingMode(billing: BillingContext): BillingMode {
  return billing.stripe ? "stripe" : "test";
}

/** What the subscription's description needs beside the organisation: its usage and the payment mode. */
export async function readSubscriptionState(options: {
  billing: BillingContext;
  company: CompanyRow;
}): Promise<SubscriptionState> {
  const { billing, company } = options;
  return { company, usage: await countUsage(billing.db, company.id), mode: billingMode(billing) };
}

/** Where the browser goes to pay: Stripe Checkout, or the built-in (clearly marked) test-mode page. */
export async function startCheckout(options: {
  billing: BillingContext;
  company: CompanyRow;
  userId: string;
  billingCycle: BillingCycle;
}): Promise<string> {
  const { billing, company, userId, billingCycle } = options;
  const pricingUrl = `${billing.publicUrl}/pricing`;
  if (!billing.stripe) {
    if (!billing.testMode) throw new AppError("forbidden", NO_PAYMENTS_MESSAGE);
    const session = await insertCheckoutSession(billing.db, {
      id: newCheckoutSessionId(),
      companyId: company.id,
      userId,
      plan: "pro",
      billingCycle,
      amountCents: Math.round(PRO_PRICES[billingCycle] * 100),
    });
    return `${billing.publicUrl}/billing/test-checkout/${session.id}`;
  }
  // A cancelling Stripe subscription is resumed rather than paid for twice.
  if (
    company.stripeSubscriptionId &&
    company.cancelAtPeriodEnd &&
    isPaidAccess(company) &&
    company.billingCycle === billingCycle
  ) {
    await billing.stripe.setCancelAtPeriodEnd(company.stripeSubscriptionId, false);
    await updateCompanyBilling(billing.db, company.id, { cancelAtPeriodEnd: false });
    return `${pricingUrl}?checkout=success`;
  }
  return billing.stripe.createCheckoutSession({
    companyId: company.id,
    billingCycle,
    customerId: company.stripeCustomerId,
    email: await findUserEmail(billing.db, userId),
    returnUrl: pricingUrl,
  });
}

export async function openBillingPortal(options: { billing: BillingContext; company: CompanyRow }): Promise<string> {
  const { billing, company } = options;
  if (!billing.stripe) return `${billing.publicUrl}/pricing`;
  if (!company.stripeCustomerId) {
    throw new AppError("conflict", "There is no billing account for this organization yet. Upgrade to Pro first.");
  }
  return billing.stripe.createPortalSession({
    customerId: company.stripeCustomerId,
    returnUrl: `${billing.publicUrl}/profile`,
  });
}

/** Cancels at the end of the paid period: the plan keeps working until then. */
export async function cancelSubscription(options: {
  billing: BillingContext;
  company: CompanyRow;
}): Promise<CompanyRow> {
  const { billing, company } = options;
  if (company.cancelAtPeriodEnd) return company;
  if (billing.stripe && company.stripeSubscriptionId)
    await billing.stripe.setCancelAtPeriodEnd(company.stripeSubscriptionId, true);
  // Without a known paid period (a plan set by hand) there is nothing left to honour.
  const changes = company.currentPeriodEnd ? { cancelAtPeriodEnd: true } : lapsedToFree("cancelled");
  const updated = await updateCompanyBilling(billing.db, company.id, changes);
  return settleSubscription({ db: billing.db, company: updated });
}
