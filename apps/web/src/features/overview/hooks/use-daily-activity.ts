import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchDailyActivity } from "../api";
import { analyticsQueryKeys } from "./query-keys";

export function useDailyActivity(days: number) {
  return useQuery({
    queryKey: analyticsQueryKeys.daily(days),
    queryFn: () => fetchDailyActivity(days),
    retry: retryUnlessClientError,
  });
}
