import { BULK_DOWNLOAD_COLUMNS } from "@vemo/shared/contracts/unique-links";
import Papa from "papaparse";
import { prospectShareUrl } from "./unique-links.presenter.ts";
import type { BatchCustomer } from "./unique-links.repository.ts";

/**
 * Cells a spreadsheet would run as a formula get a leading `'`. Papaparse's own `escapeFormulae:
 * true` pattern (`/^[=+\-@\t\r].*$/`) misses a cell with a line break after its first line, such
 * as "=HYPERLINK(…)\nx", because its `.*$` cannot cross the break: this pattern looks at the first
 * character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Excel reads a CSV as the local code page unless it starts with a byte order mark. */
const BYTE_ORDER_MARK = "\uFEFF";

/** A batch's CSV: one line per customer in the order they were sent, with the link they got. */
export function bulkDownloadCsv(customers: readonly BatchCustomer[], publicUrl: string): string {
  const data = customers.map((customer) => [
    customer.slNo ?? String(customer.position),
    customer.clientName,
    customer.clientCompany,
    customer.clientEmail,
    prospectShareUrl(publicUrl, customer.token),
  ]);
  return BYTE_ORDER_MARK + Papa.unparse({ fields: [...BULK_DOWNLOAD_COLUMNS], data }, { escapeFormulae: FORMULA_START, newline: "\r\n" });
}

/**
 * `attachment` with the file name twice: a plain quoted one any client reads (characters outside
 * printable ASCII, quotes, backslashes and path separators replaced) and the exact name in RFC
 * 5987's `filename*` for clients that read it.
 */
export function attachmentDisposition(filename: string): string {
  const plain = filename.replace(/[^\x20-\x7e]|["\\/]/g, "_");
  const exact = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${exact}`;
}
