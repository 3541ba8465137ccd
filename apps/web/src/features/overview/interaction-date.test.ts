import { describe, expect, it } from "vitest";
import { formatInteractionDate } from "./interaction-date";

const now = new Date("2024-03-10T09:00:00.000Z");
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatInteractionDate", () => {
  it("uses the owner side's labels: m, h, d, mo, y ago", () => {
    expect(formatInteractionDate(before(5 * MINUTE), now)).toBe("5m ago");
    expect(formatInteractionDate(before(59 * MINUTE + 59_000), now)).toBe("59m ago");
    expect(formatInteractionDate(before(3 * HOUR + 20 * MINUTE), now)).toBe("3h ago");
    expect(formatInteractionDate(before(2 * DAY + 5 * HOUR), now)).toBe("2d ago");
    expect(formatInteractionDate(before(29 * DAY), now)).toBe("29d ago");
    expect(formatInteractionDate(before(95 * DAY), now)).toBe("3mo ago");
    expect(formatInteractionDate(before(400 * DAY), now)).toBe("1y ago");
    expect(formatInteractionDate(before(800 * DAY), now)).toBe("2y ago");
  });

  it("says 'just now' under a minute, and for a clock a little ahead", () => {
    expect(formatInteractionDate(before(30_000), now)).toBe("just now");
    expect(formatInteractionDate(before(-5_000), now)).toBe("just now");
  });

  it("says 'No date' for a missing or unreadable date", () => {
    expect(formatInteractionDate(null, now)).toBe("No date");
    expect(formatInteractionDate("not a date", now)).toBe("No date");
  });
});
