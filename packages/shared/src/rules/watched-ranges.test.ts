import { describe, expect, it } from "vitest";
import { addWatched, combineWatched, mergeRanges, rangesSeconds, watchedPercent } from "./watched-ranges.ts";

const nothing = { ranges: [], replayed: [] };

describe("mergeRanges", () => {
  it("joins overlapping and touching ranges and keeps gaps", () => {
    expect(
      mergeRanges(
        [
          [0, 10],
          [5, 20],
          [20, 25],
          [40, 50],
        ],
        100,
      ),
    ).toEqual([
      [0, 25],
      [40, 50],
    ]);
  });

  it("sorts ranges reported out of order", () => {
    expect(
      mergeRanges(
        [
          [60, 70],
          [0, 10],
          [30, 40],
        ],
        100,
      ),
    ).toEqual([
      [0, 10],
      [30, 40],
      [60, 70],
    ]);
  });

  it("clips to the video and drops reversed, empty and non-finite ranges", () => {
    expect(
      mergeRanges([[-5, 3], [90, 500], [20, 10], [30, 30], [Number.NaN, 40], [50, Number.POSITIVE_INFINITY], [1]], 100),
    ).toEqual([
      [0, 3],
      [90, 100],
    ]);
  });

  it("never covers more than the video's length, and nothing of a video without a length", () => {
    expect(rangesSeconds(mergeRanges([[0, 1e9]], 120))).toBe(120);
    expect(mergeRanges([[0, 10]], 0)).toEqual([]);
  });
});

describe("addWatched", () => {
  it("leaves the gap a forward seek jumps over unwatched", () => {
    const watched = addWatched(
      nothing,
      [
        [0, 30],
        [60, 70],
      ],
      100,
    );
    expect(watched.ranges).toEqual([
      [0, 30],
      [60, 70],
    ]);
    expect(watched.replayed).toEqual([]);
  });

  it("counts a stretch seen again after a seek back once, and remembers it as replayed", () => {
    // Played to 50, sought back to 40, played to 55.
    const watched = addWatched(
      nothing,
      [
        [0, 50],
        [40, 55],
      ],
      100,
    );
    expect(watched.ranges).toEqual([[0, 55]]);
    expect(watched.replayed).toEqual([[40, 50]]);
  });

  it("remembers a replay across reports (heartbeats) of the same session", () => {
    const first = addWatched(nothing, [[0, 30]], 100);
    const second = addWatched(first, [[10, 20]], 100);
    expect(second.ranges).toEqual([[0, 30]]);
    expect(second.replayed).toEqual([[10, 20]]);
    expect(addWatched(second, [[30, 45]], 100)).toEqual({ ranges: [[0, 45]], replayed: [[10, 20]] });
  });

  it("clips forged ranges past the video's end", () => {
    const watched = addWatched(nothing, [[0, 5000]], 100);
    expect(watched.ranges).toEqual([[0, 100]]);
    expect(watchedPercent(rangesSeconds(watched.ranges), 100)).toBe(100);
  });
});

describe("combineWatched", () => {
  it("merges a viewer's sessions, a stretch seen in both counting once and as replayed", () => {
    const combined = combineWatched(
      [
        { ranges: [[0, 40]], replayed: [[5, 10]] },
        { ranges: [[30, 60]], replayed: [] },
      ],
      100,
    );
    expect(combined.ranges).toEqual([[0, 60]]);
    expect(combined.replayed).toEqual([
      [5, 10],
      [30, 40],
    ]);
  });
});

describe("watchedPercent", () => {
  it("is a whole percentage within 0–100", () => {
    expect(watchedPercent(50, 100)).toBe(50);
    expect(watchedPercent(33.4, 100)).toBe(33);
    expect(watchedPercent(150, 100)).toBe(100);
    expect(watchedPercent(10, 0)).toBe(0);
  });
});
