import { describe, expect, it } from "vitest";
import { engagementScore, isHotProspect } from "./engagement.ts";

describe("engagementScore", () => {
  it("is 0 for a prospect who opened the page once, watched nothing and asked nothing", () => {
    expect(engagementScore({ watchedPercent: 0, questionCount: 0, visitCount: 1 })).toBe(0);
  });

  it("gives half for watching everything, 10 per question up to three, 10 per return visit up to two", () => {
    expect(engagementScore({ watchedPercent: 100, questionCount: 0, visitCount: 1 })).toBe(50);
    expect(engagementScore({ watchedPercent: 0, questionCount: 2, visitCount: 1 })).toBe(20);
    expect(engagementScore({ watchedPercent: 0, questionCount: 9, visitCount: 1 })).toBe(30);
    expect(engagementScore({ watchedPercent: 0, questionCount: 0, visitCount: 2 })).toBe(10);
    expect(engagementScore({ watchedPercent: 0, questionCount: 0, visitCount: 7 })).toBe(20);
    expect(engagementScore({ watchedPercent: 100, questionCount: 5, visitCount: 5 })).toBe(100);
  });

  it("rounds a partial watch and never leaves 0–100 for odd input", () => {
    expect(engagementScore({ watchedPercent: 78, questionCount: 1, visitCount: 1 })).toBe(49);
    expect(engagementScore({ watchedPercent: 250, questionCount: -3, visitCount: 0 })).toBe(50);
  });

  it("marks 70 and more as a hot prospect", () => {
    const watchedAndAsked = engagementScore({ watchedPercent: 80, questionCount: 3, visitCount: 1 });
    expect(watchedAndAsked).toBe(70);
    expect(isHotProspect(watchedAndAsked)).toBe(true);
    expect(isHotProspect(engagementScore({ watchedPercent: 100, questionCount: 1, visitCount: 1 }))).toBe(false);
  });
});
