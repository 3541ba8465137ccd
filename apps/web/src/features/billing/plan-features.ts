import { FREE_MISSING_FEATURES as MISSING, featureLabels, PLAN_FEATURES } from "@vemo/shared/rules/plan-features";

// The lists live in packages/shared, where a server test ties each line to its plan gate or limit.
export const FREE_FEATURES = featureLabels(PLAN_FEATURES.free);
/** What the Free plan lacks, shown crossed out. */
export const FREE_MISSING_FEATURES = featureLabels(MISSING);
export const PRO_FEATURES = featureLabels(PLAN_FEATURES.pro);
export const ENTERPRISE_FEATURES = featureLabels(PLAN_FEATURES.enterprise);
export { PRO_STARTING_PRICE } from "@vemo/shared/rules/plan-features";
