import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchSubscription } from "../api";
import { billingQueryKeys } from "./query-keys";

/** The organisation's subscription; idle until a company is known. */
export function useSubscription(companyId: string | undefined) {
  return useQuery({
    queryKey: billingQueryKeys.subscription(companyId ?? ""),
    queryFn: () => fetchSubscription(companyId ?? ""),
    enabled: companyId !== undefined,
    retry: retryUnlessClientError,
  });
}
