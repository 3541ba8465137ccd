import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { findVemo, type VemoRow } from "../vemos/vemos.repository.ts";
import {
  countViewerActivity,
  findCustomer,
  pageCustomers,
  listCustomers,
  listUnansweredQuestions,
  listViewerQuestions,
  type CustomerQuestionRow,
  type CustomerRow,
  type UnansweredQuestionRow,
} from "./analytics.repository.ts";

/** How many viewers the overview's recent interactions list at most (the page shows the first 4). */
export const RECENT_INTERACTION_LIMIT = 20;
/** How many viewers one Vemo's interactions list at most. */
export const VEMO_INTERACTION_LIMIT = 500;
export const UNANSWERED_QUESTION_LIMIT = 50;

export const INTERACTION_NOT_FOUND = "Interaction not found";
export const VEMO_NOT_FOUND = "Vemo not found";

export type OverviewNumbers = { totalViews: number; questionsAsked: number; avgEngagement: number };

/**
 * The /overview stat cards: views are viewer sessions on the organisation's share links (the
 * owner's own previews use no share link, so they never count); engagement is the percentage of
 * views with at least one question.
 */
export async function readOverview(options: { db: Db; companyId: string }): Promise<OverviewNumbers> {
  const totals = await countViewerActivity(options.db, options.companyId);
  const avgEngagement =
    totals.sessionCount === 0 ? 0 : Math.round((100 * totals.sessionsWithQuestions) / totals.sessionCount);
  return {
    totalViews: totals.sessionCount,
    questionsAsked: totals.questionCount,
    avgEngagement: Math.min(avgEngagement, 100),
  };
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
}): Promise<{ rows: CustomerRow[]; total: number }> {
  const { db, page, pageSize, sharedBy } = options;
  const filter = { companyId: options.company.id, search: options.search || undefined, sharedBy };
  return pageCustomers(db, filter, { limit: pageSize, offset: (page - 1) * pageSize });
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
}): Promise<{ customer: CustomerRow; questions: CustomerQuestionRow[] }> {
  const customer = await requireCustomer(options);
  const questions = await listViewerQuestions(options.db, {
    companyId: options.company.id,
    viewerId: customer.viewerId,
  });
  return { customer, questions };
}

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
