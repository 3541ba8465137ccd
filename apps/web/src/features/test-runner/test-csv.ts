import { WELCOME_DEMO_VIDEO_PATH } from "@vemo/shared/rules/welcome-demo";
import Papa from "papaparse";
import type { TestCase } from "./test-results";

export const REQUIRED_COLUMNS = ["video_url", "question", "expected_timestamp", "expected_answer_snippet"] as const;

/** A problem with the uploaded file's content; its message is shown as it is. */
export class TestCsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TestCsvError";
  }
}

/** Browsers on Windows often report CSV files as Excel files, so the extension counts as well. */
export function isCsvFile(file: File): boolean {
  return file.type === "text/csv" || file.name.toLowerCase().endsWith(".csv");
}

/** Seconds ("68.6") or a clock time ("1:08", "0:01:08"). */
export function parseTimestamp(raw: string): number | null {
  const parts = raw.trim().split(":");
  if (parts.length > 3 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return null;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

type CsvRecord = Partial<Record<string, string>>;

function missingColumnsMessage(missing: string[]): string {
  const noun = missing.length === 1 ? "column" : "columns";
  return `The CSV file is missing the required ${noun}: ${missing.join(", ")}`;
}

function toTestCase(record: CsvRecord, rowNumber: number): TestCase {
  const field = (column: string) => (record[column] ?? "").trim();
  for (const column of ["video_url", "question"]) {
    if (!field(column)) throw new TestCsvError(`Row ${rowNumber}: ${column} is empty`);
  }
  const expectedSeconds = parseTimestamp(field("expected_timestamp"));
  if (expectedSeconds === null) {
    throw new TestCsvError(
      `Row ${rowNumber}: expected_timestamp "${field("expected_timestamp")}" is not a time in seconds or m:ss`,
    );
  }
  return {
    videoUrl: field("video_url"),
    question: field("question"),
    expectedSeconds,
    expectedSnippet: field("expected_answer_snippet"),
  };
}

/** Reads a test-runner CSV; throws TestCsvError naming the first problem. */
export async function parseTestCsv(file: File): Promise<TestCase[]> {
  const parsed = Papa.parse<CsvRecord>(await file.text(), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim(),
  });
  const quoteError = parsed.errors.find((error) => error.type === "Quotes");
  if (quoteError) throw new TestCsvError(`The CSV file could not be read: ${quoteError.message}`);
  const columns = parsed.meta.fields ?? [];
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new TestCsvError(missingColumnsMessage(missing));
  if (parsed.data.length === 0) throw new TestCsvError("The CSV file has no test rows");
  // The header is row 1, as in a spreadsheet.
  return parsed.data.map((record, index) => toTestCase(record, index + 2));
}

/** Questions the welcome demo's narration answers, with the moment that shows each. */
const WELCOME_DEMO_TESTS = [
  {
    question: "How do I create a Vemo?",
    expected_timestamp: "10.4",
    expected_answer_snippet: "To create a Vemo, open Create Vemo in the side menu.",
  },
  {
    question: "How much does the Pro plan cost?",
    expected_timestamp: "68.6",
    expected_answer_snippet: "Pro costs twenty nine dollars ninety a month, or two hundred ninety nine dollars a year.",
  },
] as const;

/**
 * The downloadable template: rows about the welcome demo's video at this site's own address, so
 * they pass wherever the app runs (a fixed host would make every row fail elsewhere).
 */
export function testTemplateCsv(origin: string): string {
  const videoUrl = `${origin}${WELCOME_DEMO_VIDEO_PATH}`;
  return Papa.unparse({
    fields: [...REQUIRED_COLUMNS],
    data: WELCOME_DEMO_TESTS.map((test) => ({ video_url: videoUrl, ...test })),
  });
}
