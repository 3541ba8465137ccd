import { PRO_PRICES } from "@vemo/shared/rules/plans";
import { seatsLabel } from "@vemo/shared/rules/team";

// Each plan's seats close its list, on the pricing page and the billing tab alike.
export const FREE_FEATURES = ["Limited Vemos", "Vemo Preview", seatsLabel("free")] as const;

/** What the Free plan lacks, shown crossed out. */
export const FREE_MISSING_FEATURES = [
  "Public sharing",
  "Unique links",
  "Viewer tracking",
  "Advanced analytics",
] as const;

// The spec fixes these texts, "Unlimited {product}" included: kept as written, not pluralised.
export const PRO_FEATURES = [
  "Unlimited Vemo",
  "Share Vemo anywhere",
  "Create unique links for each prospect",
  "Track Engagements",
  "Advanced analytics and insights",
  "Priority Support",
  seatsLabel("pro"),
] as const;

export const ENTERPRISE_FEATURES = [
  "Everything in Pro",
  "Unlimited share links",
  "White-label options",
  "Custom domain",
  "API access",
  "Dedicated support",
  seatsLabel("enterprise"),
] as const;

/** The spec's fixed text, "$29.9" as written: not a formatted price. */
export const PRO_STARTING_PRICE = `Starting at $${PRO_PRICES.monthly}/month`;
