import { wholeSeconds } from "@vemo/shared/rules/clock-time";
import { presentSharedBy } from "../team/team.presenter.ts";
import type {
  AnalyticsOverviewResponse,
  CustomerInteractionDetails,
  CustomerListItem,
  CustomerQuestion,
  RecentInteraction,
  UnansweredQuestion,
} from "@vemo/shared/contracts/analytics";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { presentLinkControls } from "../link-controls/link-controls.presenter.ts";
import { rangesSeconds, watchedPercent } from "@vemo/shared/rules/watched-ranges";
import type {
  CustomerQuestionRow,
  CustomerRow,
  EngagedVemoRow,
  UnansweredQuestionRow,
} from "./analytics.repository.ts";
import type { CustomerDetails } from "./analytics.service.ts";
import { currentInsightSummary } from "./insight-summary.ts";

export function presentRecentInteraction(row: CustomerRow): RecentInteraction {
  return {
    share_token: row.token,
    client_name: row.clientName,
    client_company: row.clientCompany,
    client_email: row.clientEmail,
    vemo_title: row.vemoTitle,
    questionCount: row.questionCount,
    lastInteractionDate: row.lastSeenAt.toISOString(),
  };
}

export function presentCustomer(row: CustomerRow): CustomerListItem {
  return {
    share_id: row.shareLinkId,
    share_token: row.token,
    viewer_id: row.viewerId,
    link_kind: row.linkKind === "unique" ? "unique" : "public",
    client_name: row.clientName,
    client_email: row.clientEmail,
    client_company: row.clientCompany,
    vemo_id: row.vemoId,
    vemo_title: row.vemoTitle,
    question_count: row.questionCount,
    total_duration: wholeSeconds(row.activeSeconds),
    watched_percent: row.watchedPercent,
    visit_count: row.visitCount,
    engagement_score: row.engagementScore,
    first_seen_at: row.firstSeenAt.toISOString(),
    last_accessed_at: row.lastSeenAt.toISOString(),
    shared_by: presentSharedBy(row),
  };
}

export function presentCustomerDetails({ customer, questions, videos }: CustomerDetails): CustomerInteractionDetails {
  return {
    ...presentCustomer(customer),
    link_created_at: customer.linkCreatedAt.toISOString(),
    link: presentLinkControls({
      id: customer.shareLinkId,
      kind: customer.linkKind,
      disabledAt: customer.linkDisabledAt,
      expiresAt: customer.linkExpiresAt,
      passcodeHash: customer.linkPasscodeHash,
      verifyEmail: customer.linkVerifyEmail,
    }),
    videos: videos.map(({ video, watched }) => {
      const duration = video.durationSeconds ?? 0;
      const ranges = watched?.ranges ?? [];
      return {
        videoUrl: video.url,
        duration,
        watched_percent: watchedPercent(rangesSeconds(ranges), duration),
        ranges,
      };
    }),
    questions: questions.map(presentCustomerQuestion),
    insight_summary: currentInsightSummary(customer),
  };
}

function presentCustomerQuestion(row: CustomerQuestionRow): CustomerQuestion {
  const start = row.videoUrl ? row.startSeconds : null;
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
    video_url: row.videoUrl,
    start_timestamp: start,
    formatted_timestamp: start === null ? null : formatClockTime(start),
    is_answered: row.isAnswered,
    taught_answer_id: row.taughtAnswerId,
  };
}

export function presentUnansweredQuestion(row: UnansweredQuestionRow): UnansweredQuestion {
  return { question: row.question, times_asked: row.timesAsked, last_asked_at: row.lastAskedAt.toISOString() };
}

export function presentEngagedVemo(row: EngagedVemoRow): AnalyticsOverviewResponse["topVemos"][number] {
  return { vemo_id: row.vemoId, title: row.title, viewers: row.viewers, avg_engagement: row.avgEngagement };
}
