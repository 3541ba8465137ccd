import { describe, expect, it } from "vitest";
import { brandColorAdvice, brandPalette, contrastRatio, DARK_TEXT, DEFAULT_BRAND_COLOR, WHITE } from "./brand.ts";

describe("brand colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("puts white text on a dark brand colour and keeps it as the accent", () => {
    expect(brandPalette("#1E3A8A")).toEqual({ brand: "#1e3a8a", onBrand: WHITE, accent: "#1e3a8a" });
  });

  it("puts dark text on a light brand colour and darkens its accent until it reads on white", () => {
    const palette = brandPalette("#facc15");
    expect(palette.onBrand).toBe(DARK_TEXT);
    expect(contrastRatio(palette.accent, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(palette.accent).not.toBe("#facc15");
  });

  it("falls back to Vemo's colour without a valid brand colour", () => {
    expect(brandPalette(null).brand).toBe(DEFAULT_BRAND_COLOR);
    expect(brandPalette("red").brand).toBe(DEFAULT_BRAND_COLOR);
  });

  it("advises the owner only when white text would be hard to read", () => {
    expect(brandColorAdvice("#1e3a8a")).toBeNull();
    expect(brandColorAdvice("#facc15")).toMatch(/hard to read.*contrast 1\.\d:1/);
  });
});
