import { z } from "zod";

const Dimension = z.coerce
  .number({ error: "maxwidth and maxheight must be positive whole numbers" })
  .int()
  .positive()
  .max(10_000)
  .optional();

/** GET /api/oembed (oEmbed 1.0): `url` a share page of this site; only `format=json` is served. */
export const OEmbedQuery = z.object({
  url: z
    .string({ error: "url is required" })
    .trim()
    .min(1, "url is required")
    .max(2048, "url can be at most 2048 characters"),
  format: z.string().max(20).optional(),
  maxwidth: Dimension,
  maxheight: Dimension,
});
export type OEmbedQuery = z.input<typeof OEmbedQuery>;

/** A "video" oEmbed response whose `html` is the share page's embed code. */
export const OEmbedResponse = z.object({
  version: z.literal("1.0"),
  type: z.literal("video"),
  title: z.string(),
  author_name: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.number(),
  height: z.number(),
  cache_age: z.number(),
});
export type OEmbedResponse = z.infer<typeof OEmbedResponse>;

/** 501 for any format but json, as oEmbed 1.0 asks of a provider that does not serve it. */
export const OEmbedFormatRefusal = z.object({ success: z.literal(false), error: z.string() });
export type OEmbedFormatRefusal = z.infer<typeof OEmbedFormatRefusal>;
