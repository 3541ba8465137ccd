import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchTestCheckout } from "../api";
import { billingQueryKeys } from "./query-keys";

/** A test-mode checkout session: what the payment page shows. */
export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: billingQueryKeys.testCheckout(sessionId),
    queryFn: () => fetchTestCheckout(sessionId),
    retry: retryUnlessClientError,
  });
}
