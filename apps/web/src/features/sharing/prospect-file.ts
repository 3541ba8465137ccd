import {
  BULK_LIMIT_MESSAGE,
  CORRUPTED_EXCEL_MESSAGE,
  EXCEL_TOO_LARGE_MESSAGE,
  MAX_EXCEL_UNPACKED_BYTES,
  MAX_BULK_ROWS,
  prospectFileKind,
  readProspectTable,
  UNSUPPORTED_FILE_MESSAGE,
} from "@vemo/shared/rules/prospects";
import type { ProspectRow } from "@vemo/shared/rules/prospects";
import { ClientRow } from "@vemo/shared/contracts/bulk-uploads";
import { unzipSync } from "fflate";
import Papa from "papaparse";

export type ProspectFileResult = { prospects: ProspectRow[] } | { error: string };

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const XML_OR_HTML_START = 0x3c; // "<"

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * SheetJS reads bytes it does not recognise as plain text, so a damaged workbook would come back as
 * a sheet of garbage. An Excel file is a ZIP package (.xlsx), an OLE compound file (.xls), or the
 * XML / web-page form Excel also saves as .xls.
 */
function looksLikeWorkbook(bytes: Uint8Array): boolean {
  const textStart = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
  return startsWith(bytes, ZIP_SIGNATURE) || startsWith(bytes, OLE_SIGNATURE) || bytes[textStart] === XML_OR_HTML_START;
}

async function readCsvRows(file: File): Promise<string[][]> {
  return Papa.parse<string[]>(await file.text(), { header: false, skipEmptyLines: true }).data;
}

/**
 * What the files of a ZIP package (.xlsx) say they unpack to, read from its directory without
 * unpacking anything; null when it is not a readable ZIP. A few kilobytes can declare gigabytes,
 * which SheetJS would unpack on the page's thread, holding the owner's tab for minutes.
 */
function declaredUnpackedBytes(bytes: Uint8Array): number | null {
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        total += entry.originalSize;
        return false;
      },
    });
  } catch {
    return null;
  }
  return total;
}

/** The first sheet's rows as text cells, or the message saying why the file cannot be read. */
async function readExcelRows(file: File): Promise<unknown[][] | { error: string }> {
  const corrupted = { error: CORRUPTED_EXCEL_MESSAGE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikeWorkbook(bytes)) return corrupted;
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    const unpacked = declaredUnpackedBytes(bytes);
    if (unpacked === null) return corrupted;
    if (unpacked > MAX_EXCEL_UNPACKED_BYTES) return { error: EXCEL_TOO_LARGE_MESSAGE };
  }
  // Loaded only when an Excel file is chosen: the reader is large and most owners never need it.
  const XLSX = await import("@e965/xlsx");
  try {
    const workbook = XLSX.read(bytes, { type: "array" });
    const firstSheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
    return firstSheet
      ? XLSX.utils.sheet_to_json<unknown[]>(firstSheet, { header: 1, raw: false, defval: "" })
      : corrupted;
  } catch {
    return corrupted;
  }
}

/**
 * The server refuses the whole batch for one bad row (an e-mail that is not one) without saying
 * which; in a file of hundreds the owner needs to know. Customers are numbered as the preview's SL No.
 */
function invalidCustomerMessage(prospects: readonly ProspectRow[]): string | null {
  for (const [index, prospect] of prospects.entries()) {
    const parsed = ClientRow.safeParse(prospect);
    if (!parsed.success)
      return `Customer ${prospect.slNo ?? index + 1}: ${parsed.error.issues[0]?.message ?? "Please check this customer"}`;
  }
  return null;
}

/** The customers of a chosen CSV or Excel file, or the message saying why the file cannot be used. */
export async function readProspectFile(file: File): Promise<ProspectFileResult> {
  const kind = prospectFileKind(file.name);
  if (!kind) return { error: UNSUPPORTED_FILE_MESSAGE };
  const rows = kind === "csv" ? await readCsvRows(file) : await readExcelRows(file);
  if ("error" in rows) return rows;
  const result = readProspectTable(rows, kind);
  if ("error" in result) return result;
  // The server refuses a larger batch; saying so before the upload saves sending it.
  if (result.prospects.length > MAX_BULK_ROWS) return { error: BULK_LIMIT_MESSAGE };
  const invalid = invalidCustomerMessage(result.prospects);
  return invalid ? { error: invalid } : result;
}
