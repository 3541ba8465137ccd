import { FREE_MISSING_FEATURES, PLAN_FEATURES, type ListedFeature } from "@vemo/shared/rules/plan-features";
import { FREE_PLAN_VEMO_LIMIT, PAID_FEATURE_PLANS, type SubscriptionPlan } from "@vemo/shared/rules/plans";
import { seatsLabel } from "@vemo/shared/rules/team";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "../../test/registered-routes.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { openApiPath } from "../api-reference/openapi-document.ts";
import { authorizeCreate } from "../vemos/vemos.policy.ts";
import { hasFeature } from "./billing.policy.ts";

let testApp: TestApp;
/** Each route ("POST /api/…") with the paid feature the API reference says it is gated on, or null. */
let routeGates: Map<string, string | null>;
beforeAll(async () => {
  testApp = await startTestApp();
  const { paths } = (await testApp.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, { "x-plan-feature"?: string }>>;
  };
  routeGates = new Map(
    registeredRoutes(testApp.app)
      .filter((route) => route.url.startsWith("/api/"))
      .map((route) => [
        `${route.method} ${route.url}`,
        paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.["x-plan-feature"] ?? null,
      ]),
  );
});
afterAll(() => testApp.close());

const onPlan = (plan: SubscriptionPlan) => ({
  id: "company",
  subscriptionPlan: plan,
  subscriptionStatus: "active" as const,
});

/** Fails unless what the line promises holds for `plan` on the server. */
function expectTrue(feature: ListedFeature, plan: SubscriptionPlan): void {
  const { proof } = feature;
  if ("gate" in proof) {
    expect(hasFeature(onPlan(plan), proof.gate), feature.label).toBe(true);
    expect([...routeGates.values()], `a route gated on ${proof.gate}`).toContain(proof.gate);
    // An Enterprise line Pro also has is on Pro's list too, so it does not read as Enterprise's alone.
    if (plan === "enterprise" && hasFeature(onPlan("pro"), proof.gate))
      expect(
        PLAN_FEATURES.pro.some((line) => "gate" in line.proof && line.proof.gate === proof.gate),
        `${feature.label} is on Pro's list`,
      ).toBe(true);
  } else if ("limit" in proof && proof.limit === "vemos") {
    const create = () => authorizeCreate(onPlan(plan), plan === "free" ? FREE_PLAN_VEMO_LIMIT : 10_000);
    if (plan === "free") expect(create).toThrow(`up to ${FREE_PLAN_VEMO_LIMIT} Vemos`);
    else expect(create).not.toThrow();
  } else if ("limit" in proof) {
    expect(feature.label).toBe(seatsLabel(plan));
  } else if ("everyPlan" in proof) {
    expect(routeGates.has(proof.everyPlan), proof.everyPlan).toBe(true);
    expect(routeGates.get(proof.everyPlan)).toBeNull();
  } else if ("includes" in proof) {
    for (const included of PLAN_FEATURES[proof.includes]) if (!("limit" in included.proof)) expectTrue(included, plan);
  }
}

describe("the pricing lists tell the truth", () => {
  for (const plan of ["free", "pro", "enterprise"] as const) {
    it(`holds every line of the ${plan} plan's list on the server`, () => {
      for (const feature of PLAN_FEATURES[plan]) expectTrue(feature, plan);
    });
  }

  it("refuses Free each feature it shows crossed out", () => {
    for (const { label, proof } of FREE_MISSING_FEATURES) {
      if (!("gate" in proof)) throw new Error(`${label} must name the gate that refuses it`);
      expect(hasFeature(onPlan("free"), proof.gate), label).toBe(false);
      expect(hasFeature(onPlan("pro"), proof.gate), label).toBe(true);
    }
  });

  it("lists every paid feature on the plan that has it", () => {
    const listedGates = (plan: SubscriptionPlan) =>
      PLAN_FEATURES[plan].flatMap((line) => ("gate" in line.proof ? [line.proof.gate] : []));
    for (const [feature, plan] of Object.entries(PAID_FEATURE_PLANS))
      if (plan === "enterprise") expect(listedGates("enterprise"), feature).toContain(feature);
  });
});
