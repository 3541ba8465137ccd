import type { ViewerFormat } from "../viewer-text/format.ts";

// The short form a public link with lead capture on shows before the first question. Plain
// functions (no zod): the share page's small bundle checks with them, the server's contract too.

export const LEAD_NAME_REQUIRED_MESSAGE = "Name is required";
export const LEAD_EMAIL_REQUIRED_MESSAGE = "Email is required";
export const LEAD_EMAIL_INVALID_MESSAGE = "Please enter a valid email address";
export const LEAD_NAME_MAX = 200;
export const LEAD_EMAIL_MAX = 254;
export const LEAD_COMPANY_MAX = 200;

export const LEAD_CAPTURE_OFF_MESSAGE = "This link does not ask for visitor details";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address-like e-mail: something@domain.tld, no spaces. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

export type LeadValues = { name: string; email: string; company: string };
export type LeadErrors = Partial<Record<keyof LeadValues, string>>;

/** The form's problems by field, in the page's language (`text`); empty when it may be sent. */
export function leadProblems(values: LeadValues, text: ViewerFormat): LeadErrors {
  const errors: LeadErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (name === "") errors.name = text("lead.nameRequired");
  else if (name.length > LEAD_NAME_MAX) errors.name = text("lead.nameTooLong", { max: LEAD_NAME_MAX });
  if (email === "") errors.email = text("lead.emailRequired");
  else if (email.length > LEAD_EMAIL_MAX || !isEmailAddress(email)) errors.email = text("lead.emailInvalid");
  if (values.company.trim().length > LEAD_COMPANY_MAX)
    errors.company = text("lead.companyTooLong", { max: LEAD_COMPANY_MAX });
  return errors;
}

/** The e-mailed code a lead form asks for when its link checks e-mails: six digits. */
export const LEAD_CODE_PATTERN = /^\d{6}$/;
export const LEAD_CODE_MESSAGE = "Enter the six digits of the code";
/** A code works for this long, for this many tries (wrong ones count); a new one replaces it. */
export const LEAD_CODE_TTL_MINUTES = 10;
export const LEAD_CODE_MAX_ATTEMPTS = 5;
/** A new code for the same address waits this long after the last one, so the form cannot flood an inbox. */
export const LEAD_CODE_RESEND_SECONDS = 30;
