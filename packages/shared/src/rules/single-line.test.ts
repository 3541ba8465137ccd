import { describe, expect, it } from "vitest";
import { isSingleLine, toSingleLine } from "./single-line.ts";

describe("single-line text", () => {
  it("accepts a name with spaces, accents and punctuation", () => {
    expect(isSingleLine("Zoë O'Brien-Smith, Ltd. (EMEA) — ünïcödé")).toBe(true);
  });

  it.each([
    "line\nbreak",
    "carriage\rreturn",
    "tab\there",
    "bell\u0007",
    "delete\u007f",
    "next\u0085line",
    "sep\u2028arator",
    "para\u2029graph",
  ])("refuses %j", (text) => {
    expect(isSingleLine(text)).toBe(false);
  });

  it("makes each run of control characters one space", () => {
    expect(toSingleLine("  Ada\r\n\r\nSee their details: https://evil.test \t")).toBe(
      "Ada See their details: https://evil.test",
    );
  });
});
