/** The overview's analytics reads; both start with "analytics", so one invalidation refreshes them together. */
export const analyticsQueryKeys = {
  overview: ["analytics", "overview"] as const,
  recentInteractions: ["analytics", "recent-interactions"] as const,
};
