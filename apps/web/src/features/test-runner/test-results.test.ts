import { describe, expect, it } from "vitest";
import { answeredResult, failedResult, formatMoment, summarizeResults } from "./test-results";
import type { TestCase } from "./test-results";

const testCase: TestCase = {
  videoUrl: "https://youtu.be/abc",
  question: "How?",
  expectedSeconds: 20,
  expectedSnippet: "",
};

describe("test results", () => {
  it("passes an answer at most 10 s from the expected moment, either side", () => {
    expect(answeredResult(testCase, 30, "a")).toMatchObject({ error: 10, passed: true });
    expect(answeredResult(testCase, 10, "a")).toMatchObject({ error: 10, passed: true });
    expect(answeredResult(testCase, 30.5, "a")).toMatchObject({ error: 10.5, passed: false });
  });

  it("counts a row without an answer as failed with an error of 999", () => {
    expect(failedResult(testCase, "API Error", "Not found")).toMatchObject({
      actual: "API Error",
      error: 999,
      passed: false,
      answer: "Not found",
    });
  });

  it("summarises over every row", () => {
    const results = [
      answeredResult(testCase, 22, ""),
      answeredResult(testCase, 60, ""),
      failedResult(testCase, "Request Failed", ""),
    ];
    const summary = summarizeResults(results);
    expect(summary).toMatchObject({ total: 3, passed: 1, averageError: 347 });
    expect(summary.passRate).toBeCloseTo(33.33, 2);
    expect(summarizeResults([])).toEqual({ total: 0, passed: 0, passRate: 0, averageError: 0 });
  });

  it("shows a moment as m:ss with its seconds", () => {
    expect(formatMoment(68.646)).toBe("1:08 (68.6s)");
    expect(formatMoment(5)).toBe("0:05 (5s)");
  });
});
