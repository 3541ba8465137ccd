import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchOverviewStats } from "../api";
import { analyticsQueryKeys } from "./query-keys";

export function useOverviewStats() {
  return useQuery({
    queryKey: analyticsQueryKeys.overview,
    queryFn: fetchOverviewStats,
    retry: retryUnlessClientError,
  });
}
