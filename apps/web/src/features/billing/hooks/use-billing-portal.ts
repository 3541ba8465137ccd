import { useMutation } from "@tanstack/react-query";
import { fetchBillingPortalUrl } from "../api";

async function openBillingPortal(companyId: string): Promise<void> {
  const portalUrl = await fetchBillingPortalUrl(companyId);
  window.open(portalUrl, "_blank", "noopener,noreferrer");
}

/** Opens the billing provider's portal in a new tab. */
export function useBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
