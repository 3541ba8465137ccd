import { describe, expect, it } from "vitest";
import { joinLines, toLines } from "./pdf-text.ts";

const item = (str: string, x: number, y: number, options: { hasEOL?: boolean } = {}) => ({
  str,
  x,
  y,
  width: str.length * 5,
  height: 10,
  fontSize: 10,
  hasEOL: options.hasEOL ?? false,
});

describe("toLines", () => {
  it("starts a new line where the text moves down the page, even when the PDF marks no line end", () => {
    expect(toLines([item("Export a report", 0, 700), item("as a spreadsheet.", 0, 686)])).toEqual([
      "Export a report",
      "as a spreadsheet.",
    ]);
  });

  it("puts a space between two runs of one line that the PDF set apart without one", () => {
    expect(
      toLines([item("Customer", 0, 700), item("data", 45, 700), item("is safe.", 70, 700, { hasEOL: true })]),
    ).toEqual(["Customer data is safe."]);
  });

  it("keeps runs that touch as one word", () => {
    expect(toLines([item("encry", 0, 700), item("pted", 25, 700)])).toEqual(["encrypted"]);
  });
});

describe("joinLines", () => {
  const wrapped = [
    "Security overview",
    "Customer data is encrypted at rest with AES-256 and in transit with TLS 1.3, and the keys are",
    "rotated every ninety days by the hosting provider's key management service.",
    "Backups are kept for thirty days in a second region.",
  ];

  it("sets a title apart from the sentence after it and joins a sentence wrapped over lines", () => {
    expect(joinLines(wrapped)).toBe(
      "Security overview\n\nCustomer data is encrypted at rest with AES-256 and in transit with TLS 1.3, and the keys are rotated every " +
        "ninety days by the hosting provider's key management service. Backups are kept for thirty days in a second region.",
    );
  });

  it("joins a word hyphenated at the end of a line", () => {
    expect(
      joinLines(["Every question a prospect asks is recorded with its answer and the mo-", "ment it pointed to."]),
    ).toBe("Every question a prospect asks is recorded with its answer and the moment it pointed to.");
  });

  it("keeps each list item its own paragraph", () => {
    expect(joinLines(["What you can share:", "• a public link for everyone", "• a unique link per prospect"])).toBe(
      "What you can share:\n\n• a public link for everyone\n\n• a unique link per prospect",
    );
  });
});
