import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdvanceTestClockBody,
  CompleteTestCheckoutResponse,
  SubscriptionResponse,
  TestCheckoutParams,
  TestCheckoutSessionResponse,
} from "@vemo/shared/contracts/subscription";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { currentCompany, type RequireCompany } from "../companies/require-company.ts";
import { presentSubscription, presentTestCheckoutSession } from "./billing.presenter.ts";
import { readSubscriptionState, type BillingContext } from "./billing.service.ts";
import { advanceTestClock, completeTestCheckout, getTestCheckout } from "./test-mode.service.ts";

/** The built-in payment stand-in used when Stripe is not configured; every call refuses (404) when it is. */
type Options = { billing: BillingContext; requireUser: RequireUser; requireCompany: RequireCompany };

export const testModeRoutes: FastifyPluginAsyncZod<Options> = async (app, { billing, requireUser, requireCompany }) => {
  app.get(
    "/api/billing/test-checkout/:sessionId",
    {
      config: { role: "owner" },
      preValidation: requireUser,
      schema: {
        tag: "billing",
        summary: "Test mode (no Stripe configured): a checkout session to confirm",
        params: TestCheckoutParams,
        response: { 200: TestCheckoutSessionResponse },
      },
    },
    async (request) => {
      const { session, companyName } = await getTestCheckout({
        billing,
        userId: currentUserId(request),
        sessionId: request.params.sessionId,
      });
      return { success: true as const, data: presentTestCheckoutSession(session, companyName) };
    },
  );

  app.post(
    "/api/billing/test-checkout/:sessionId/complete",
    {
      config: { role: "owner" },
      preValidation: requireUser,
      schema: {
        tag: "billing",
        summary: "Test mode: pay a checkout session",
        params: TestCheckoutParams,
        response: { 200: CompleteTestCheckoutResponse },
      },
    },
    async (request) => {
      const company = await completeTestCheckout({
        billing,
        userId: currentUserId(request),
        sessionId: request.params.sessionId,
      });
      return {
        success: true as const,
        subscription: presentSubscription(await readSubscriptionState({ billing, company })),
      };
    },
  );

  app.post(
    "/api/billing/test-clock/advance",
    {
      config: { role: "owner" },
      preValidation: requireUser,
      preHandler: requireCompany,
      schema: {
        tag: "billing",
        summary: "Test mode: move the organisation's billing clock forward",
        body: AdvanceTestClockBody,
        response: { 200: SubscriptionResponse },
      },
    },
    async (request) => {
      const advanced = await advanceTestClock({ billing, company: currentCompany(request), days: request.body.days });
      return {
        success: true as const,
        subscription: presentSubscription(await readSubscriptionState({ billing, company: advanced })),
      };
    },
  );
};
