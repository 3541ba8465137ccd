import { randomBytes } from "node:crypto";
import { readBody, sendJson, startFixtureServer, type FixtureServer } from "./fixture-server.ts";

/** One API call the stand-in received: its path and its form-encoded parameters, flattened (`line_items[0][price]`). */
type StripeCall = {
  method: string;
  path: string;
  params: Record<string, string>;
  authorization: string | undefined;
};

export type StripeServer = FixtureServer & {
  calls: StripeCall[];
  callsTo(path: string): StripeCall[];
};

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/**
 * A loopback stand-in for the few Stripe API endpoints Vemo calls: Checkout Sessions, Billing
 * Portal sessions and subscription updates. It records every call; Stripe's SDK is pointed at it
 * through its host/port/protocol options (STRIPE_API_BASE_URL).
 */
export async function startStripeServer(): Promise<StripeServer> {
  const calls: StripeCall[] = [];
  const server = await startFixtureServer(async (request, response, url, baseUrl) => {
    const params = Object.fromEntries(new URLSearchParams((await readBody(request)).toString("utf8")));
    const method = request.method ?? "GET";
    calls.push({ method, path: url.pathname, params, authorization: request.headers.authorization });
    if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = stripeId("cs_test");
      return sendJson(response, 200, {
        id,
        object: "checkout.session",
        mode: params.mode,
        client_reference_id: params.client_reference_id ?? null,
        url: `${baseUrl}/checkout/${id}`,
      });
    }
    if (method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      const id = stripeId("bps");
      return sendJson(response, 200, {
        id,
        object: "billing_portal.session",
        customer: params.customer,
        url: `${baseUrl}/portal/${id}`,
      });
    }
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (method === "POST" && subscription) {
      return sendJson(response, 200, {
        id: subscription[1],
        object: "subscription",
        cancel_at_period_end: params.cancel_at_period_end === "true",
      });
    }
    sendJson(response, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname})` },
    });
  });
  return { ...server, calls, callsTo: (path) => calls.filter((call) => call.path === path) };
}
