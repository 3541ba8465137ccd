import { FAILED_ROW_ERROR, PASS_THRESHOLD_SECONDS } from "@vemo/shared/rules/answer-backends";
import { formatClockTime } from "@vemo/shared/rules/clock-time";

/** One row of the uploaded CSV. */
export type TestCase = {
  videoUrl: string;
  question: string;
  expectedSeconds: number;
  expectedSnippet: string;
};

/** Shown in the Actual column when a row got no answer. */
export const API_ERROR = "API Error";
export const REQUEST_FAILED = "Request Failed";

export type TestResult = {
  question: string;
  videoUrl: string;
  expected: number;
  actual: number | typeof API_ERROR | typeof REQUEST_FAILED;
  /** Seconds between the answer's moment and the expected one; FAILED_ROW_ERROR when there was no answer. */
  error: number;
  passed: boolean;
  /** The answer text, or why there was none. */
  answer: string;
  expectedSnippet: string;
};

export type TestSummary = { total: number; passed: number; passRate: number; averageError: number };

export function answeredResult(testCase: TestCase, start: number, answer: string): TestResult {
  const error = Math.abs(start - testCase.expectedSeconds);
  return { ...baseResult(testCase), actual: start, error, passed: error <= PASS_THRESHOLD_SECONDS, answer };
}

export function failedResult(
  testCase: TestCase,
  actual: typeof API_ERROR | typeof REQUEST_FAILED,
  reason: string,
): TestResult {
  return { ...baseResult(testCase), actual, error: FAILED_ROW_ERROR, passed: false, answer: reason };
}

function baseResult(testCase: TestCase) {
  return {
    question: testCase.question,
    videoUrl: testCase.videoUrl,
    expected: testCase.expectedSeconds,
    expectedSnippet: testCase.expectedSnippet,
  };
}

/** Failed rows count with their 999 s, so a backend that errors cannot look accurate. */
export function summarizeResults(results: readonly TestResult[]): TestSummary {
  const total = results.length;
  const passed = results.filter((result) => result.passed).length;
  const errorSum = results.reduce((sum, result) => sum + result.error, 0);
  return { total, passed, passRate: total ? (passed / total) * 100 : 0, averageError: total ? errorSum / total : 0 };
}

/** At most one decimal: 14 → "14", 10.42 → "10.4". */
export function formatDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A moment as "m:ss (Ns)", e.g. "1:08 (68.6s)". */
export function formatMoment(seconds: number): string {
  return `${formatClockTime(seconds)} (${formatDecimal(seconds)}s)`;
}
