import { randomInt } from "node:crypto";
import type { LeadCaptureBody, VerifyLeadBody } from "@vemo/shared/contracts/sharing";
import {
  LEAD_CODE_MAX_ATTEMPTS,
  LEAD_CODE_RESEND_SECONDS,
  LEAD_CODE_TTL_MINUTES,
} from "@vemo/shared/rules/lead-capture";
import { personalize } from "@vemo/shared/rules/personal-greeting";
import { viewerText } from "@vemo/shared/viewer-text/catalogues";
import { en } from "@vemo/shared/viewer-text/en";
import type { z } from "zod";
import type { MailSettings } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { sendEmail } from "../notifications/mailer.ts";
import { claimLeadCodeAttempt, deleteLeadCode, findLeadCode, replaceLeadCode } from "./lead-codes.repository.ts";
import { authorizeLeadCapture } from "./sharing.policy.ts";
import { ensureProspectLink } from "./sharing.repository.ts";
import { DEMO_COMPANY, loadViewableShareLink, type ViewableShareLink } from "./sharing.service.ts";
import { viewerLanguage } from "./viewer-language.ts";

const CODE_SEND_FAILED = "Could not send the code. Please try again in a moment.";
const CODE_JUST_SENT = "A code was sent a moment ago. Please wait before asking for another.";

type LeadInput = z.output<typeof LeadCaptureBody>;
type LinkCall = { db: Db; token: string; grant?: string | null; now?: Date };

/**
 * A visitor of a public link with lead capture on says who they are: they get the Vemo's unique
 * link for their e-mail (made now, or the one they already have) and the page carries on as that
 * prospect, so their views, questions, e-mails and webhooks are a unique-link prospect's. When the
 * link checks e-mails and SMTP is set, a six-digit code goes to the address first (`codeSent`) and
 * `verifyLead` gives the link; without SMTP no code can be sent and the form is taken as it is. The
 * prospect's link counts as shared by whoever shared the public link.
 */
export async function captureLead(
  options: LinkCall & { input: LeadInput; mail: MailSettings | null; acceptLanguage?: string },
): Promise<{ shareToken: string } | { codeSent: true }> {
  const { db, input, mail } = options;
  const viewable = await loadLeadLink(options);
  if (!viewable.link.verifyEmail || !mail) return { shareToken: await prospectToken(db, viewable, input) };
  await sendLeadCode({ ...options, mail, viewable });
  return { codeSent: true };
}

/**
 * The e-mailed code for the address: right, the visitor gets their link as `captureLead` gives it; wrong,
 * 403 (each try counts, LEAD_CODE_MAX_ATTEMPTS at most, then 429 `tooManyCodes`); none, expired or used, 410.
 */
export async function verifyLead(
  options: LinkCall & { input: z.output<typeof VerifyLeadBody> },
): Promise<{ shareToken: string }> {
  const { db, input } = options;
  const now = options.now ?? new Date();
  const viewable = await loadLeadLink(options);
  const key = { shareLinkId: viewable.link.id, email: input.email };
  const pending = await claimLeadCodeAttempt(db, { ...key, now, maxAttempts: LEAD_CODE_MAX_ATTEMPTS });
  if (!pending) {
    const dead = await findLeadCode(db, key);
    if (dead && dead.expiresAt > now)
      throw new AppError("rate_limited", en["lead.tooManyTries"], { tooManyCodes: true });
    throw new AppError("gone", en["lead.codeExpired"]);
  }
  if (!(await verifyPassword(pending.codeHash, input.code))) throw new AppError("forbidden", en["lead.codeWrong"]);
  await deleteLeadCode(db, key);
  return { shareToken: await prospectToken(db, viewable, pending) };
}

async function loadLeadLink(options: LinkCall): Promise<ViewableShareLink> {
  const viewable = await loadViewableShareLink(options);
  authorizeLeadCapture(viewable.link, viewable.vemo, viewable.company);
  return viewable;
}

async function prospectToken(
  db: Db,
  { vemo, link: publicLink }: ViewableShareLink,
  lead: Pick<LeadInput, "name" | "email" | "company">,
): Promise<string> {
  const { link } = await ensureProspectLink(db, vemo, {
    clientName: lead.name,
    clientEmail: lead.email,
    clientCompany: lead.company,
    createdByUserId: publicLink.createdByUserId,
  });
  return link.token;
}

/** A new code, stored as an Argon2 hash with the details it confirms, e-mailed in the page's language. */
async function sendLeadCode(options: {
  db: Db;
  mail: MailSettings;
  viewable: ViewableShareLink;
  input: LeadInput;
  acceptLanguage?: string;
  now?: Date;
}): Promise<void> {
  const { db, viewable, input } = options;
  const now = options.now ?? new Date();
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  const isStored = await replaceLeadCode(
    db,
    {
      shareLinkId: viewable.link.id,
      email: input.email,
      name: input.name,
      company: input.company,
      codeHash: await hashPassword(code),
      expiresAt: new Date(now.getTime() + LEAD_CODE_TTL_MINUTES * 60_000),
    },
    { now, resendAfter: new Date(now.getTime() - LEAD_CODE_RESEND_SECONDS * 1000) },
  );
  if (!isStored) throw new AppError("rate_limited", CODE_JUST_SENT, {}, LEAD_CODE_RESEND_SECONDS);
  const { format } = viewerText(
    viewerLanguage({ pinned: viewable.vemo.language, acceptLanguage: options.acceptLanguage }),
  );
  const about = {
    title: personalize(viewable.vemo.title, { name: input.name, company: input.company }),
    company: viewable.company?.name ?? DEMO_COMPANY,
  };
  try {
    await sendEmail(options.mail, {
      to: input.email,
      subject: format("email.codeSubject", about),
      text: format("email.codeBody", { ...about, code, minutes: LEAD_CODE_TTL_MINUTES }),
    });
  } catch {
    // The code never arrived: the visitor may ask again at once.
    await deleteLeadCode(db, { shareLinkId: viewable.link.id, email: input.email });
    throw new AppError("unavailable", CODE_SEND_FAILED);
  }
}
