import {
  BillingPortalResponse,
  CancelSubscriptionResponse,
  CheckoutResponse,
  CompleteTestCheckoutResponse,
  SubscriptionResponse,
  TestCheckoutSessionResponse,
} from "@vemo/shared/contracts/subscription";
import type { CheckoutBody, Subscription, TestCheckoutSession } from "@vemo/shared/contracts/subscription";
import { apiRequest } from "../../lib/api-client";

const subscriptionPath = (companyId: string) => `/api/subscription/${encodeURIComponent(companyId)}`;
const testCheckoutPath = (sessionId: string) => `/api/billing/test-checkout/${encodeURIComponent(sessionId)}`;

/** Returns the hosted checkout page's address. */
export async function startCheckout(body: CheckoutBody): Promise<string> {
  const response = await apiRequest("/api/subscription/checkout", { method: "POST", body, schema: CheckoutResponse });
  return response.checkoutUrl;
}

export async function fetchSubscription(companyId: string): Promise<Subscription> {
  const response = await apiRequest(subscriptionPath(companyId), { schema: SubscriptionResponse });
  return response.subscription;
}

export async function fetchBillingPortalUrl(companyId: string): Promise<string> {
  const response = await apiRequest(`${subscriptionPath(companyId)}/billing-portal`, { schema: BillingPortalResponse });
  return response.portalUrl;
}

/** Returns the subscription as it now stands: cancelled at the period's end. */
export async function cancelSubscription(companyId: string): Promise<Subscription> {
  const response = await apiRequest(`${subscriptionPath(companyId)}/cancel`, {
    method: "POST",
    schema: CancelSubscriptionResponse,
  });
  return response.subscription;
}

export async function fetchTestCheckout(sessionId: string): Promise<TestCheckoutSession> {
  const response = await apiRequest(testCheckoutPath(sessionId), { schema: TestCheckoutSessionResponse });
  return response.data;
}

export async function completeTestCheckout(sessionId: string): Promise<Subscription> {
  const response = await apiRequest(`${testCheckoutPath(sessionId)}/complete`, {
    method: "POST",
    schema: CompleteTestCheckoutResponse,
  });
  return response.subscription;
}
