import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WebhookDeliveriesResponse, WebhookSecretResponse, WebhookTestResponse } from "@vemo/shared/contracts/webhooks";
import { requireFeature } from "../billing/require-feature.ts";
import { currentCompany } from "../companies/require-company.ts";
import { presentDelivery } from "./webhooks.presenter.ts";
import { generateWebhookSecret, listWebhookDeliveries, sendTestWebhookEvent } from "./webhooks.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

/** Stricter than the default, per user: each test event is an outgoing request to the owner's server; the log is read freely. */
const webhookRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

/** The signing secret, the delivery log and test events of the caller's organisation's webhook (Pro and Enterprise). */
export const webhooksRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser, requireCompany }) => {
  const { db } = runtime.database;
  // Authenticate before validating, then load the organisation and check its plan.
  const signedIn = { preValidation: requireUser, preHandler: [requireCompany, requireFeature("webhooks")] };

  app.get(
    "/api/webhooks/deliveries",
    {
      config: { role: "admin" },
      ...signedIn,
      schema: {
        tag: "webhooks",
        summary: "The last 50 webhook delivery attempts",
        response: { 200: WebhookDeliveriesResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      const { hasSecret, deliveries } = await listWebhookDeliveries({ db, companyId: company.id });
      return { success: true as const, hasSecret, data: deliveries.map(presentDelivery) };
    },
  );

  app.post(
    "/api/webhooks/secret",
    {
      config: { ...webhookRateLimit, role: "admin" },
      ...signedIn,
      schema: {
        tag: "webhooks",
        summary: "A new signing secret, shown once",
        response: { 200: WebhookSecretResponse },
      },
    },
    async (request) => {
      const company = currentCompany(request);
      return { success: true as const, secret: await generateWebhookSecret({ db, companyId: company.id }) };
    },
  );

  app.post(
    "/api/webhooks/test",
    {
      config: { ...webhookRateLimit, role: "admin" },
      ...signedIn,
      schema: { tag: "webhooks", summary: "Send a webhook.test event", response: { 200: WebhookTestResponse } },
    },
    async (request) => {
      const company = currentCompany(request);
      return { success: true as const, eventId: await sendTestWebhookEvent({ runtime, companyId: company.id }) };
    },
  );
};
