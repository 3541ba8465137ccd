import { describe, expect, it } from "vitest";
import { formatDollars } from "./money";

describe("formatDollars", () => {
  it("shows cents with two decimals", () => {
    expect(formatDollars(29.9)).toBe("$29.90");
    expect(formatDollars(59.8)).toBe("$59.80");
  });

  it("shows whole dollars without decimals, and groups thousands", () => {
    expect(formatDollars(299)).toBe("$299");
    expect(formatDollars(0)).toBe("$0");
    expect(formatDollars(1200)).toBe("$1,200");
  });
});
