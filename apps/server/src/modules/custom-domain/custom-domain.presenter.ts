import type { CustomDomain } from "@vemo/shared/contracts/custom-domain";
import { hasFeature } from "../billing/billing.policy.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import type { DomainRow } from "./custom-domain.repository.ts";
import { domainOrigin, verificationUrl } from "./custom-domain.service.ts";

/** The domain as Settings → Brand shows it; it serves links only while verified and the plan has custom domains. */
export function presentDomain(domain: DomainRow | null, company: CompanyRow, publicUrl: string): CustomDomain | null {
  if (!domain) return null;
  const isServed = domain.verifiedAt !== null && hasFeature(company, "customDomain");
  return {
    host: domain.host,
    status: domain.verifiedAt ? "verified" : "pending",
    verifiedAt: domain.verifiedAt?.toISOString() ?? null,
    dnsRecord: { type: "CNAME", name: domain.host.replace(/:\d+$/, ""), value: new URL(publicUrl).hostname },
    verification: { url: verificationUrl(domain.host), token: domain.verificationToken },
    shareOrigin: isServed ? domainOrigin(domain.host, publicUrl) : publicUrl,
  };
}
