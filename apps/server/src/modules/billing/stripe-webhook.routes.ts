import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../platform/errors.ts";
import type { BillingContext } from "./billing.service.ts";
import { applyStripeEvent } from "./stripe-webhook.service.ts";

/**
 * POST /api/billing/stripe/webhook. The signature covers the exact bytes Stripe sent, so this
 * plugin (and only this plugin: Fastify scopes parsers to the plugin that adds them) keeps the
 * body raw instead of parsing JSON.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ billing: BillingContext }> = async (app, { billing }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/api/billing/stripe/webhook",
    {
      schema: {
        tag: "billing",
        summary: "Stripe's events",
        auth: "stripe-signature",
        rawBody: {
          contentType: "application/json",
          description: "The event exactly as Stripe sent it; the signature covers these bytes",
        },
        answer: { status: 200, contentType: "application/json", description: "`{received: true}`" },
      },
    },
    async (request) => {
      if (!billing.stripe) throw new AppError("not_found", "Stripe is not configured on this server");
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      const event = billing.stripe.verifyEvent(rawBody, typeof signature === "string" ? signature : undefined);
      const outcome = await applyStripeEvent({ db: billing.db, event });
      request.log.info({ eventId: event.id, eventType: event.type, outcome }, "stripe event");
      return { received: true };
    },
  );
};
