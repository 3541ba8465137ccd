import type { ShareBrand } from "@vemo/shared/contracts/brand";
import { brandPalette } from "@vemo/shared/rules/brand";

/**
 * Paints the page in the organisation's brand colour: share.css maps Vemo's indigo onto these
 * variables while the page has `brand-theme`, with text on the colour in the readable one
 * (rules/brand.ts). Set on the document, so dialogs (the lead form) are painted too.
 */
export function applyBrandTheme(brand: Pick<ShareBrand, "color">): void {
  const root = document.documentElement;
  if (!brand.color) {
    root.classList.remove("brand-theme");
    return;
  }
  const palette = brandPalette(brand.color);
  root.style.setProperty("--brand", palette.brand);
  root.style.setProperty("--on-brand", palette.onBrand);
  root.style.setProperty("--brand-accent", palette.accent);
  root.classList.add("brand-theme");
}
