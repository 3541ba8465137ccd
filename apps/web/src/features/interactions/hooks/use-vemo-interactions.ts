import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchVemoInteractions } from "../api";
import { interactionsQueryKeys } from "./query-keys";

export function useVemoInteractions(vemoId: string) {
  return useQuery({
    queryKey: interactionsQueryKeys.vemoInteractions(vemoId),
    queryFn: () => fetchVemoInteractions(vemoId),
    retry: retryUnlessClientError,
  });
}
