import type { BillingCycle } from "@vemo/shared/rules/plans";
import Stripe from "stripe";
import type { StripeSettings } from "../../platform/config.ts";
import { AppError } from "../../platform/errors.ts";

/** The few Stripe calls Vemo makes; everything else about a subscription arrives by webhook. */
export type StripeGateway = {
  createCheckoutSession(options: {
    companyId: string;
    billingCycle: BillingCycle;
    customerId: string | null;
    email: string | undefined;
    returnUrl: string;
  }): Promise<string>;
  createPortalSession(options: { customerId: string; returnUrl: string }): Promise<string>;
  setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<void>;
  /** The verified event, or AppError 400 when the signature does not match the raw body. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
};

export function createStripeGateway(settings: StripeSettings): StripeGateway {
  const client = new Stripe(settings.secretKey, {
    ...apiLocation(settings.apiBaseUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    createCheckoutSession: ({ companyId, billingCycle, customerId, email, returnUrl }) =>
      callStripe("checkout", async () => {
        const metadata = { companyId, billingCycle };
        const session = await client.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price: settings.prices[billingCycle], quantity: 1 }],
          client_reference_id: companyId,
          ...(customerId ? { customer: customerId } : email ? { customer_email: email } : {}),
          metadata,
          subscription_data: { metadata },
          success_url: `${returnUrl}?checkout=success`,
          cancel_url: `${returnUrl}?checkout=cancelled`,
        });
        if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
        return session.url;
      }),
    createPortalSession: ({ customerId, returnUrl }) =>
      callStripe(
        "billing portal",
        async () => (await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url,
      ),
    setCancelAtPeriodEnd: (subscriptionId, cancelAtPeriodEnd) =>
      callStripe(
        "subscription update",
        async () =>
          void (await client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd })),
      ),
    verifyEvent(rawBody, signature) {
      if (!signature) throw new AppError("bad_request", "Missing Stripe signature");
      try {
        return Stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new AppError("bad_request", "Invalid Stripe signature");
      }
    },
  };
}

function apiLocation(baseUrl: string | undefined): { host?: string; port?: string; protocol?: "http" | "https" } {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? "80" : "443"), protocol };
}

// Stripe's own errors carry an HTTP status that would be passed on to our client with Stripe's
// text; as a plain error they become a logged 500 with our generic message instead.
async function callStripe<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new Error(`Stripe ${action} failed: ${error.message}`, { cause: error });
    throw error;
  }
}
