import { describe, expect, it } from "vitest";
import { estimateSessionSeconds, relativeDate, splitIntoSessions } from "./interaction-sessions.ts";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, 0) + minutes * 60_000).toISOString();

describe("splitIntoSessions", () => {
  it("starts a new session after a gap of more than 2 hours, oldest first", () => {
    const items = [at(0), at(120), at(241), at(10)].map((created_at) => ({ created_at }));
    expect(splitIntoSessions(items).map((session) => session.map((item) => item.created_at))).toEqual([
      [at(0), at(10), at(120)],
      [at(241)],
    ]);
  });

  it("keeps a gap of exactly 2 hours in one session", () => {
    expect(splitIntoSessions([{ created_at: at(0) }, { created_at: at(120) }])).toHaveLength(1);
  });
});

describe("estimateSessionSeconds", () => {
  it("adds 45 s per question to the span", () => {
    expect(estimateSessionSeconds([at(0), at(2)], false)).toBe(120 + 90);
  });

  it("gives the first listed session 30 % of its span, at most 300 s", () => {
    expect(estimateSessionSeconds([at(0), at(10)], true)).toBe(600 + 90 + 180);
    expect(estimateSessionSeconds([at(0), at(20)], true)).toBe(1200 + 90 + 300);
  });

  it("counts at least 30 s per question and at most 1800 s", () => {
    expect(estimateSessionSeconds([at(0)], true)).toBe(45);
    expect(estimateSessionSeconds([at(0), at(100)], true)).toBe(1800);
    expect(estimateSessionSeconds([], false)).toBe(0);
  });
});

describe("relativeDate", () => {
  const now = new Date(2026, 10, 24, 15, 0);
  it("says Today, Yesterday, N days ago up to 7 days, then the date", () => {
    expect(relativeDate(new Date(2026, 10, 24, 1, 0).toISOString(), now)).toBe("Today");
    expect(relativeDate(new Date(2026, 10, 23, 23, 0).toISOString(), now)).toBe("Yesterday");
    expect(relativeDate(new Date(2026, 10, 17, 12, 0).toISOString(), now)).toBe("7 days ago");
    expect(relativeDate(new Date(2026, 10, 16, 12, 0).toISOString(), now)).toBe(
      new Date(2026, 10, 16, 12, 0).toLocaleDateString(),
    );
  });
});
