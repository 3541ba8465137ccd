import type { FastifyRequest, RouteOptions } from "fastify";
import { currentCompany } from "../companies/require-company.ts";
import { authorizePaidFeature, type PaidFeature } from "./billing.policy.ts";

/** Which requests a conditional gate applies to, and how the API reference says it. */
type GateCondition = { test: (request: FastifyRequest) => boolean; says: string };

/** A preHandler that refuses an organisation whose plan lacks the feature; it names its feature for the API reference. */
export type RequireFeature = ((request: FastifyRequest) => Promise<void>) & {
  feature: PaidFeature;
  when: GateCondition | undefined;
};

/**
 * The one plan gate of a signed-in route, declared after `requireCompany`:
 * `preHandler: [requireCompany, requireFeature("webhooks")]`. With `when`, only the requests it
 * picks are gated (turning lead capture on, not off). Refusals carry the upgrade fields of `authorizePaidFeature`.
 */
export function requireFeature(feature: PaidFeature, when?: GateCondition): RequireFeature {
  const gate = async (request: FastifyRequest) => {
    if (when && !when.test(request)) return;
    authorizePaidFeature(currentCompany(request), feature);
  };
  return Object.assign(gate, { feature, when });
}

/** The plan gate among a route's preHandlers, or null. */
export function planGateOf(route: Pick<RouteOptions, "preHandler">): Pick<RequireFeature, "feature" | "when"> | null {
  const hooks = [route.preHandler].flat() as unknown[];
  return hooks.find((hook): hook is RequireFeature => typeof hook === "function" && "feature" in hook) ?? null;
}
