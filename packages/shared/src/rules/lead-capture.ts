// The short form a public link with lead capture on shows before the first question. Plain
// functions (no zod): the share page's small bundle checks with them, the server's contract too.

export const LEAD_NAME_REQUIRED_MESSAGE = "Name is required";
export const LEAD_EMAIL_REQUIRED_MESSAGE = "Email is required";
export const LEAD_EMAIL_INVALID_MESSAGE = "Please enter a valid email address";
export const LEAD_NAME_MAX = 200;
export const LEAD_EMAIL_MAX = 254;
export const LEAD_COMPANY_MAX = 200;

export const LEAD_FORM_HEADING = "Tell us who you are";
export const LEAD_FORM_INTRO = "Enter your details to ask questions about this Vemo.";
export const LEAD_FORM_SUBMIT = "Continue";
export const LEAD_FORM_FAILED_MESSAGE = "Could not save your details. Please try again.";
export const LEAD_CAPTURE_OFF_MESSAGE = "This link does not ask for visitor details";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address-like e-mail: something@domain.tld, no spaces. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

export type LeadValues = { name: string; email: string; company: string };
export type LeadErrors = Partial<Record<keyof LeadValues, string>>;

/** The form's problems by field, with the spec's messages; empty when it may be sent. */
export function leadProblems(values: LeadValues): LeadErrors {
  const errors: LeadErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (name === "") errors.name = LEAD_NAME_REQUIRED_MESSAGE;
  else if (name.length > LEAD_NAME_MAX) errors.name = `Name can be at most ${LEAD_NAME_MAX} characters`;
  if (email === "") errors.email = LEAD_EMAIL_REQUIRED_MESSAGE;
  else if (email.length > LEAD_EMAIL_MAX || !isEmailAddress(email)) errors.email = LEAD_EMAIL_INVALID_MESSAGE;
  if (values.company.trim().length > LEAD_COMPANY_MAX)
    errors.company = `Company can be at most ${LEAD_COMPANY_MAX} characters`;
  return errors;
}
