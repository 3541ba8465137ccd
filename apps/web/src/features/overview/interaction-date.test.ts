import { describe, expect, it } from "vitest";
import { formatInteractionDate } from "./interaction-date";

const now = new Date(2024, 2, 10, 9, 0);
const at = (day: number, hour = 12) => new Date(2024, 2, day, hour).toISOString();

describe("formatInteractionDate", () => {
  it("labels recent days relatively, by calendar day", () => {
    expect(formatInteractionDate(at(10, 1), now)).toBe("Today");
    expect(formatInteractionDate(at(9, 23), now)).toBe("Yesterday");
    expect(formatInteractionDate(at(8), now)).toBe("2 days ago");
    expect(formatInteractionDate(at(3), now)).toBe("7 days ago");
  });

  it("shows the date itself after 7 days", () => {
    expect(formatInteractionDate(at(2), now)).toBe(new Date(2024, 2, 2, 12).toLocaleDateString());
  });

  it("says 'No date' for a missing or unreadable date", () => {
    expect(formatInteractionDate(null, now)).toBe("No date");
    expect(formatInteractionDate("not a date", now)).toBe("No date");
  });
});
