import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdvanceTestClockBody,
  CompleteTestCheckoutResponse,
  SubscriptionResponse,
  TestCheckoutParams,
  TestCheckoutSessionResponse,
} from "@vemo/shared/contracts/subscription";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { requireCompany } from "../companies/companies.service.ts";
import { presentTestCheckoutSession } from "./billing.presenter.ts";
import { describeSubscription, type BillingContext } from "./billing.service.ts";
import { advanceTestClock, completeTestCheckout, getTestCheckout } from "./test-mode.service.ts";

/** The built-in payment stand-in used when Stripe is not configured; every call refuses (404) when it is. */
export const testModeRoutes: FastifyPluginAsyncZod<{ billing: BillingContext; requireUser: RequireUser }> = async (app, { billing, requireUser }) => {
  app.get(
    "/api/billing/test-checkout/:sessionId",
    { preHandler: requireUser, schema: { params: TestCheckoutParams, response: { 200: TestCheckoutSessionResponse } } },
    async (request) => {
      const { session, companyName } = await getTestCheckout({ billing, userId: currentUserId(request), sessionId: request.params.sessionId });
      return { success: true as const, data: presentTestCheckoutSession(session, companyName) };
    },
  );

  app.post(
    "/api/billing/test-checkout/:sessionId/complete",
    { preHandler: requireUser, schema: { params: TestCheckoutParams, response: { 200: CompleteTestCheckoutResponse } } },
    async (request) => {
      const company = await completeTestCheckout({ billing, userId: currentUserId(request), sessionId: request.params.sessionId });
      return { success: true as const, subscription: await describeSubscription({ billing, company }) };
    },
  );

  app.post(
    "/api/billing/test-clock/advance",
    { preHandler: requireUser, schema: { body: AdvanceTestClockBody, response: { 200: SubscriptionResponse } } },
    async (request) => {
      const company = await requireCompany({ db: billing.db, userId: currentUserId(request) });
      const advanced = await advanceTestClock({ billing, company, days: request.body.days });
      return { success: true as const, subscription: await describeSubscription({ billing, company: advanced }) };
    },
  );
};
