// Who a unique link is for: the rules of the share dialog's Few and Bulk paths, used by the page
// (reading an uploaded file) and by the server (checking every row it is sent).
import { toSingleLine } from "./single-line.ts";

export const MAX_FEW_LINKS = 5;
/** The most customers one bulk request may carry. */
export const MAX_BULK_ROWS = 10_000;
export const DEFAULT_CLIENT_COMPANY = "Unknown Company";

export const FEW_LINKS_LIMIT_MESSAGE = "Maximum 5 customers allowed";
export const FEW_LINKS_REQUIRED_MESSAGE = "Please add at least one customer with a name and email";
export const BULK_LIMIT_MESSAGE = `A file can have at most ${MAX_BULK_ROWS.toLocaleString("en-US")} customers. Split it into smaller files.`;
export const NO_VALID_CLIENTS_MESSAGE =
  "No valid client data found in file. Please ensure each row has name and email.";
export const UNSUPPORTED_FILE_MESSAGE = "Unsupported file format. Please upload a CSV or Excel (.xlsx/.xls) file.";
export const CORRUPTED_EXCEL_MESSAGE = "Error parsing Excel file. Please ensure the file is not corrupted.";
/** The most an Excel (.xlsx) file may say its parts unpack to; a real sheet of 10,000 customers is a few MB. */
export const MAX_EXCEL_UNPACKED_BYTES = 50 * 1024 * 1024;
export const EXCEL_TOO_LARGE_MESSAGE =
  "This Excel file unpacks to more than 50 MB, too large to read here. Please save it as CSV or split it into smaller files.";
export const SELECT_FILE_MESSAGE = "Please select a file first";
export const BULK_FAILED_MESSAGE = "Failed to generate bulk links. Please try again.";
export const LINKS_FAILED_MESSAGE = "Failed to generate links";

export const REQUIRED_PROSPECT_COLUMNS = ["name", "email", "company"] as const;

export type ProspectFileKind = "csv" | "xlsx" | "xls";

/** The kind of a prospect file by its extension, or null when it is not one the share dialog reads. */
export function prospectFileKind(filename: string): ProspectFileKind | null {
  const extension = filename.toLowerCase().match(/\.(csv|xlsx|xls)$/)?.[1];
  return (extension as ProspectFileKind | undefined) ?? null;
}

const fileWord = (kind: ProspectFileKind) => (kind === "csv" ? "CSV" : "Excel");

export const tooFewRowsMessage = (kind: ProspectFileKind) =>
  `${fileWord(kind)} file must have at least a header row and one data row`;
export const missingColumnsMessage = (kind: ProspectFileKind, columns: readonly string[]) =>
  `${fileWord(kind)} file is missing required columns: ${columns.join(", ")}`;

/** A customer as the share dialog sends it (`slNo` from the file's 'SL No' or 'slno' column, when it has one). */
export type ProspectRow = { slNo?: string; clientName: string; email: string; companyName: string };

const SL_NO_HEADERS = ["sl no", "slno"];

/**
 * The customers of a prospect file given as rows of cells, the header first: required columns
 * name, email and company (any case), an optional 'SL No'; a row counts when it has at least 3
 * cells and a name and an e-mail. Returns the spec's message when the file cannot be used.
 */
export function readProspectTable(
  rows: readonly (readonly unknown[])[],
  kind: ProspectFileKind,
): { prospects: ProspectRow[] } | { error: string } {
  const nonEmpty = rows.filter((row) => row.some((cell) => cellText(cell) !== ""));
  const [header, ...data] = nonEmpty;
  if (!header || data.length === 0) return { error: tooFewRowsMessage(kind) };
  const names = header.map((cell) => cellText(cell).toLowerCase());
  const missing = REQUIRED_PROSPECT_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) return { error: missingColumnsMessage(kind, missing) };
  const at = (column: string) => names.indexOf(column);
  const slNoAt = names.findIndex((name) => SL_NO_HEADERS.includes(name));
  const prospects = data
    .filter((row) => row.length >= 3)
    .map((row) => ({
      ...(slNoAt >= 0 && cellText(row[slNoAt]) !== "" ? { slNo: cellText(row[slNoAt]) } : {}),
      clientName: cellText(row[at("name")]),
      email: cellText(row[at("email")]),
      companyName: cellText(row[at("company")]) || DEFAULT_CLIENT_COMPANY,
    }))
    .filter((prospect) => prospect.clientName !== "" && prospect.email !== "");
  if (prospects.length === 0) return { error: NO_VALID_CLIENTS_MESSAGE };
  return { prospects };
}

/** A cell's text on one line: a line break typed in a spreadsheet cell becomes a space. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "object" && "text" in cell) return toSingleLine(String((cell as { text: unknown }).text)); // a hyperlink cell
  return toSingleLine(String(cell));
}

/**
 * The name of a batch's CSV download: the uploaded file's name with a .csv extension, or
 * bulk_share_links_{YYYY-MM-DD}.csv when there was no file.
 */
export function bulkDownloadFilename(originalFilename: string | null, createdAt: Date): string {
  const base = originalFilename?.replace(/\.[^./\\]*$/, "").trim();
  return base ? `${base}.csv` : `bulk_share_links_${createdAt.toISOString().slice(0, 10)}.csv`;
}
