import { hasFeature } from "../billing/billing.policy.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import type { BrandRow } from "./brand.repository.ts";

/** "Powered by Vemo" is hidden only while the plan has white-label options: a downgraded organisation shows it again. */
export function showsPoweredBy(brand: BrandRow | null, company: CompanyRow | null): boolean {
  return !(brand?.hidePoweredBy && company && hasFeature(company, "whiteLabel"));
}
