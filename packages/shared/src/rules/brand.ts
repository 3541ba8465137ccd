// An organisation's brand colour on the share page, the embed, the lead form and the owner e-mails:
// buttons take it as their background, links and accents as their text colour on white. WCAG 2
// contrast decides which text goes on the colour and how dark an accent must be to read on white.

export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
export const BRAND_COLOR_MESSAGE = "Brand colour must be a hex colour such as #4f46e5";
/** Vemo's own indigo, used when the organisation has no brand colour. */
export const DEFAULT_BRAND_COLOR = "#4f46e5";
/** Normal text must reach this contrast (WCAG AA); large text and buttons' shapes 3. */
export const READABLE_CONTRAST = 4.5;
export const WHITE = "#ffffff";
/** The dark text put on light brand colours. */
export const DARK_TEXT = "#0f172a";

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** The colour made darker, step by step, until it reads on white. */
function darkenUntilReadable(hex: string): string {
  let rgb = channels(hex) as number[];
  let color = hex.toLowerCase();
  while (contrastRatio(color, WHITE) < READABLE_CONTRAST) {
    rgb = rgb.map((channel) => channel * 0.9);
    color = toHex(rgb);
  }
  return color;
}

/** The colours a page paints with one brand colour. */
export type BrandPalette = {
  /** Buttons' and headers' background: the brand colour itself. */
  brand: string;
  /** Text on the brand colour: white when it reads, else dark. */
  onBrand: string;
  /** Links and accents on white: the brand colour, darkened when it would not read. */
  accent: string;
};

export function brandPalette(color: string | null): BrandPalette {
  const brand = color && BRAND_COLOR_PATTERN.test(color) ? color.toLowerCase() : DEFAULT_BRAND_COLOR;
  const onBrand = contrastRatio(brand, WHITE) >= READABLE_CONTRAST ? WHITE : DARK_TEXT;
  return { brand, onBrand, accent: darkenUntilReadable(brand) };
}

/** What the Brand tab tells the owner of a colour; null when white text reads on it. */
export function brandColorAdvice(color: string): string | null {
  if (!BRAND_COLOR_PATTERN.test(color)) return BRAND_COLOR_MESSAGE;
  const ratio = contrastRatio(color, WHITE);
  if (ratio >= READABLE_CONTRAST) return null;
  return `White text is hard to read on this colour (contrast ${ratio.toFixed(1)}:1 against white): buttons will use dark text, and links a darker shade.`;
}

/** Logo uploads: what is accepted, and up to what size. */
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/svg+xml"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Where a logo is served, on whichever host the page is: share pages are served at custom domains too. */
export function brandLogoPath(logoId: string): string {
  return `/api/brand-logos/${logoId}`;
}
