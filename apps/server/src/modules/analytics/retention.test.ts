import { describe, expect, it } from "vitest";
import { videoRetention, type SecondTotals } from "./retention.ts";

/** `views[i]` sessions played second i; `replays` likewise. */
function totalsOf(views: number[], replays: number[] = [], questions: number[] = []): SecondTotals[] {
  return views.map((count, second) => ({
    second,
    views: count,
    replays: replays[second] ?? 0,
    questions: questions[second] ?? 0,
  }));
}

describe("videoRetention", () => {
  it("gives each second's viewers and their share of the video's views", () => {
    const retention = videoRetention({ videoUrl: "v", duration: 4, viewsInAll: 4, totals: totalsOf([4, 4, 2, 1]) });
    expect(retention.points).toEqual([
      { second: 0, viewers: 4, share: 1 },
      { second: 1, viewers: 4, share: 1 },
      { second: 2, viewers: 2, share: 0.5 },
      { second: 3, viewers: 1, share: 0.25 },
    ]);
  });

  it("finds where the most viewers left within ten seconds", () => {
    const views = [...Array(20).fill(10), ...Array(20).fill(9), ...Array(20).fill(3)];
    const retention = videoRetention({ videoUrl: "v", duration: 60, viewsInAll: 10, totals: totalsOf(views) });
    expect(retention.dropOff?.share).toBe(0.6);
    expect(retention.dropOff?.second).toBeGreaterThanOrEqual(30);
    expect(retention.dropOff?.second).toBeLessThan(40);
  });

  it("finds the most replayed stretch around its peak, and none without replays", () => {
    const replays = [0, 0, 1, 4, 5, 3, 1, 0];
    const retention = videoRetention({
      videoUrl: "v",
      duration: 8,
      viewsInAll: 5,
      totals: totalsOf(Array(8).fill(5), replays),
    });
    expect(retention.mostReplayed).toEqual({ start: 3, end: 6 });
    expect(
      videoRetention({ videoUrl: "v", duration: 8, viewsInAll: 5, totals: totalsOf(Array(8).fill(5)) }).mostReplayed,
    ).toBeNull();
  });

  it("lists the seconds questions pointed at, and has no drop-off when nobody left", () => {
    const retention = videoRetention({
      videoUrl: "v",
      duration: 3,
      viewsInAll: 2,
      totals: totalsOf([2, 2, 2], [], [0, 3, 0]),
    });
    expect(retention.questions).toEqual([{ second: 1, count: 3 }]);
    expect(retention.dropOff).toBeNull();
  });

  it("samples a long video to at most 600 points and reads a video nobody played as empty shares", () => {
    const long = videoRetention({ videoUrl: "v", duration: 3600, viewsInAll: 0, totals: [] });
    expect(long.points.length).toBeLessThanOrEqual(600);
    expect(long.points.every((point) => point.share === 0)).toBe(true);
  });
});
