import { describe, expect, it } from "vitest";
import { visiblePageNumbers, visiblePages } from "./page-numbers";

describe("visiblePages", () => {
  it("lists every page when there are few", () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it("shows the first, last and nearby pages with an ellipsis for each gap", () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, "ellipsis", 10]);
    expect(visiblePages(6, 10)).toEqual([1, "ellipsis", 5, 6, 7, "ellipsis", 10]);
    expect(visiblePages(10, 10)).toEqual([1, "ellipsis", 9, 10]);
  });

  it("shows a single hidden page rather than an ellipsis in its place", () => {
    expect(visiblePages(4, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(visiblePages(7, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
  });

  it("has no pages when there is nothing to page through", () => {
    expect(visiblePages(1, 0)).toEqual([]);
  });
});

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
