import {
  AnalyticsOverviewResponse,
  DailyOverviewResponse,
  RecentInteractionsResponse,
} from "@vemo/shared/contracts/analytics";
import type { DailyActivity, RecentInteraction } from "@vemo/shared/contracts/analytics";
import { apiRequest } from "../../lib/api-client";

export type OverviewStats = Omit<AnalyticsOverviewResponse, "success">;

export async function fetchOverviewStats(): Promise<OverviewStats> {
  const { success: _success, ...stats } = await apiRequest("/api/analytics/overview", {
    schema: AnalyticsOverviewResponse,
  });
  return stats;
}

/** The organisation's last `days` UTC days, oldest first. */
export async function fetchDailyActivity(days: number): Promise<DailyActivity[]> {
  const response = await apiRequest(`/api/analytics/overview/daily?days=${days}`, { schema: DailyOverviewResponse });
  return response.data;
}

/** Share links with activity, most recent first. */
export async function fetchRecentInteractions(): Promise<RecentInteraction[]> {
  const response = await apiRequest("/api/analytics/recent-interactions", { schema: RecentInteractionsResponse });
  return response.data;
}
