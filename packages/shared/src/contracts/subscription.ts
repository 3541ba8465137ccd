import { z } from "zod";
import { BILLING_CYCLES, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from "../rules/plans.ts";

/** POST /api/subscription/checkout */
export const CheckoutBody = z.object({
  plan: z.literal("pro", { error: "Only the Pro plan can be bought online" }).default("pro"),
  billingCycle: z.enum(BILLING_CYCLES, { error: "Billing cycle must be monthly or yearly" }).default("monthly"),
});
export type CheckoutBody = z.input<typeof CheckoutBody>;

export const CheckoutResponse = z.object({ success: z.literal(true), checkoutUrl: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const CompanyIdParams = z.object({ companyId: z.string().max(100) });
export type CompanyIdParams = z.infer<typeof CompanyIdParams>;

export const Subscription = z.object({
  plan: z.enum(SUBSCRIPTION_PLANS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  billingCycle: z.enum(BILLING_CYCLES),
  /** ISO dates; null on the Free plan. */
  startDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  /** The paid period's end; after a cancel, Pro lasts until then. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** "stripe" or the built-in "test" mode, whose checkout page is clearly marked. */
  provider: z.enum(["stripe", "test"]),
  usage: z.object({ totalVemos: z.number(), sharedVemos: z.number() }),
});
export type Subscription = z.infer<typeof Subscription>;

/** GET /api/subscription/{companyId} */
export const SubscriptionResponse = z.object({ success: z.literal(true), subscription: Subscription });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

/** GET /api/subscription/{companyId}/billing-portal */
export const BillingPortalResponse = z.object({ success: z.literal(true), portalUrl: z.string() });
export type BillingPortalResponse = z.infer<typeof BillingPortalResponse>;

/** POST /api/subscription/{companyId}/cancel */
export const CancelSubscriptionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: Subscription,
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;

export const TestCheckoutParams = z.object({ sessionId: z.string().max(100) });
export type TestCheckoutParams = z.infer<typeof TestCheckoutParams>;

/** GET /api/billing/test-checkout/{sessionId}: what the test-mode payment page shows. */
export const CHECKOUT_SESSION_STATUSES = ["open", "completed"] as const;

export const TestCheckoutSession = z.object({
  id: z.string(),
  plan: z.literal("pro"),
  billingCycle: z.enum(BILLING_CYCLES),
  amount: z.number(),
  currency: z.literal("usd"),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  companyName: z.string(),
});
export type TestCheckoutSession = z.infer<typeof TestCheckoutSession>;
export const TestCheckoutSessionResponse = z.object({ success: z.literal(true), data: TestCheckoutSession });
export type TestCheckoutSessionResponse = z.infer<typeof TestCheckoutSessionResponse>;

/** POST /api/billing/test-checkout/{sessionId}/complete (test mode only; the session's owner only) */
export const CompleteTestCheckoutResponse = z.object({ success: z.literal(true), subscription: Subscription });
export type CompleteTestCheckoutResponse = z.infer<typeof CompleteTestCheckoutResponse>;

/** POST /api/billing/test-clock/advance (test mode only): moves the organisation's billing time forward. */
export const AdvanceTestClockBody = z.object({
  days: z.number({ error: "days must be a number" }).int().min(1).max(3660),
});
export type AdvanceTestClockBody = z.input<typeof AdvanceTestClockBody>;
