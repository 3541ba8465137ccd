import { describe, expect, it } from "vitest";
import { clampStartSeconds } from "./answer-start.ts";

describe("clampStartSeconds", () => {
  it("keeps a number of seconds within 0–36000", () => {
    expect(clampStartSeconds(0)).toBe(0);
    expect(clampStartSeconds(42.5)).toBe(42.5);
    expect(clampStartSeconds(36000)).toBe(36000);
  });

  it("converts a numeric string", () => {
    expect(clampStartSeconds("93.25")).toBe(93.25);
    expect(clampStartSeconds(" 12 ")).toBe(12);
  });

  it("turns NaN, non-numbers and empty strings into 0", () => {
    expect(clampStartSeconds(Number.NaN)).toBe(0);
    expect(clampStartSeconds("one minute")).toBe(0);
    expect(clampStartSeconds("")).toBe(0);
    expect(clampStartSeconds(undefined)).toBe(0);
    expect(clampStartSeconds(null)).toBe(0);
    expect(clampStartSeconds(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("turns a negative start into 0", () => {
    expect(clampStartSeconds(-1)).toBe(0);
    expect(clampStartSeconds("-30")).toBe(0);
  });

  it("turns a start past ten hours into 0", () => {
    expect(clampStartSeconds(36000.5)).toBe(0);
    expect(clampStartSeconds("99999")).toBe(0);
  });
});
