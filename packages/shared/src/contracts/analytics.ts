import { z } from "zod";

/** GET /api/analytics/overview: the /overview stat cards. */
export const AnalyticsOverviewResponse = z.object({
  success: z.literal(true),
  /** Viewer sessions on the organisation's share links. */
  totalViews: z.number(),
  questionsAsked: z.number(),
  /** Share of views in which the viewer asked at least one question, 0–100. */
  avgEngagement: z.number(),
});

export const RecentInteraction = z.object({
  share_token: z.string(),
  client_name: z.string().nullable(),
  client_company: z.string().nullable(),
  client_email: z.string().nullable(),
  vemo_title: z.string(),
  questionCount: z.number(),
  lastInteractionDate: z.string().nullable(),
});
export type RecentInteraction = z.infer<typeof RecentInteraction>;

/** GET /api/analytics/recent-interactions: share links with activity, most recent first. */
export const RecentInteractionsResponse = z.object({ success: z.literal(true), data: z.array(RecentInteraction) });
