import { describe, expect, it } from "vitest";
import { visiblePageNumbers } from "./page-numbers";

describe("visiblePageNumbers", () => {
  it("shows every page when there are five or fewer", () => {
    expect(visiblePageNumbers(1, 1)).toEqual([1]);
    expect(visiblePageNumbers(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the current page in the middle of five, and the window inside the pages", () => {
    expect(visiblePageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageNumbers(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(visiblePageNumbers(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});
