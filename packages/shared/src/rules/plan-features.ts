// What the pricing page and the billing tab list for each plan, each line with what makes it true:
// `plan-features.int.test.ts` checks every line against the server's plan gates and limits. A line
// on Enterprise is either Enterprise's alone or also on Pro's list, so none reads as an extra it is not.
import { PRO_PRICES, type PaidFeature, type SubscriptionPlan } from "./plans.ts";
import { seatsLabel } from "./team.ts";

/** What makes a listed line true. */
export type FeatureProof =
  /** A paid feature the server gates (`requireFeature`); the plan listing it has it. */
  | { gate: PaidFeature }
  /** The plan's limit on Vemos (FREE_PLAN_VEMO_LIMIT on Free, none on paid plans). */
  | { limit: "vemos" }
  /** The plan's seats (SEAT_LIMITS). */
  | { limit: "seats" }
  /** Every plan has it: the route that serves it has no plan gate. */
  | { everyPlan: string }
  /** A promise of people, not software. */
  | { service: true }
  /** Every line of another plan. */
  | { includes: SubscriptionPlan };

export type ListedFeature = { label: string; proof: FeatureProof };

// The spec fixes these texts, "Unlimited {product}" included: kept as written, not pluralised.
export const PLAN_FEATURES: Record<SubscriptionPlan, readonly ListedFeature[]> = {
  free: [
    { label: "Limited Vemos", proof: { limit: "vemos" } },
    { label: "Vemo Preview", proof: { everyPlan: "POST /api/qa/vemo/:id" } },
    { label: seatsLabel("free"), proof: { limit: "seats" } },
  ],
  pro: [
    { label: "Unlimited Vemo", proof: { limit: "vemos" } },
    { label: "Share Vemo anywhere", proof: { gate: "sharing" } },
    { label: "Create unique links for each prospect", proof: { gate: "uniqueLinks" } },
    { label: "Track Engagements", proof: { gate: "interactions" } },
    { label: "Advanced analytics and insights", proof: { gate: "interactions" } },
    { label: "Priority Support", proof: { service: true } },
    // Not in the spec's list: Pro has API keys (issue 26), and Enterprise's "API access" must not read as its own.
    { label: "API access", proof: { gate: "apiKeys" } },
    { label: seatsLabel("pro"), proof: { limit: "seats" } },
  ],
  enterprise: [
    { label: "Everything in Pro", proof: { includes: "pro" } },
    { label: "Unlimited share links", proof: { gate: "uniqueLinks" } },
    { label: "White-label options", proof: { gate: "whiteLabel" } },
    { label: "Custom domain", proof: { gate: "customDomain" } },
    { label: "API access", proof: { gate: "apiKeys" } },
    { label: "Dedicated support", proof: { service: true } },
    { label: seatsLabel("enterprise"), proof: { limit: "seats" } },
  ],
};

/** What the Free plan lacks, shown crossed out: each a gate Free is refused. */
export const FREE_MISSING_FEATURES: readonly ListedFeature[] = [
  { label: "Public sharing", proof: { gate: "sharing" } },
  { label: "Unique links", proof: { gate: "uniqueLinks" } },
  { label: "Viewer tracking", proof: { gate: "interactions" } },
  { label: "Advanced analytics", proof: { gate: "interactions" } },
];

/** The lines a plan card shows. */
export function featureLabels(features: readonly ListedFeature[]): string[] {
  return features.map((feature) => feature.label);
}

/** The spec's fixed text, "$29.9" as written: not a formatted price. */
export const PRO_STARTING_PRICE = `Starting at $${PRO_PRICES.monthly}/month`;
