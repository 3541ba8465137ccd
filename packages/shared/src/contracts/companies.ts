import { z } from "zod";
import { BILLING_CYCLES, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from "../rules/plans.ts";
import { websiteUrl } from "../rules/websites.ts";

const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), message);

/** POST /api/companies (the Create Company modal's rules; organisation setup sends the same call). */
export const CreateCompanyBody = z.object({
  name: z
    .string({ error: "Company name is required" })
    .trim()
    .min(1, "Company name is required")
    .min(2, "Company name must be at least 2 characters")
    .max(99, "Company name must be less than 100 characters"),
  description: z.string().trim().max(2000, "Description must be at most 2000 characters").nullish(),
  website: optionalUrl("Website must be a valid URL"),
  logo: optionalUrl("Logo must be a valid URL"),
});
export type CreateCompanyBody = z.input<typeof CreateCompanyBody>;

export const Company = z.object({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  logo_url: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  subscription_plan: z.enum(SUBSCRIPTION_PLANS),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  billing_cycle: z.enum(BILLING_CYCLES),
});
export type Company = z.infer<typeof Company>;

export const CompanyIdParams = z.object({ id: z.string().max(100) });
export type CompanyIdParams = z.infer<typeof CompanyIdParams>;

export const CompanyListResponse = z.object({ success: z.literal(true), data: z.array(Company) });
export type CompanyListResponse = z.infer<typeof CompanyListResponse>;
export const CompanyResponse = z.object({ success: z.literal(true), data: Company });
export type CompanyResponse = z.infer<typeof CompanyResponse>;
export const DeleteCompanyResponse = z.object({ success: z.literal(true), message: z.string() });
export type DeleteCompanyResponse = z.infer<typeof DeleteCompanyResponse>;

/**
 * The organisation-setup form ('Welcome'): only the spec's rules (a name of at least 2 characters, a
 * website that is a URL); it then sends POST /api/companies, whose refusal (a name of 100 characters
 * or more) the form shows in the server's words.
 */
export const OrganizationSetupForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Organization name is required")
    .min(2, "Organization name must be at least 2 characters"),
  // Optional; a bare domain is completed to https://, so what passes here passes CreateCompanyBody.
  website: z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === "") return "";
      const url = websiteUrl(value);
      if (url === null) context.addIssue({ code: "custom", message: "Please enter a valid website URL" });
      return url ?? z.NEVER;
    }),
});
export type OrganizationSetupForm = z.input<typeof OrganizationSetupForm>;
