import type { BrandSettings, ShareBrand } from "@vemo/shared/contracts/brand";
import { brandLogoPath } from "@vemo/shared/rules/brand";
import { hasFeature } from "../billing/billing.policy.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { showsPoweredBy } from "./brand.policy.ts";
import type { BrandRow } from "./brand.repository.ts";

export function presentBrand(brand: BrandRow | null, company: CompanyRow): BrandSettings {
  return {
    brandColor: brand?.brandColor ?? null,
    hidePoweredBy: brand?.hidePoweredBy ?? false,
    logoUrl: brand?.logoId ? brandLogoPath(brand.logoId) : null,
    canHidePoweredBy: hasFeature(company, "whiteLabel"),
  };
}

/** What a share page, its embed and lead form show of the brand (Vemo's own for the welcome demo). */
export function presentShareBrand(brand: BrandRow | null, company: CompanyRow | null): ShareBrand {
  return {
    color: brand?.brandColor ?? null,
    logoUrl: brand?.logoId ? brandLogoPath(brand.logoId) : null,
    poweredBy: showsPoweredBy(brand, company),
  };
}
