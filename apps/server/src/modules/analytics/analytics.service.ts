import type { Db } from "../../platform/db/database.ts";
import { countViewerActivity, listLinkActivity, type LinkActivityRow } from "./analytics.repository.ts";

/** How many links the overview's recent interactions list at most (the page shows the first 4). */
export const RECENT_INTERACTION_LIMIT = 20;

export type OverviewNumbers = { totalViews: number; questionsAsked: number; avgEngagement: number };

/**
 * The /overview stat cards: views are viewer sessions on the organisation's share links (the
 * owner's own previews use no share link, so they never count); engagement is the percentage of
 * views with at least one question.
 */
export async function readOverview(options: { db: Db; companyId: string }): Promise<OverviewNumbers> {
  const totals = await countViewerActivity(options.db, options.companyId);
  const avgEngagement = totals.sessionCount === 0 ? 0 : Math.round((100 * totals.sessionsWithQuestions) / totals.sessionCount);
  return { totalViews: totals.sessionCount, questionsAsked: totals.questionCount, avgEngagement: Math.min(avgEngagement, 100) };
}

export async function listRecentInteractions(options: { db: Db; companyId: string }): Promise<LinkActivityRow[]> {
  return listLinkActivity(options.db, { companyId: options.companyId, limit: RECENT_INTERACTION_LIMIT });
}
