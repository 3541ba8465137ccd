import type { DailyActivity, VideoRetention } from "@vemo/shared/contracts/analytics";
import type { WatchedVideo } from "@vemo/shared/rules/watched-ranges";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { findVemo, type VemoRow } from "../vemos/vemos.repository.ts";
import { videoLength, watchedByVideo } from "../viewer-sessions/watch-depth.ts";
import { listVemoVideos, listViewerVideos, type VemoVideo } from "../viewer-sessions/watched-videos.repository.ts";
import { listDailyActivity, listVideoSecondTotals, listVideoViewTotals, utcDay } from "./activity-totals.repository.ts";
import { videoRetention } from "./retention.ts";
import {
  countViewerActivity,
  findCustomer,
  listMostEngagedVemos,
  pageCustomers,
  listCustomers,
  listUnansweredQuestions,
  listViewerQuestions,
  type CustomerOrder,
  type CustomerQuestionRow,
  type CustomerRow,
  type EngagedVemoRow,
  type UnansweredQuestionRow,
} from "./analytics.repository.ts";

/** How many viewers the overview's recent interactions list at most (the page shows the first 4). */
const RECENT_INTERACTION_LIMIT = 20;
/** How many viewers one Vemo's interactions list at most. */
const VEMO_INTERACTION_LIMIT = 500;
const UNANSWERED_QUESTION_LIMIT = 50;

const INTERACTION_NOT_FOUND = "Interaction not found";
const VEMO_NOT_FOUND = "Vemo not found";

/** How many Vemos the overview ranks by engagement. */
const TOP_VEMO_LIMIT = 5;

export type OverviewNumbers = {
  totalViews: number;
  questionsAsked: number;
  avgEngagement: number;
  topVemos: EngagedVemoRow[];
};

/**
 * The /overview stat cards: views are viewer sessions on the organisation's share links (the
 * owner's own previews use no share link, so they never count); engagement is the average
 * engagement score of the viewers with activity, and the Vemos are ranked by it.
 */
export async function readOverview(options: { db: Db; companyId: string }): Promise<OverviewNumbers> {
  const totals = await countViewerActivity(options.db, options.companyId);
  const topVemos = await listMostEngagedVemos(options.db, { companyId: options.companyId, limit: TOP_VEMO_LIMIT });
  return {
    totalViews: totals.sessionCount,
    questionsAsked: totals.questionCount,
    avgEngagement: totals.avgEngagement,
    topVemos,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The organisation's last `days` UTC days, today included and oldest first: views, questions and
 * the average watched percent of the sessions that started that day and have ended (null: none has).
 */
export async function readDailyOverview(options: {
  db: Db;
  companyId: string;
  days: number;
  now?: Date;
}): Promise<DailyActivity[]> {
  const today = (options.now ?? new Date()).getTime();
  const dates = Array.from({ length: options.days }, (_, i) =>
    utcDay(new Date(today - (options.days - 1 - i) * DAY_MS)),
  );
  const rows = await listDailyActivity(options.db, { companyId: options.companyId, fromDay: dates[0] as string });
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return dates.map((date) => {
    const row = byDay.get(date);
    return {
      date,
      views: row?.views ?? 0,
      questions: row?.questions ?? 0,
      watched_percent: row && row.endedSessions > 0 ? Math.round(row.watchedPercentSum / row.endedSessions) : null,
    };
  });
}

/** One of the organisation's Vemos' retention per video, from the totals kept as sessions end. */
export async function readVemoRetention(options: {
  db: Db;
  company: CompanyRow;
  vemoId: string;
}): Promise<VideoRetention[]> {
  const vemo = await requireOwnVemo(options);
  const videos = await listVemoVideos(options.db, vemo.id);
  const totals = await listVideoSecondTotals(options.db, vemo.id);
  const viewsInAll = await listVideoViewTotals(
    options.db,
    videos.map((video) => video.id),
  );
  return videos.map((video) =>
    videoRetention({
      videoUrl: video.url,
      duration: videoLength(video),
      viewsInAll: viewsInAll.get(video.id) ?? 0,
      totals: totals.filter((total) => total.sourceId === video.id),
    }),
  );
}

export async function listRecentInteractions(options: { db: Db; companyId: string }): Promise<CustomerRow[]> {
  return listCustomers(options.db, { companyId: options.companyId }, { limit: RECENT_INTERACTION_LIMIT });
}

/** One page of the organisation's customer list and how many customers match in all. */
export async function listCustomerPage(options: {
  db: Db;
  company: CompanyRow;
  page: number;
  pageSize: number;
  search?: string;
  sharedBy?: string;
  order?: CustomerOrder;
}): Promise<{ rows: CustomerRow[]; total: number }> {
  const { db, page, pageSize, sharedBy } = options;
  const filter = { companyId: options.company.id, search: options.search || undefined, sharedBy };
  return pageCustomers(db, filter, { limit: pageSize, offset: (page - 1) * pageSize, order: options.order });
}

/** A viewer of one of the organisation's links (see findCustomer); 404 for anything else, the same for another organisation's. */
export async function requireCustomer(options: {
  db: Db;
  company: CompanyRow;
  shareToken: string;
  viewerId?: string;
}): Promise<CustomerRow> {
  const customer = await findCustomer(options.db, {
    companyId: options.company.id,
    token: options.shareToken,
    viewerId: options.viewerId,
  });
  if (!customer) throw new AppError("not_found", INTERACTION_NOT_FOUND);
  return customer;
}

export async function getCustomerDetails(options: {
  db: Db;
  company: CompanyRow;
  shareToken: string;
  viewerId?: string;
}): Promise<CustomerDetails> {
  const customer = await requireCustomer(options);
  const questions = await listViewerQuestions(options.db, {
    companyId: options.company.id,
    viewerId: customer.viewerId,
  });
  const videos = await listVemoVideos(options.db, customer.vemoId);
  const watched = watchedByVideo(videos, await listViewerVideos(options.db, customer.viewerId));
  return { customer, questions, videos: videos.map((video) => ({ video, watched: watched.get(video.id) })) };
}

export type CustomerDetails = {
  customer: CustomerRow;
  questions: CustomerQuestionRow[];
  /** Every video of the Vemo with what the viewer watched of it over all visits. */
  videos: { video: VemoVideo; watched: WatchedVideo | undefined }[];
};

/** One of the organisation's own Vemos; 404 otherwise (the welcome demo included). */
export async function requireOwnVemo(options: { db: Db; company: CompanyRow; vemoId: string }): Promise<VemoRow> {
  const vemo = await findVemo(options.db, { id: options.vemoId, companyId: options.company.id });
  if (!vemo) throw new AppError("not_found", VEMO_NOT_FOUND);
  return vemo;
}

export async function listVemoInteractions(options: {
  db: Db;
  company: CompanyRow;
  vemoId: string;
}): Promise<CustomerRow[]> {
  const vemo = await requireOwnVemo(options);
  return listCustomers(
    options.db,
    { companyId: options.company.id, vemoId: vemo.id },
    { limit: VEMO_INTERACTION_LIMIT },
  );
}

export async function listVemoUnansweredQuestions(options: {
  db: Db;
  company: CompanyRow;
  vemoId: string;
}): Promise<UnansweredQuestionRow[]> {
  const vemo = await requireOwnVemo(options);
  return listUnansweredQuestions(options.db, {
    companyId: options.company.id,
    vemoId: vemo.id,
    limit: UNANSWERED_QUESTION_LIMIT,
  });
}
