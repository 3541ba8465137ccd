import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchRetention } from "../api";
import { interactionsQueryKeys } from "./query-keys";

export function useRetention(vemoId: string) {
  return useQuery({
    queryKey: interactionsQueryKeys.retention(vemoId),
    queryFn: () => fetchRetention(vemoId),
    retry: retryUnlessClientError,
  });
}
