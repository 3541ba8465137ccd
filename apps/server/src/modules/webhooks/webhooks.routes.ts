import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WebhookDeliveriesResponse, WebhookSecretResponse, WebhookTestResponse } from "@vemo/shared/contracts/webhooks";
import type { Runtime } from "../../runtime.ts";
import { currentUserId, type RequireUser } from "../auth/authenticate.ts";
import { authorizePaidFeature } from "../billing/billing.policy.ts";
import { requireCompany } from "../companies/companies.service.ts";
import { presentDelivery } from "./webhooks.presenter.ts";
import { generateWebhookSecret, listWebhookDeliveries, sendTestWebhookEvent } from "./webhooks.service.ts";

/** Per IP: each test event is an outgoing request to the owner's server; the log is read freely. */
const webhookRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/** The signing secret, the delivery log and test events of the caller's organisation's webhook (Pro and Enterprise). */
export const webhooksRoutes: FastifyPluginAsyncZod<{ runtime: Runtime; requireUser: RequireUser }> = async (app, { runtime, requireUser }) => {
  const { db } = runtime.database;
  const paidCompanyOf = async (request: FastifyRequest) => {
    const company = await requireCompany({ db, userId: currentUserId(request) });
    authorizePaidFeature(company, "webhooks");
    return company;
  };

  app.get(
    "/api/webhooks/deliveries",
    { preHandler: requireUser, schema: { response: { 200: WebhookDeliveriesResponse } } },
    async (request) => {
      const company = await paidCompanyOf(request);
      const { hasSecret, deliveries } = await listWebhookDeliveries({ db, companyId: company.id });
      return { success: true as const, hasSecret, data: deliveries.map(presentDelivery) };
    },
  );

  app.post(
    "/api/webhooks/secret",
    { config: webhookRateLimit, preHandler: requireUser, schema: { response: { 200: WebhookSecretResponse } } },
    async (request) => {
      const company = await paidCompanyOf(request);
      return { success: true as const, secret: await generateWebhookSecret({ db, companyId: company.id }) };
    },
  );

  app.post(
    "/api/webhooks/test",
    { config: webhookRateLimit, preHandler: requireUser, schema: { response: { 200: WebhookTestResponse } } },
    async (request) => {
      const company = await paidCompanyOf(request);
      return { success: true as const, eventId: await sendTestWebhookEvent({ runtime, companyId: company.id }) };
    },
  );
};
