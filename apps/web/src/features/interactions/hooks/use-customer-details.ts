import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchCustomerDetails } from "../api";
import type { InteractionRef } from "../api";
import { interactionsQueryKeys } from "./query-keys";

export function useCustomerDetails(interaction: InteractionRef) {
  return useQuery({
    queryKey: interactionsQueryKeys.details(interaction),
    queryFn: () => fetchCustomerDetails(interaction),
    retry: retryUnlessClientError,
  });
}
