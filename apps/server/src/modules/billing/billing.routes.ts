import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BillingPortalResponse,
  CancelSubscriptionResponse,
  CheckoutBody,
  CheckoutResponse,
  CompanyIdParams,
  SubscriptionResponse,
} from "@vemo/shared/contracts/subscription";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { currentCompany, type RequireCompany } from "../companies/require-company.ts";
import { authorizeCancel, authorizeCheckout, authorizeSubscriptionAccess } from "./billing.policy.ts";
import { presentSubscription } from "./billing.presenter.ts";
import {
  cancelSubscription,
  createBillingContext,
  openBillingPortal,
  readSubscriptionState,
  startCheckout,
  type BillingContext,
} from "./billing.service.ts";
import { stripeWebhookRoutes } from "./stripe-webhook.routes.ts";
import { testModeRoutes } from "./test-mode.routes.ts";
import type { RouteDeps } from "../../route-deps.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;
type SignedIn = { billing: BillingContext; requireUser: RequireUser; requireCompany: RequireCompany };

/** Plans and payment: the spec's subscription calls, the test-mode checkout and Stripe's webhook. */
export const billingRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser, requireCompany }) => {
  const billing = createBillingContext(runtime.database.db, runtime.config);
  await app.register(subscriptionRoutes, { billing, requireUser, requireCompany });
  await app.register(testModeRoutes, { billing, requireUser, requireCompany });
  await app.register(stripeWebhookRoutes, { billing });
};

const subscriptionRoutes: FastifyPluginAsyncZod<SignedIn> = async (app, { billing, requireUser, requireCompany }) => {
  // Rate limit: the app's default (app.ts). Authenticate before validating, then load the organisation.
  const signedIn = { preValidation: requireUser, preHandler: requireCompany };

  app.post(
    "/api/subscription/checkout",
    {
      config: { role: "owner" },
      ...signedIn,
      schema: {
        tag: "billing",
        summary: "Start a checkout for a paid plan",
        body: CheckoutBody,
        response: { 200: CheckoutResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      authorizeCheckout(company);
      const checkoutUrl = await startCheckout({
        billing,
        company,
        userId: currentUserId(request),
        billingCycle: request.body.billingCycle,
      });
      return { success: true as const, checkoutUrl };
    },
  );

  app.get(
    "/api/subscription/:companyId",
    {
      config: { role: "member" },
      ...signedIn,
      schema: {
        tag: "billing",
        summary: "The organisation's plan and usage",
        params: CompanyIdParams,
        response: { 200: SubscriptionResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      authorizeSubscriptionAccess(company, request.params.companyId);
      return {
        success: true as const,
        subscription: presentSubscription(await readSubscriptionState({ billing, company })),
      };
    },
  );

  app.get(
    "/api/subscription/:companyId/billing-portal",
    {
      config: { role: "owner" },
      ...signedIn,
      schema: {
        tag: "billing",
        summary: "A link to manage billing",
        params: CompanyIdParams,
        response: { 200: BillingPortalResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      authorizeSubscriptionAccess(company, request.params.companyId);
      return { success: true as const, portalUrl: await openBillingPortal({ billing, company }) };
    },
  );

  app.post(
    "/api/subscription/:companyId/cancel",
    {
      config: { role: "owner" },
      ...signedIn,
      schema: {
        tag: "billing",
        summary: "Cancel the plan at the end of the period",
        params: CompanyIdParams,
        response: { 200: CancelSubscriptionResponse },
      },
    },
    async (request) => {
      const current = currentCompany(request);
      authorizeSubscriptionAccess(current, request.params.companyId);
      authorizeCancel(current);
      const company = await cancelSubscription({ billing, company: current });
      const subscription = presentSubscription(await readSubscriptionState({ billing, company }));
      return { success: true as const, message: "Subscription cancelled successfully", subscription };
    },
  );
};
