import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchCustomerList } from "../api";
import type { CustomerListRequest } from "../api";
import { interactionsQueryKeys } from "./query-keys";

/** One page of the customer list; the previous page stays on screen while the next one loads. */
export function useCustomerList(request: CustomerListRequest) {
  return useQuery({
    queryKey: interactionsQueryKeys.customerList(request),
    queryFn: () => fetchCustomerList(request),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
