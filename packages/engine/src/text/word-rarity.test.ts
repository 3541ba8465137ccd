import { describe, expect, it } from "vitest";
import { generalRarity } from "./word-rarity.ts";

describe("generalRarity", () => {
  it("ranks everyday words below specialised ones, on a 0–1 scale", () => {
    expect(generalRarity("make")).toBeLessThan(generalRarity("dashboard"));
    expect(generalRarity("dashboard")).toBeLessThan(1);
    expect(generalRarity("make")).toBeGreaterThan(0);
  });

  it("treats words missing from the dictionary as rarest, and inflections like their dictionary form", () => {
    expect(generalRarity("artboard")).toBe(1);
    expect(generalRarity("dashboards")).toBe(generalRarity("dashboard"));
  });
});
