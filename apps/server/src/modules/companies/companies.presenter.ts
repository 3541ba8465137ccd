import type { Company } from "@vemo/shared/contracts/companies";
import type { CompanyRow } from "./companies.repository.ts";

export function presentCompany(company: CompanyRow): Company {
  return {
    id: company.id,
    name: company.name,
    display_name: company.name,
    description: company.description,
    website: company.website,
    logo: company.logoUrl,
    logo_url: company.logoUrl,
    is_active: company.isActive,
    created_at: company.createdAt.toISOString(),
    subscription_plan: company.subscriptionPlan,
    subscription_status: company.subscriptionStatus,
    billing_cycle: company.billingCycle,
  };
}
