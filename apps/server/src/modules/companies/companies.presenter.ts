import type { Company } from "@vemo/shared/contracts/companies";
import type { BillingCycle, SubscriptionPlan, SubscriptionStatus } from "@vemo/shared/rules/plans";
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
    subscription_plan: company.subscriptionPlan as SubscriptionPlan,
    subscription_status: company.subscriptionStatus as SubscriptionStatus,
    billing_cycle: company.billingCycle as BillingCycle,
  };
}
