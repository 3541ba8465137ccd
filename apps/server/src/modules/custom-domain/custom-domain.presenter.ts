import type { CustomDomain } from "@vemo/shared/contracts/custom-domain";
import type { DomainRow } from "./custom-domain.repository.ts";
import { domainOrigin, verificationUrl } from "./custom-domain.service.ts";

export function presentDomain(
  domain: DomainRow | null,
  options: { publicUrl: string; isAllowed: boolean },
): CustomDomain | null {
  if (!domain) return null;
  const { publicUrl } = options;
  const isServed = domain.verifiedAt !== null && options.isAllowed;
  return {
    host: domain.host,
    status: domain.verifiedAt ? "verified" : "pending",
    verifiedAt: domain.verifiedAt?.toISOString() ?? null,
    dnsRecord: { type: "CNAME", name: domain.host.replace(/:\d+$/, ""), value: new URL(publicUrl).hostname },
    verification: { url: verificationUrl(domain.host), token: domain.verificationToken },
    shareOrigin: isServed ? domainOrigin(domain.host, publicUrl) : publicUrl,
  };
}
