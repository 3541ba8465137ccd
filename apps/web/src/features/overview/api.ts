import { AnalyticsOverviewResponse, RecentInteractionsResponse } from "@vemo/shared/contracts/analytics";
import type { RecentInteraction } from "@vemo/shared/contracts/analytics";
import { apiRequest } from "../../lib/api-client";

export type OverviewStats = Omit<AnalyticsOverviewResponse, "success">;

export async function fetchOverviewStats(): Promise<OverviewStats> {
  const { totalViews, questionsAsked, avgEngagement } = await apiRequest("/api/analytics/overview", {
    schema: AnalyticsOverviewResponse,
  });
  return { totalViews, questionsAsked, avgEngagement };
}

/** Share links with activity, most recent first. */
export async function fetchRecentInteractions(): Promise<RecentInteraction[]> {
  const response = await apiRequest("/api/analytics/recent-interactions", { schema: RecentInteractionsResponse });
  return response.data;
}
