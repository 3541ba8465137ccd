import { z } from "zod";
import { BRAND_COLOR_MESSAGE, BRAND_COLOR_PATTERN } from "../rules/brand.ts";

/** PUT /api/settings/brand: the colour (`null`: Vemo's own) and, on Enterprise, whether to hide "Powered by Vemo". */
export const UpdateBrandBody = z.object({
  brandColor: z
    .string({ error: BRAND_COLOR_MESSAGE })
    .trim()
    .regex(BRAND_COLOR_PATTERN, BRAND_COLOR_MESSAGE)
    .nullable(),
  hidePoweredBy: z.boolean({ error: "hidePoweredBy must be true or false" }),
});
export type UpdateBrandBody = z.infer<typeof UpdateBrandBody>;

/** The organisation's brand as the Brand tab edits it. */
export const BrandSettings = z.object({
  brandColor: z.string().nullable(),
  hidePoweredBy: z.boolean(),
  /** Where the logo is served (public, cacheable for good: a new upload gets a new address), or null. */
  logoUrl: z.string().nullable(),
  /** Whether the plan has white-label options: "Powered by Vemo" is hidden only then. */
  canHidePoweredBy: z.boolean(),
});
export type BrandSettings = z.infer<typeof BrandSettings>;

export const BrandResponse = z.object({ success: z.literal(true), data: BrandSettings });
export type BrandResponse = z.infer<typeof BrandResponse>;

/** What a share page, its embed and its lead form show of the organisation's brand. */
export const ShareBrand = z.object({
  color: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** False once an Enterprise organisation hid "Powered by Vemo". */
  poweredBy: z.boolean(),
});
export type ShareBrand = z.infer<typeof ShareBrand>;

/** GET /api/brand-logos/{logoId}: a logo by its upload's id. */
export const BrandLogoParams = z.object({ logoId: z.uuid({ error: "Logo not found" }) });
