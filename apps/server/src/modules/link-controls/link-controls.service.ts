import { randomBytes } from "node:crypto";
import type { UpdateShareLinkBody } from "@vemo/shared/contracts/link-controls";
import { SHARE_GRANT_TTL_MS, WRONG_PASSCODE_MESSAGE } from "@vemo/shared/rules/link-controls";
import type { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { recordActivity } from "../activity/activity.repository.ts";
import { AppError } from "../../platform/errors.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";
import { SHARE_LINK_NOT_FOUND } from "../sharing/sharing.service.ts";
import { BULK_UPLOAD_NOT_FOUND } from "../bulk-uploads/bulk-uploads.service.ts";
import { findCompanyBulkUpload } from "../bulk-uploads/bulk-uploads.repository.ts";
import { grantHash } from "./link-access.ts";
import {
  disableLinks,
  findCompanyShareLink,
  insertGrant,
  listBatchLinks,
  updateLinkControls,
  type LinkControlChanges,
} from "./link-controls.repository.ts";

const EXPIRY_IN_PAST_MESSAGE = "Pick an expiry date and time in the future";
const VERIFY_EMAIL_PUBLIC_ONLY = "E-mail verification applies to the public link's lead form only";
export const VERIFY_EMAIL_NEEDS_SMTP = "E-mail verification needs an SMTP server (SMTP_URL) to send the codes";

/** A right passcode earns a grant to the (open) link for SHARE_GRANT_TTL_MS; a wrong one is 403. */
export async function unlockShareLink(options: {
  db: Db;
  link: ShareLinkRow;
  passcode: string;
  now?: Date;
}): Promise<{ grant: string; expiresAt: Date }> {
  const { db, link } = options;
  const now = options.now ?? new Date();
  if (!link.passcodeHash) throw new AppError("conflict", "This link has no passcode");
  if (!(await verifyPassword(link.passcodeHash, options.passcode)))
    throw new AppError("forbidden", WRONG_PASSCODE_MESSAGE, { passcodeRequired: true });
  const grant = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SHARE_GRANT_TTL_MS);
  await insertGrant(db, { tokenHash: grantHash(grant), shareLinkId: link.id, expiresAt, now });
  return { grant, expiresAt };
}

async function findOwnLink(db: Db, company: CompanyRow, id: string): Promise<ShareLinkRow> {
  const link = await findCompanyShareLink(db, { id, companyId: company.id });
  if (!link) throw new AppError("not_found", SHARE_LINK_NOT_FOUND);
  return link;
}

/** Who a link is for, as the activity log names it. */
function linkTarget(link: ShareLinkRow): string {
  return link.kind === "public" ? "The public link" : `${link.clientName ?? "A prospect"}'s link`;
}

/**
 * The owner switches a link on or off, sets or clears its expiry and passcode, and (public link)
 * e-mail checks. Switching it off is logged as a revocation.
 */
export async function updateShareLink(options: {
  db: Db;
  company: CompanyRow;
  userId: string;
  id: string;
  input: z.output<typeof UpdateShareLinkBody>;
  /** SMTP is set: codes can be e-mailed, so the lead form's e-mail check can be turned on. */
  canSendEmail: boolean;
  now?: Date;
}): Promise<ShareLinkRow> {
  const { db, company, input } = options;
  const now = options.now ?? new Date();
  const link = await findOwnLink(db, company, options.id);
  const changes: LinkControlChanges = {};
  if (input.disabled !== undefined) changes.disabledAt = input.disabled ? (link.disabledAt ?? now) : null;
  if (input.expiresAt !== undefined) {
    const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
    if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new AppError("bad_request", EXPIRY_IN_PAST_MESSAGE);
    changes.expiresAt = expiresAt;
  }
  if (input.passcode !== undefined)
    changes.passcodeHash = input.passcode === null ? null : await hashPassword(input.passcode);
  if (input.verifyEmail !== undefined) {
    if (link.kind !== "public" && input.verifyEmail) throw new AppError("bad_request", VERIFY_EMAIL_PUBLIC_ONLY);
    if (input.verifyEmail && !options.canSendEmail) throw new AppError("bad_request", VERIFY_EMAIL_NEEDS_SMTP);
    changes.verifyEmail = input.verifyEmail;
  }
  const updated = await updateLinkControls(db, { id: link.id, companyId: company.id, changes });
  if (!updated) throw new AppError("not_found", SHARE_LINK_NOT_FOUND);
  if (!link.disabledAt && updated.disabledAt)
    await recordActivity(db, {
      companyId: company.id,
      actorUserId: options.userId,
      kind: "links.revoked",
      target: linkTarget(link),
    });
  return updated;
}

/** Disables many links at once (a bulk batch's); all or none, so a wrong id changes nothing. */
export async function revokeShareLinks(options: {
  db: Db;
  company: CompanyRow;
  userId: string;
  ids: string[];
  now?: Date;
}): Promise<{ revoked: number; alreadyDisabled: number }> {
  const { db, company } = options;
  const result = await disableLinks(db, { ids: options.ids, companyId: company.id, now: options.now ?? new Date() });
  if (!result) throw new AppError("not_found", `${SHARE_LINK_NOT_FOUND}: nothing was revoked`);
  if (result.revoked > 0)
    await recordActivity(db, {
      companyId: company.id,
      actorUserId: options.userId,
      kind: "links.revoked",
      target: result.revoked === 1 ? "1 link" : `${result.revoked} links`,
    });
  return result;
}

/** A batch's links with their state (bulk uploads are a paid feature). */
export async function readBatchLinks(options: { db: Db; company: CompanyRow; bulkUploadId: string }) {
  const { db, company } = options;
  const batch = await findCompanyBulkUpload(db, { id: options.bulkUploadId, companyId: company.id });
  if (!batch) throw new AppError("not_found", BULK_UPLOAD_NOT_FOUND);
  return listBatchLinks(db, { bulkUploadId: batch.id, companyId: company.id });
}
