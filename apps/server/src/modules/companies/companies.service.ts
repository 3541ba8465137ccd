import type { Db } from "../../platform/db/database.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { AppError } from "../../platform/errors.ts";
import { settleSubscription } from "../billing/settle-subscription.ts";
import { findMembership } from "../team/team.repository.ts";
import { deleteCompanyOfUser, insertCompany, type CompanyRow } from "./companies.repository.ts";

export async function createCompany(options: {
  db: Db;
  userId: string;
  name: string;
  description?: string | null;
  website: string | null;
  logo: string | null;
  /** SELF_HOSTED_PLAN: the organisation starts on this plan, unpaid. */
  selfHostedPlan: "pro" | "enterprise" | null;
}): Promise<CompanyRow> {
  const { db, userId, name, description, website, logo, selfHostedPlan } = options;
  if (await findMembership(db, userId)) throw new AppError("conflict", "You already have an organization");
  const plan = selfHostedPlan ? { subscriptionPlan: selfHostedPlan, billingProvider: "self_hosted" } : {};
  const company = await insertCompany(db, {
    ownerUserId: userId,
    name,
    description: description ?? null,
    website,
    logoUrl: logo,
    ...plan,
  });
  if (!company) throw new AppError("conflict", "You already have an organization");
  return company;
}

/** The organisation the caller owns or is a member of (at most one), its subscription settled. */
export async function listCompanies(options: { db: Db; userId: string }): Promise<CompanyRow[]> {
  const membership = await findMembership(options.db, options.userId);
  return membership ? [await settleSubscription({ db: options.db, company: membership.company })] : [];
}

/** Where an organisation's files live (its Vemos' documents and captions). */
export function companyFolder(companyId: string): string {
  return `companies/${companyId}`;
}

/** Deletes the caller's organisation (or, with an id, only if that id is the caller's), its data and files. */
export async function deleteCompany(options: {
  db: Db;
  storage: FileStorage;
  userId: string;
  companyId?: string;
}): Promise<void> {
  const deleted = await deleteCompanyOfUser(options.db, options.userId, options.companyId);
  if (!deleted) throw new AppError("not_found", options.companyId ? "Company not found" : "No organization found");
  await options.storage.deleteFolder(companyFolder(deleted.id));
}
