import { DEFAULT_ORGANIZATION_SETTINGS, type OrganizationSettings } from "@vemo/shared/contracts/settings";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { Runtime } from "../../runtime.ts";
import { settleSubscription } from "../billing/settle-subscription.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { suggestVemoQuestions } from "../qa/qa.service.ts";
import { readSettings } from "../settings/settings.service.ts";
import { findVemo, listSources, type SourceRow, type VemoRow } from "../vemos/vemos.repository.ts";
import { authorizePublicView } from "./sharing.policy.ts";
import { ensurePublicShareLink, findShareLink, type ShareLinkRow } from "./sharing.repository.ts";

export const DEMO_COMPANY = "Vemo";
export const SHARE_LINK_NOT_FOUND = "Share link not found";

export type ViewableShareLink = { link: ShareLinkRow; vemo: VemoRow; company: CompanyRow | null };

/**
 * A share link that may be viewed now, with its Vemo and organisation (none for the welcome demo);
 * every public share call starts here. 404 for an unknown token, 403 `subscriptionExpired` once
 * the owner's plan no longer allows public sharing.
 */
export async function loadViewableShareLink(options: { db: Db; token: string }): Promise<ViewableShareLink> {
  const found = await findShareLink(options.db, options.token);
  if (!found) throw new AppError("not_found", SHARE_LINK_NOT_FOUND);
  // A period end may have passed since anyone signed in: settle before deciding.
  const company = found.company && (await settleSubscription({ db: options.db, company: found.company }));
  authorizePublicView(found.vemo, company);
  return { link: found.link, vemo: found.vemo, company };
}

/** What a viewable share link shows: the Vemo's videos and its organisation's CTA settings (the defaults for the welcome demo). */
export type SharedVemoContent = ViewableShareLink & {
  videos: SourceRow[];
  ctaButtons: OrganizationSettings["ctaButtons"];
};

export async function readSharedVemo(options: { db: Db; token: string }): Promise<SharedVemoContent> {
  const viewable = await loadViewableShareLink(options);
  const { vemo, company } = viewable;
  const sources = await listSources(options.db, { companyId: vemo.companyId, vemoIds: [vemo.id] });
  const { ctaButtons } = company
    ? await readSettings({ db: options.db, companyId: company.id })
    : DEFAULT_ORGANIZATION_SETTINGS;
  return { ...viewable, videos: sources.filter((source) => source.kind === "video"), ctaButtons };
}

/** The one stable public link of an organisation's own Vemo (never the welcome demo); a paid feature. */
/** The suggested questions of a shared Vemo, as its share page shows them. */
export async function suggestSharedQuestions(options: { runtime: Runtime; token: string }): Promise<string[]> {
  const { vemo } = await loadViewableShareLink({ db: options.runtime.database.db, token: options.token });
  return suggestVemoQuestions({ runtime: options.runtime, vemo });
}

export async function shareVemo(options: {
  db: Db;
  company: CompanyRow;
  vemoId: string;
}): Promise<{ link: ShareLinkRow; isNew: boolean }> {
  const { db, company } = options;
  const vemo = await findVemo(db, { id: options.vemoId, companyId: company.id });
  if (!vemo) throw new AppError("not_found", "Vemo not found");
  return ensurePublicShareLink(db, { companyId: company.id, vemoId: vemo.id });
}

export type SharePageSubject = { status: 200; vemoTitle: string; companyName: string } | { status: 403 | 404 };

/**
 * What the server-rendered share page may show about a link: its Vemo and company while it is
 * viewable, else only the status (404 unknown, 403 refused), and the page's own client shows why.
 */
export async function readSharePageSubject(options: { db: Db; token: string }): Promise<SharePageSubject> {
  try {
    const { vemo, company } = await loadViewableShareLink(options);
    return { status: 200, vemoTitle: vemo.title, companyName: company?.name ?? DEMO_COMPANY };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return { status: 404 };
    if (error instanceof AppError && error.code === "forbidden") return { status: 403 };
    throw error;
  }
}
