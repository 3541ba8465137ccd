import { BILLING_CYCLES, type BillingCycle, type SubscriptionStatus } from "@vemo/shared/rules/plans";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { lapsedToFree, paidPlanStarting } from "./billing-periods.ts";
import {
  findCompanyById,
  findCompanyByStripeCustomer,
  findCompanyByStripeSubscription,
  recordBillingEvent,
  updateCompanyBilling,
  type BillingChanges,
} from "./billing.repository.ts";

// Only the fields Vemo reads, parsed leniently: Stripe adds fields between API versions, and the
// period end moved from the subscription onto its items in 2025.
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)]);

const CheckoutSessionObject = z.object({
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const SubscriptionObject = z.object({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  current_period_end: z.number().nullish(),
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_end: z.number().nullish(),
          price: z.object({ recurring: z.object({ interval: z.string() }).nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
});

const InvoiceObject = z.object({
  customer: idOf.nullish(),
  subscription: idOf.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf.nullish() }).nullish() }).nullish(),
});

const STATUS_FROM_STRIPE: Record<string, SubscriptionStatus> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  unpaid: "past_due",
  incomplete: "past_due",
  canceled: "cancelled",
  incomplete_expired: "expired",
  paused: "expired",
};

export type StripeEventInput = { id: string; type: string; created: number; data: { object: unknown } };

/**
 * Applies one verified webhook event, at most once: the event id is recorded in the same
 * transaction as its effect, so a replay or Stripe's retry changes nothing, and a failure
 * records nothing (Stripe then retries).
 */
export async function applyStripeEvent(options: { db: Db; event: StripeEventInput }): Promise<"applied" | "duplicate"> {
  const { db, event } = options;
  return db.transaction(async (tx) => {
    if (!(await recordBillingEvent(tx, { id: event.id, type: event.type }))) return "duplicate";
    await applyEffect(tx, event);
    return "applied";
  });
}

async function applyEffect(db: Db, event: StripeEventInput): Promise<void> {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed":
      return startPaidPlan(db, CheckoutSessionObject.parse(object), new Date(event.created * 1000));
    case "customer.subscription.updated":
      return syncSubscription(db, SubscriptionObject.parse(object));
    case "customer.subscription.deleted":
      return endSubscription(db, SubscriptionObject.parse(object).id);
    case "invoice.payment_failed":
      return markPaymentFailed(db, InvoiceObject.parse(object));
    default:
      return; // other events are acknowledged and ignored
  }
}

async function startPaidPlan(db: Db, session: z.infer<typeof CheckoutSessionObject>, start: Date): Promise<void> {
  if (session.mode !== "subscription") return;
  const companyId = session.client_reference_id ?? session.metadata?.companyId;
  const company = companyId ? await findCompanyById(db, companyId) : undefined;
  if (!company) return;
  const cycle = BILLING_CYCLES.find((value) => value === session.metadata?.billingCycle) ?? "monthly";
  await updateCompanyBilling(db, company.id, {
    ...paidPlanStarting(start, cycle),
    billingProvider: "stripe",
    stripeCustomerId: session.customer ?? company.stripeCustomerId,
    stripeSubscriptionId: session.subscription ?? null,
  });
}

// Events about a subscription the organisation no longer has (replaced by a renewal) are ignored.
async function syncSubscription(db: Db, subscription: z.infer<typeof SubscriptionObject>): Promise<void> {
  const company = await findCompanyByStripeSubscription(db, subscription.id);
  if (!company) return;
  const item = subscription.items?.data[0];
  const periodEnd = item?.current_period_end ?? subscription.current_period_end;
  const status = STATUS_FROM_STRIPE[subscription.status];
  const changes: BillingChanges = { cancelAtPeriodEnd: subscription.cancel_at_period_end };
  if (status) changes.subscriptionStatus = status;
  if (periodEnd) changes.currentPeriodEnd = new Date(periodEnd * 1000);
  const cycle = cycleOfInterval(item?.price?.recurring?.interval);
  if (cycle) changes.billingCycle = cycle;
  await updateCompanyBilling(db, company.id, changes);
}

async function endSubscription(db: Db, subscriptionId: string): Promise<void> {
  const company = await findCompanyByStripeSubscription(db, subscriptionId);
  if (company) await updateCompanyBilling(db, company.id, lapsedToFree("cancelled"));
}

async function markPaymentFailed(db: Db, invoice: z.infer<typeof InvoiceObject>): Promise<void> {
  const subscriptionId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription;
  const company = subscriptionId
    ? await findCompanyByStripeSubscription(db, subscriptionId)
    : invoice.customer
      ? await findCompanyByStripeCustomer(db, invoice.customer)
      : undefined;
  if (!company || company.subscriptionPlan === "free") return;
  await updateCompanyBilling(db, company.id, { subscriptionStatus: "past_due" });
}

function cycleOfInterval(interval: string | undefined): BillingCycle | undefined {
  if (interval === "year") return "yearly";
  if (interval === "month") return "monthly";
  return undefined;
}
