import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BillingPortalResponse,
  CancelSubscriptionResponse,
  CheckoutBody,
  CheckoutResponse,
  CompanyIdParams,
  SubscriptionResponse,
} from "@vemo/shared/contracts/subscription";
import type { FastifyRequest } from "fastify";
import type { Runtime } from "../../runtime.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { requireCompany } from "../companies/companies.service.ts";
import { authorizeSubscriptionAccess } from "./billing.policy.ts";
import {
  cancelSubscription,
  createBillingContext,
  describeSubscription,
  openBillingPortal,
  startCheckout,
  type BillingContext,
} from "./billing.service.ts";
import { stripeWebhookRoutes } from "./stripe-webhook.routes.ts";
import { testModeRoutes } from "./test-mode.routes.ts";

type Options = { runtime: Runtime; requireUser: RequireUser };

/** Plans and payment: the spec's subscription calls, the test-mode checkout and Stripe's webhook. */
export const billingRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser }) => {
  const billing = createBillingContext(runtime.database.db, runtime.config);
  await app.register(subscriptionRoutes, { billing, requireUser });
  await app.register(testModeRoutes, { billing, requireUser });
  await app.register(stripeWebhookRoutes, { billing });
};

const subscriptionRoutes: FastifyPluginAsyncZod<{ billing: BillingContext; requireUser: RequireUser }> = async (app, { billing, requireUser }) => {
  const { db } = billing;
  const ownCompany = async (request: FastifyRequest, companyId: string) => {
    const company = await requireCompany({ db, userId: currentUserId(request) });
    authorizeSubscriptionAccess(company, companyId);
    return company;
  };

  app.post(
    "/api/subscription/checkout",
    { preHandler: requireUser, schema: { body: CheckoutBody, response: { 200: CheckoutResponse } } },
    async (request) => {
      const userId = currentUserId(request);
      const company = await requireCompany({ db, userId });
      const checkoutUrl = await startCheckout({ billing, company, userId, billingCycle: request.body.billingCycle });
      return { success: true as const, checkoutUrl };
    },
  );

  app.get(
    "/api/subscription/:companyId",
    { preHandler: requireUser, schema: { params: CompanyIdParams, response: { 200: SubscriptionResponse } } },
    async (request) => {
      const company = await ownCompany(request, request.params.companyId);
      return { success: true as const, subscription: await describeSubscription({ billing, company }) };
    },
  );

  app.get(
    "/api/subscription/:companyId/billing-portal",
    { preHandler: requireUser, schema: { params: CompanyIdParams, response: { 200: BillingPortalResponse } } },
    async (request) => {
      const company = await ownCompany(request, request.params.companyId);
      return { success: true as const, portalUrl: await openBillingPortal({ billing, company }) };
    },
  );

  app.post(
    "/api/subscription/:companyId/cancel",
    { preHandler: requireUser, schema: { params: CompanyIdParams, response: { 200: CancelSubscriptionResponse } } },
    async (request) => {
      const company = await cancelSubscription({ billing, company: await ownCompany(request, request.params.companyId) });
      return { success: true as const, message: "Subscription cancelled successfully", subscription: await describeSubscription({ billing, company }) };
    },
  );
};
