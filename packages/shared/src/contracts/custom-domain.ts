import { z } from "zod";
import { CUSTOM_DOMAIN_MESSAGE, isCustomDomainHost } from "../rules/custom-domain.ts";

/** PUT /api/settings/domain: the host share pages are to be served at, such as demo.acme.com. */
export const CustomDomainBody = z.object({
  host: z
    .string({ error: CUSTOM_DOMAIN_MESSAGE })
    .trim()
    .toLowerCase()
    .max(253, CUSTOM_DOMAIN_MESSAGE)
    .refine(isCustomDomainHost, CUSTOM_DOMAIN_MESSAGE),
});
export type CustomDomainBody = z.input<typeof CustomDomainBody>;

export const CustomDomain = z.object({
  host: z.string(),
  /** `pending` until POST /api/settings/domain/verify finds the token at the host. */
  status: z.enum(["pending", "verified"]),
  verifiedAt: z.string().nullable(),
  /** The DNS record to create: a CNAME from the host to this Vemo's own host. */
  dnsRecord: z.object({ type: z.literal("CNAME"), name: z.string(), value: z.string() }),
  /** What verifying fetches: this address must answer with this token (Vemo answers it itself once the CNAME is in place). */
  verification: z.object({ url: z.string(), token: z.string() }),
  /** Where share links are served: the custom domain once verified, else PUBLIC_URL. */
  shareOrigin: z.string(),
});
export type CustomDomain = z.infer<typeof CustomDomain>;

export const CustomDomainResponse = z.object({ success: z.literal(true), data: CustomDomain.nullable() });
export type CustomDomainResponse = z.infer<typeof CustomDomainResponse>;
