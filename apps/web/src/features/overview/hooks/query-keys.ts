/** The overview's analytics reads; all start with "analytics", so one invalidation refreshes them together. */
export const analyticsQueryKeys = {
  overview: ["analytics", "overview"] as const,
  recentInteractions: ["analytics", "recent-interactions"] as const,
  daily: (days: number) => ["analytics", "daily", days] as const,
};
