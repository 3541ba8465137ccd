import { ANONYMOUS_CUSTOMER_NAME } from "@vemo/shared/contracts/analytics";
import { formatClockTime, wholeSeconds } from "@vemo/shared/rules/clock-time";
import { writeCsv } from "../../platform/csv-file.ts";
import type { Db } from "../../platform/db/database.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { listCustomersWithQuestions, type CustomerExportRow, type CustomerOrder } from "./analytics.repository.ts";
import { requireOwnVemo } from "./analytics.service.ts";

/** The most viewers one file holds, most recently seen first: a spreadsheet's worth, not a database dump. */
const CUSTOMER_EXPORT_LIMIT = 10_000;

const CUSTOMER_EXPORT_COLUMNS = [
  "Name",
  "Email",
  "Company",
  "Vemo",
  "Link type",
  "Views",
  "Questions",
  "Time spent",
  "Watched %",
  "Engagement",
  "First seen",
  "Last seen",
  "Questions asked",
] as const;

export type CustomerCsv = { filename: string; csv: string };

/** The organisation's customer list (optionally searched) as a CSV file. */
export async function exportCustomerList(options: {
  db: Db;
  company: CompanyRow;
  search?: string;
  sharedBy?: string;
  sort?: CustomerOrder;
}): Promise<CustomerCsv> {
  const filter = { companyId: options.company.id, search: options.search || undefined, sharedBy: options.sharedBy };
  const page = { limit: CUSTOMER_EXPORT_LIMIT, order: options.sort };
  const rows = await listCustomersWithQuestions(options.db, filter, page);
  return { filename: `Customer interactions ${today()}.csv`, csv: customerCsv(rows) };
}

/** One Vemo's viewers as a CSV file; 404 for a Vemo that is not the organisation's. */
export async function exportVemoInteractions(options: {
  db: Db;
  company: CompanyRow;
  vemoId: string;
}): Promise<CustomerCsv> {
  const vemo = await requireOwnVemo(options);
  const rows = await listCustomersWithQuestions(
    options.db,
    { companyId: options.company.id, vemoId: vemo.id },
    { limit: CUSTOMER_EXPORT_LIMIT },
  );
  return { filename: `${vemo.title} interactions ${today()}.csv`, csv: customerCsv(rows) };
}

function customerCsv(rows: readonly CustomerExportRow[]): string {
  const data = rows.map((row) => [
    row.clientName ?? ANONYMOUS_CUSTOMER_NAME,
    row.clientEmail ?? "",
    row.clientCompany ?? "",
    row.vemoTitle,
    row.linkKind === "unique" ? "Unique link" : "Public link",
    row.viewCount,
    row.questionCount,
    formatClockTime(wholeSeconds(row.activeSeconds)),
    row.watchedPercent,
    row.engagementScore,
    row.firstSeenAt.toISOString(),
    row.lastSeenAt.toISOString(),
    row.questions.join(" | "),
  ]);
  return writeCsv(CUSTOMER_EXPORT_COLUMNS, data);
}

/** The UTC date, as the bulk uploads' file names have it. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}
