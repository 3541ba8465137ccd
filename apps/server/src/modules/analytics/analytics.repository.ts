import { and, asc, avg, count, desc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { ShareLinkKind } from "@vemo/shared/contracts/sharing";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { shareLinks, vemos, viewerQuestions, viewers, viewerSessions } from "../../platform/db/schema.ts";
import { madeBy, sharedByColumns } from "../team/shared-by.ts";

// Every query is scoped by the organisation that owns the share links.

export type ViewerTotals = { sessionCount: number; questionCount: number; avgEngagement: number };

export async function countViewerActivity(db: Db, companyId: string): Promise<ViewerTotals> {
  const [sessions] = await db
    .select({ value: count() })
    .from(viewerSessions)
    .where(eq(viewerSessions.companyId, companyId));
  const [questions] = await db
    .select({ total: count() })
    .from(viewerQuestions)
    .where(eq(viewerQuestions.companyId, companyId));
  const [engagement] = await db
    .select({ value: avg(viewers.engagementScore).mapWith(Number) })
    .from(viewers)
    .where(customerConditions({ companyId }));
  return {
    sessionCount: sessions?.value ?? 0,
    questionCount: questions?.total ?? 0,
    avgEngagement: Math.round(engagement?.value ?? 0),
  };
}

export type EngagedVemoRow = { vemoId: string; title: string; viewers: number; avgEngagement: number };

/** The organisation's Vemos by their viewers' average engagement score, best first. */
export async function listMostEngagedVemos(db: Db, options: { companyId: string; limit: number }) {
  const average = avg(viewers.engagementScore).mapWith(Number);
  const rows = await db
    .select({ vemoId: viewers.vemoId, title: vemos.title, viewers: count(), avgEngagement: average })
    .from(viewers)
    .innerJoin(vemos, eq(vemos.id, viewers.vemoId))
    .where(customerConditions({ companyId: options.companyId }))
    .groupBy(viewers.vemoId, vemos.title)
    .orderBy(desc(average), desc(count()))
    .limit(options.limit);
  return rows.map((row): EngagedVemoRow => ({ ...row, avgEngagement: Math.round(row.avgEngagement) }));
}

/** A viewer with its share link's prospect and its Vemo's title: one row of the customer list. */
const customerColumns = {
  viewerId: viewers.id,
  shareLinkId: shareLinks.id,
  token: shareLinks.token,
  linkKind: shareLinks.kind,
  linkCreatedAt: shareLinks.createdAt,
  linkDisabledAt: shareLinks.disabledAt,
  linkExpiresAt: shareLinks.expiresAt,
  linkPasscodeHash: shareLinks.passcodeHash,
  linkVerifyEmail: shareLinks.verifyEmail,
  clientName: shareLinks.clientName,
  clientEmail: shareLinks.clientEmail,
  clientCompany: shareLinks.clientCompany,
  vemoId: viewers.vemoId,
  vemoTitle: vemos.title,
  questionCount: viewers.questionCount,
  activeSeconds: viewers.activeSeconds,
  visitCount: viewers.visitCount,
  watchedPercent: viewers.watchedPercent,
  engagementScore: viewers.engagementScore,
  firstSeenAt: viewers.firstSeenAt,
  lastSeenAt: viewers.lastSeenAt,
  insightSummary: viewers.insightSummary,
  insightQuestionCount: viewers.insightQuestionCount,
  ...sharedByColumns(shareLinks),
};

export type CustomerRow = {
  viewerId: string;
  shareLinkId: string;
  token: string;
  linkKind: ShareLinkKind;
  linkCreatedAt: Date;
  linkDisabledAt: Date | null;
  linkExpiresAt: Date | null;
  linkPasscodeHash: string | null;
  linkVerifyEmail: boolean;
  clientName: string | null;
  clientEmail: string | null;
  clientCompany: string | null;
  vemoId: string;
  vemoTitle: string;
  questionCount: number;
  activeSeconds: number;
  visitCount: number;
  watchedPercent: number;
  engagementScore: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
  insightSummary: string | null;
  insightQuestionCount: number | null;
  /** The teammate who made the link ("Shared by"). */
  sharedById: string | null;
  sharedByName: string | null;
};

/**
 * Which of the organisation's viewers to list: all with activity, or those of one Vemo, or those
 * matching a search, or those of links one teammate shared.
 */
export type CustomerFilter = { companyId: string; vemoId?: string; search?: string; sharedBy?: string };
/** Most recently seen first, or the most engaged (rules/engagement.ts) first. */
export type CustomerOrder = "recent" | "engagement";
export type CustomerPage = { limit: number; offset?: number; order?: CustomerOrder };

/**
 * Viewers whose prospect's name, e-mail or company, or whose Vemo's title, contains `search` in
 * any case. The three prospect fields are matched as one line each (one ILIKE per link rather
 * than three: the scan of every link is what a search costs). Control characters in the search
 * become spaces, so a match never spans two fields.
 */
function matchesSearch(companyId: string, search: string): SQL {
  const text = search.replace(/\p{Cc}/gu, " ");
  // `%`, `_` and `\` in the user's text match themselves (backslash is ILIKE's default escape).
  const pattern = `%${text.replace(/[\\%_]/g, "\\$&")}%`;
  const prospectLine = sql`concat_ws(chr(10), ${shareLinks.clientName}, ${shareLinks.clientEmail}, ${shareLinks.clientCompany})`;
  return sql`(${viewers.shareLinkId} in (select ${shareLinks.id} from ${shareLinks} where ${shareLinks.companyId} = ${companyId} and ${prospectLine} ilike ${pattern})
    or ${viewers.vemoId} in (select ${vemos.id} from ${vemos} where ${vemos.companyId} = ${companyId} and ${vemos.title} ilike ${pattern}))`;
}

/** Conditions on `viewers` alone, so paging and counting never join; viewers with neither a question nor time spent stay hidden. */
function customerConditions(filter: CustomerFilter): SQL | undefined {
  return and(
    eq(viewers.companyId, filter.companyId),
    filter.vemoId === undefined ? undefined : eq(viewers.vemoId, filter.vemoId),
    or(gt(viewers.questionCount, 0), gt(viewers.activeSeconds, 0)),
    filter.search ? matchesSearch(filter.companyId, filter.search) : undefined,
    filter.sharedBy
      ? sql`${viewers.shareLinkId} in (select ${shareLinks.id} from ${shareLinks} where ${shareLinks.companyId} = ${filter.companyId} and ${madeBy(shareLinks, filter.sharedBy)})`
      : undefined,
  );
}

const latestFirst = [desc(viewers.lastSeenAt), desc(viewers.id)];
const mostEngagedFirst = [desc(viewers.engagementScore), ...latestFirst];
const orderOf = (page: CustomerPage) => (page.order === "engagement" ? mostEngagedFirst : latestFirst);

/** The ids of one page of viewers, most recently seen first; the page's other columns are joined afterwards (a late page then joins only its own rows). */
function customerPageIds(db: Db, filter: CustomerFilter, page: CustomerPage) {
  return db
    .select({ id: viewers.id })
    .from(viewers)
    .where(customerConditions(filter))
    .orderBy(...orderOf(page))
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .as("page");
}

/** The viewers with activity, most recently seen first. */
export async function listCustomers(db: Db, filter: CustomerFilter, page: CustomerPage): Promise<CustomerRow[]> {
  const ids = customerPageIds(db, filter, page);
  return db
    .select(customerColumns)
    .from(ids)
    .innerJoin(viewers, eq(viewers.id, ids.id))
    .innerJoin(shareLinks, eq(shareLinks.id, viewers.shareLinkId))
    .innerJoin(vemos, eq(vemos.id, viewers.vemoId))
    .orderBy(...orderOf(page));
}

/**
 * One page of the viewers with activity and how many there are in all, from a single pass over
 * the organisation's viewers (a search then reads the links once, not once for the page and once
 * for the count). Past the last page, a count says how many there are.
 */
export async function pageCustomers(
  db: Db,
  filter: CustomerFilter,
  page: CustomerPage,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const ids = db
    .select({ id: viewers.id, total: sql<number>`count(*) over ()`.as("total") })
    .from(viewers)
    .where(customerConditions(filter))
    .orderBy(...orderOf(page))
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .as("page");
  const rows = await db
    .select({ ...customerColumns, total: ids.total })
    .from(ids)
    .innerJoin(viewers, eq(viewers.id, ids.id))
    .innerJoin(shareLinks, eq(shareLinks.id, viewers.shareLinkId))
    .innerJoin(vemos, eq(vemos.id, viewers.vemoId))
    .orderBy(...orderOf(page));
  const total = rows[0] ? Number(rows[0].total) : page.offset ? await countCustomers(db, filter) : 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

async function countCustomers(db: Db, filter: CustomerFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(viewers).where(customerConditions(filter));
  return row?.value ?? 0;
}

export type CustomerExportRow = CustomerRow & { viewCount: number; questions: string[] };

/** The customer rows with each viewer's number of views and questions (oldest first), for a CSV file. */
export async function listCustomersWithQuestions(
  db: Db,
  filter: CustomerFilter,
  page: CustomerPage,
): Promise<CustomerExportRow[]> {
  const ids = customerPageIds(db, filter, page);
  return db
    .select({
      ...customerColumns,
      viewCount:
        sql<number>`(select count(*) from ${viewerSessions} where ${viewerSessions.viewerId} = ${viewers.id})`.mapWith(
          Number,
        ),
      questions: sql<
        string[]
      >`array(select ${viewerQuestions.question} from ${viewerQuestions} where ${viewerQuestions.viewerId} = ${viewers.id} order by ${viewerQuestions.createdAt}, ${viewerQuestions.id})`,
    })
    .from(ids)
    .innerJoin(viewers, eq(viewers.id, ids.id))
    .innerJoin(shareLinks, eq(shareLinks.id, viewers.shareLinkId))
    .innerJoin(vemos, eq(vemos.id, viewers.vemoId))
    .orderBy(...orderOf(page));
}

/**
 * One viewer of the organisation's link `token`: the one with `viewerId`, or without it the
 * link's own viewer (a unique link's prospect, or the public link's visitor without a visitor id).
 */
export async function findCustomer(
  db: Db,
  options: { companyId: string; token: string; viewerId?: string },
): Promise<CustomerRow | null> {
  const { viewerId } = options;
  if (viewerId !== undefined && !isUuid(viewerId)) return null;
  const [row] = await db
    .select(customerColumns)
    .from(viewers)
    .innerJoin(shareLinks, eq(shareLinks.id, viewers.shareLinkId))
    .innerJoin(vemos, eq(vemos.id, viewers.vemoId))
    .where(
      and(
        eq(viewers.companyId, options.companyId),
        eq(shareLinks.token, options.token),
        viewerId === undefined ? eq(viewers.visitorKey, "") : eq(viewers.id, viewerId),
      ),
    );
  return row ?? null;
}

export type CustomerQuestionRow = Pick<
  typeof viewerQuestions.$inferSelect,
  "id" | "question" | "answer" | "videoUrl" | "startSeconds" | "isAnswered" | "taughtAnswerId" | "createdAt"
>;

/** A viewer's questions, oldest first. */
export async function listViewerQuestions(
  db: Db,
  options: { companyId: string; viewerId: string },
): Promise<CustomerQuestionRow[]> {
  return db
    .select({
      id: viewerQuestions.id,
      question: viewerQuestions.question,
      answer: viewerQuestions.answer,
      videoUrl: viewerQuestions.videoUrl,
      startSeconds: viewerQuestions.startSeconds,
      isAnswered: viewerQuestions.isAnswered,
      taughtAnswerId: viewerQuestions.taughtAnswerId,
      createdAt: viewerQuestions.createdAt,
    })
    .from(viewerQuestions)
    .where(and(eq(viewerQuestions.viewerId, options.viewerId), eq(viewerQuestions.companyId, options.companyId)))
    .orderBy(asc(viewerQuestions.createdAt), asc(viewerQuestions.id));
}

/** Keeps a summary with the number of questions it was written from; more questions make it stale. */
export async function saveInsightSummary(
  db: Db,
  options: { companyId: string; viewerId: string; summary: string; questionCount: number },
) {
  await db
    .update(viewers)
    .set({ insightSummary: options.summary, insightQuestionCount: options.questionCount })
    .where(and(eq(viewers.id, options.viewerId), eq(viewers.companyId, options.companyId)));
}

export type UnansweredQuestionRow = { question: string; timesAsked: number; lastAskedAt: Date };

/** Questions about one Vemo the assistant could not answer, grouped by their words in any case or spacing, most asked first. */
export async function listUnansweredQuestions(
  db: Db,
  options: { companyId: string; vemoId: string; limit: number },
): Promise<UnansweredQuestionRow[]> {
  const words = sql`lower(trim(${viewerQuestions.question}))`;
  const timesAsked = count();
  const lastAskedAt = sql<Date>`max(${viewerQuestions.createdAt})`.mapWith(viewerQuestions.createdAt);
  return db
    .select({
      question: sql<string>`(array_agg(${viewerQuestions.question} order by ${viewerQuestions.createdAt} desc))[1]`,
      timesAsked,
      lastAskedAt,
    })
    .from(viewerQuestions)
    .where(
      and(
        eq(viewerQuestions.companyId, options.companyId),
        eq(viewerQuestions.vemoId, options.vemoId),
        eq(viewerQuestions.isAnswered, false),
      ),
    )
    .groupBy(words)
    .orderBy(desc(timesAsked), desc(lastAskedAt))
    .limit(options.limit);
}
