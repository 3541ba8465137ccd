import Papa from "papaparse";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a
 * leading `'`. Papaparse's own `escapeFormulae: true` pattern (`/^[=+\-@\t\r].*$/`) misses such a
 * cell when it holds a line break ("=HYPERLINK(…)\nx"): this one looks at the first character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Excel reads a CSV as the local code page unless it starts with a byte order mark. */
const BYTE_ORDER_MARK = "\uFEFF";

/** The one way the server writes a CSV file: a header row, formula-safe cells, CRLF lines, UTF-8 with a BOM. */
export function writeCsv(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return (
    BYTE_ORDER_MARK +
    Papa.unparse(
      { fields: [...columns], data: rows.map((row) => [...row]) },
      { escapeFormulae: FORMULA_START, newline: "\r\n" },
    )
  );
}

/**
 * `attachment` with the file name twice: a plain quoted one any client reads (characters outside
 * printable ASCII, quotes, backslashes and path separators replaced) and the exact name in RFC
 * 5987's `filename*` for clients that read it.
 */
export function attachmentDisposition(filename: string): string {
  const plain = filename.replace(/[^\x20-\x7e]|["\\/]/g, "_");
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${plain}"; filename*=UTF-8''${exact}`;
}
