import { z } from "zod";
import { ShareLinkControls } from "./link-controls.ts";
import { sharedByFilter, Teammate } from "./team.ts";
import { SHARE_LINK_KINDS } from "./sharing.ts";

/** GET /api/analytics/overview: the /overview stat cards. */
export const AnalyticsOverviewResponse = z.object({
  success: z.literal(true),
  /** Viewer sessions on the organisation's share links. */
  totalViews: z.number(),
  questionsAsked: z.number(),
  /** The average engagement score (rules/engagement.ts) of the viewers with activity, 0–100. */
  avgEngagement: z.number(),
  /** The Vemos whose viewers are the most engaged, best first (at most 5). */
  topVemos: z.array(
    z.object({ vemo_id: z.string(), title: z.string(), viewers: z.number(), avg_engagement: z.number() }),
  ),
});
export type AnalyticsOverviewResponse = z.infer<typeof AnalyticsOverviewResponse>;

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
export type RecentInteractionsResponse = z.infer<typeof RecentInteractionsResponse>;

export const CUSTOMER_PAGE_SIZES = [10, 25, 50, 100] as const;

/** How the pages and the insight summary name a viewer without client details (a public link's visitor). */
export const ANONYMOUS_CUSTOMER_NAME = "Anonymous User";

/** The customer list's orders: most recently seen first, or the highest engagement score first (rules/engagement.ts). */
export const CUSTOMER_SORTS = ["recent", "engagement"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** GET /api/analytics/customer-list: one page of viewers with questions or time spent, most recent first. */
export const CustomerListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (CUSTOMER_PAGE_SIZES as readonly number[]).includes(size), "pageSize must be 10, 25, 50 or 100")
    .default(10),
  /** Matches name, e-mail, company or demo title, in any case; an empty search matches everyone. */
  search: z.string().trim().max(200, "Search can be at most 200 characters").optional(),
  /** Only prospects of links this teammate shared. */
  sharedBy: sharedByFilter,
  /** Most recently seen first (the default), or the most engaged first. */
  sort: z.enum(CUSTOMER_SORTS).default("recent"),
});
export type CustomerListQuery = z.input<typeof CustomerListQuery>;

/** GET /api/analytics/customer-list/export[?search]: the same viewers as a CSV file. */
export const CustomerExportQuery = CustomerListQuery.pick({ search: true, sharedBy: true, sort: true });

/**
 * A prospect (unique link) or one visitor of a public link (`link_kind` 'public', no client
 * fields); `viewer_id` tells the public link's visitors apart.
 */
export const CustomerListItem = z.object({
  share_id: z.string(),
  share_token: z.string(),
  viewer_id: z.string(),
  link_kind: z.enum(SHARE_LINK_KINDS),
  client_name: z.string().nullable(),
  client_email: z.string().nullable(),
  client_company: z.string().nullable(),
  vemo_id: z.string(),
  vemo_title: z.string(),
  question_count: z.number(),
  /** Seconds of active viewing: measured while the page was open and visible. */
  total_duration: z.number(),
  /** Share of the Vemo's total video length watched over all visits, 0–100 (each second once). */
  watched_percent: z.number().int(),
  /** Page loads of the link by this viewer. */
  visit_count: z.number().int(),
  /** rules/engagement.ts: from watch depth, questions and return visits, 0–100. */
  engagement_score: z.number().int(),
  first_seen_at: z.string(),
  last_accessed_at: z.string(),
  /** The teammate who shared the link. */
  shared_by: Teammate.nullable(),
});
export type CustomerListItem = z.infer<typeof CustomerListItem>;

export const CustomerListResponse = z.object({
  success: z.literal(true),
  data: z.array(CustomerListItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CustomerListResponse = z.infer<typeof CustomerListResponse>;

export const CustomerQuestion = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  created_at: z.string(),
  video_url: z.string().nullable(),
  /** The answer's moment in seconds, null when the answer pointed at no video. */
  start_timestamp: z.number().nullable(),
  /** `start_timestamp` as m:ss. */
  formatted_timestamp: z.string().nullable(),
  /** False when the assistant declined or was not confident: the content did not answer it. */
  is_answered: z.boolean(),
  /** The owner's taught answer it was given, if any (GET /api/vemos/{id}/taught-answers). */
  taught_answer_id: z.string().nullable(),
});
export type CustomerQuestion = z.infer<typeof CustomerQuestion>;

/** GET /api/analytics/customer-interaction-details/{shareToken}[?viewerId=…] */
export const CustomerDetailsParams = z.object({ shareToken: z.string().min(1).max(200) });
export type CustomerDetailsParams = z.infer<typeof CustomerDetailsParams>;
export const CustomerDetailsQuery = z.object({ viewerId: z.string().max(100).optional() });
export type CustomerDetailsQuery = z.input<typeof CustomerDetailsQuery>;

/** How much of one video of the Vemo the viewer watched, over all visits. */
export const WatchedVideo = z.object({
  videoUrl: z.string(),
  /** Seconds; 0 while the length is not known yet. */
  duration: z.number(),
  watched_percent: z.number().int(),
  /** Watched stretches as merged `[start, end]` seconds. */
  ranges: z.array(z.tuple([z.number(), z.number()])),
});
export type WatchedVideo = z.infer<typeof WatchedVideo>;

export const CustomerInteractionDetails = CustomerListItem.extend({
  link_created_at: z.string(),
  /** The link's state and controls, which the owner may change from the details. */
  link: ShareLinkControls,
  /** Every video of the Vemo, in its order. */
  videos: z.array(WatchedVideo),
  /** Oldest first. */
  questions: z.array(CustomerQuestion),
  /** The cached insight summary while it still covers every question, else null. */
  insight_summary: z.string().nullable(),
});
export type CustomerInteractionDetails = z.infer<typeof CustomerInteractionDetails>;

export const CustomerDetailsResponse = z.object({ success: z.literal(true), data: CustomerInteractionDetails });
export type CustomerDetailsResponse = z.infer<typeof CustomerDetailsResponse>;

/** The Vemo named in /vemo-interactions/{vemoId}, its /export and /unanswered-questions/{vemoId}. */
export const AnalyticsVemoParams = z.object({ vemoId: z.string().max(100) });
export type AnalyticsVemoParams = z.infer<typeof AnalyticsVemoParams>;

/** GET /api/analytics/vemo-interactions/{vemoId}: the viewers of one Vemo with activity, most recent first (at most 500). */
export const VemoInteractionsResponse = z.object({ success: z.literal(true), data: z.array(CustomerListItem) });
export type VemoInteractionsResponse = z.infer<typeof VemoInteractionsResponse>;

/** POST /api/analytics/generate-insight-summary; `shareToken` (+ `viewerId`) lets the server cache it per prospect. */
export const InsightSummaryBody = z.object({
  questions: z.array(z.string().max(1000)).max(500).default([]),
  customerName: z.string().trim().max(200).default(""),
  vemoTitle: z.string().trim().max(300).default(""),
  shareToken: z.string().max(200).optional(),
  viewerId: z.string().max(100).optional(),
});
export type InsightSummaryBody = z.input<typeof InsightSummaryBody>;

export const InsightSummaryResponse = z.object({ success: z.literal(true), data: z.object({ summary: z.string() }) });
export type InsightSummaryResponse = z.infer<typeof InsightSummaryResponse>;

/** One question the assistant could not answer; the same words in any case or spacing count together. */
export const UnansweredQuestion = z.object({
  /** As most recently asked. */
  question: z.string(),
  times_asked: z.number(),
  last_asked_at: z.string(),
});
export type UnansweredQuestion = z.infer<typeof UnansweredQuestion>;

/** GET /api/analytics/unanswered-questions/{vemoId}: questions the assistant could not answer, most asked first (at most 50). */
export const UnansweredQuestionsResponse = z.object({ success: z.literal(true), data: z.array(UnansweredQuestion) });
export type UnansweredQuestionsResponse = z.infer<typeof UnansweredQuestionsResponse>;

/** GET /api/analytics/vemos/{id}/retention */
export const RetentionParams = z.object({ id: z.string().max(100) });
export type RetentionParams = z.infer<typeof RetentionParams>;

export const VideoRetention = z.object({
  videoUrl: z.string(),
  /** Seconds; 0 while the length is not known yet. */
  duration: z.number(),
  /** `viewers`: ended sessions that played this second; `share`: of the sessions that played any of the video, 0–1. */
  points: z.array(z.object({ second: z.number(), viewers: z.number(), share: z.number() })),
  /** Where the most viewers left within 10 seconds, and the share of them who left there; null without a drop. */
  dropOff: z.object({ second: z.number(), share: z.number() }).nullable(),
  /** The stretch played again the most; null when nothing was replayed. */
  mostReplayed: z.object({ start: z.number(), end: z.number() }).nullable(),
  /** Questions whose answer pointed at this second of the video. */
  questions: z.array(z.object({ second: z.number(), count: z.number() })),
});
export type VideoRetention = z.infer<typeof VideoRetention>;

export const RetentionResponse = z.object({
  success: z.literal(true),
  data: z.object({ videos: z.array(VideoRetention) }),
});
export type RetentionResponse = z.infer<typeof RetentionResponse>;

export const DAILY_OVERVIEW_RANGES = [7, 30, 90] as const;

/** GET /api/analytics/overview/daily?days=30 */
export const DailyOverviewQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (DAILY_OVERVIEW_RANGES as readonly number[]).includes(days), "days must be 7, 30 or 90")
    .default(30),
});
export type DailyOverviewQuery = z.input<typeof DailyOverviewQuery>;

/** One UTC day, oldest first; every day of the range is listed, quiet ones with zeros. */
export const DailyActivity = z.object({
  date: z.string(),
  views: z.number(),
  questions: z.number(),
  /** The average watched percent of the sessions of the day that have ended; null when none has. */
  watched_percent: z.number().nullable(),
});
export type DailyActivity = z.infer<typeof DailyActivity>;

export const DailyOverviewResponse = z.object({ success: z.literal(true), data: z.array(DailyActivity) });
export type DailyOverviewResponse = z.infer<typeof DailyOverviewResponse>;
