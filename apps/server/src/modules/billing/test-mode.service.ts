import { randomBytes } from "node:crypto";
import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { paidPlanStarting } from "./billing-periods.ts";
import { authorizeCheckout } from "./billing.policy.ts";
import {
  findCheckoutSessionOfUser,
  findCompanyById,
  markCheckoutSessionCompleted,
  updateCompanyBilling,
  type CheckoutSessionRow,
} from "./billing.repository.ts";
import type { BillingContext } from "./billing.service.ts";
import { settleSubscription } from "./settle-subscription.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** 192 random bits: the id is all that protects a session page besides its owner's sign-in. */
export function newCheckoutSessionId(): string {
  return `test_${randomBytes(24).toString("base64url")}`;
}

/** Off with Stripe, and in production unless BILLING_TEST_MODE=true: then every test-mode call is 404. */
function requireTestMode(billing: BillingContext): void {
  if (!billing.testMode) throw new AppError("not_found", "Test mode is off on this server");
}

async function requireOwnSession(billing: BillingContext, userId: string, sessionId: string) {
  const found = await findCheckoutSessionOfUser(billing.db, { id: sessionId, userId });
  if (!found) throw new AppError("not_found", "Checkout session not found");
  return found;
}

export async function getTestCheckout(options: {
  billing: BillingContext;
  userId: string;
  sessionId: string;
}): Promise<{ session: CheckoutSessionRow; companyName: string }> {
  requireTestMode(options.billing);
  return requireOwnSession(options.billing, options.userId, options.sessionId);
}

/** The owner confirmed the test-mode payment: Pro for the chosen cycle from now. Completing twice changes nothing. */
export async function completeTestCheckout(options: {
  billing: BillingContext;
  userId: string;
  sessionId: string;
}): Promise<CompanyRow> {
  const { billing, userId, sessionId } = options;
  requireTestMode(billing);
  const { session } = await requireOwnSession(billing, userId, sessionId);
  const found = await findCompanyById(billing.db, session.companyId);
  if (!found) throw new AppError("not_found", "Checkout session not found");
  const company = await settleSubscription({ db: billing.db, company: found });
  if (session.status === "completed") return company;
  authorizeCheckout(company);
  const completed = await billing.db.transaction(async (tx) => {
    if (!(await markCheckoutSessionCompleted(tx, session.id))) return undefined;
    const cycle = session.billingCycle === "yearly" ? "yearly" : "monthly";
    return updateCompanyBilling(tx, company.id, {
      ...paidPlanStarting(new Date(), cycle),
      billingProvider: "test",
      stripeSubscriptionId: null,
    });
  });
  return completed ?? (await findCompanyById(billing.db, company.id)) ?? company;
}

/**
 * Moves the organisation's billing time forward, like Stripe's test clocks: its start date and
 * period end move `days` into the past, then the subscription is settled (renewed or lapsed).
 */
export async function advanceTestClock(options: {
  billing: BillingContext;
  company: CompanyRow;
  days: number;
}): Promise<CompanyRow> {
  const { billing, company, days } = options;
  requireTestMode(billing);
  const earlier = (date: Date | null) => (date ? new Date(date.getTime() - days * DAY_MS) : null);
  const moved = await updateCompanyBilling(billing.db, company.id, {
    subscriptionStartedAt: earlier(company.subscriptionStartedAt),
    currentPeriodEnd: earlier(company.currentPeriodEnd),
  });
  return settleSubscription({ db: billing.db, company: moved });
}
