import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import type { SignedInUser } from "../../test/factories.ts";

type Owner = SignedInUser & { companyId: string };

/** Makes the owner's organisation Pro through the test-mode checkout, as the web page would. */
export async function upgradeThroughTestCheckout(
  app: FastifyInstance,
  owner: Owner,
  billingCycle: "monthly" | "yearly" = "monthly",
) {
  const checkout = await app.inject({
    method: "POST",
    url: "/api/subscription/checkout",
    headers: owner.auth,
    payload: { plan: "pro", billingCycle },
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  const sessionId = String(checkout.json().checkoutUrl).split("/").pop();
  const completed = await app.inject({
    method: "POST",
    url: `/api/billing/test-checkout/${sessionId}/complete`,
    headers: owner.auth,
  });
  if (completed.statusCode !== 200) throw new Error(`test checkout failed: ${completed.body}`);
  return completed.json().subscription;
}

export async function getSubscription(app: FastifyInstance, owner: Owner) {
  const response = await app.inject({
    method: "GET",
    url: `/api/subscription/${owner.companyId}`,
    headers: owner.auth,
  });
  if (response.statusCode !== 200) throw new Error(`subscription read failed: ${response.body}`);
  return response.json().subscription;
}

export async function advanceTestClock(app: FastifyInstance, owner: Owner, days: number) {
  return app.inject({ method: "POST", url: "/api/billing/test-clock/advance", headers: owner.auth, payload: { days } });
}

export async function shareVemo(app: FastifyInstance, owner: Owner, vemoId: string) {
  return app.inject({ method: "POST", url: `/api/vemos/${vemoId}/share`, headers: owner.auth });
}

/** Delivers a Stripe event to the webhook, signed with `secret` as Stripe signs it. */
export async function deliverStripeEvent(
  app: FastifyInstance,
  secret: string,
  event: { id: string; type: string; object: object; created?: number },
) {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    type: event.type,
    created: event.created ?? Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: "POST",
    url: "/api/billing/stripe/webhook",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    payload,
  });
}
