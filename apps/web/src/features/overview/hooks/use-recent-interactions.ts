import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchRecentInteractions } from "../api";
import { analyticsQueryKeys } from "./query-keys";

export function useRecentInteractions() {
  return useQuery({
    queryKey: analyticsQueryKeys.recentInteractions,
    queryFn: fetchRecentInteractions,
    retry: retryUnlessClientError,
  });
}
