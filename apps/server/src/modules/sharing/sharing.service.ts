import type { OrganizationSettings } from "@vemo/shared/contracts/settings";
import { personalize, type GreetingPerson } from "@vemo/shared/rules/personal-greeting";
import { brandLogoPath } from "@vemo/shared/rules/brand";
import type { ViewerLanguage } from "@vemo/shared/viewer-text/languages";
import { showsPoweredBy } from "../brand/brand.policy.ts";
import type { BrandRow } from "../brand/brand.repository.ts";
import { readBrand } from "../brand/brand.service.ts";
import { shareOriginOf } from "../custom-domain/custom-domain.service.ts";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { Runtime } from "../../runtime.ts";
import { settleSubscription } from "../billing/settle-subscription.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { suggestVemoQuestions } from "../qa/qa.service.ts";
import { findVemo, type SourceRow } from "../vemos/vemos.repository.ts";
import { authorizeLinkState, authorizePasscodeGrant } from "../link-controls/link-access.ts";
import { authorizePublicView } from "./sharing.policy.ts";
import { ensurePublicShareLink, type ShareLinkRow } from "./sharing.repository.ts";
import { findCurrentShareLink, type CurrentShareLink } from "./share-link-cache.ts";

export const DEMO_COMPANY = "Vemo";
export const SHARE_LINK_NOT_FOUND = "Share link not found";

export type ViewableShareLink = Pick<CurrentShareLink, "link" | "vemo" | "sources" | "settings" | "taughtAnswers"> & {
  company: CompanyRow | null;
};

/**
 * A share link that is open now, with its Vemo and organisation (none for the welcome demo):
 * 404 for an unknown token, 410 once the owner disabled it or it expired, 403 `subscriptionExpired`
 * once the owner's plan no longer allows public sharing. Its passcode is not asked: this serves
 * unlocking it and the calls of a visit already let in (heartbeat, goodbye).
 */
export async function loadOpenShareLink(options: { db: Db; token: string; now?: Date }): Promise<ViewableShareLink> {
  const found = await findCurrentShareLink(options.db, options.token);
  if (!found) throw new AppError("not_found", SHARE_LINK_NOT_FOUND);
  return openShareLink(options.db, found, options.now ?? new Date());
}

async function openShareLink(db: Db, found: CurrentShareLink, now: Date): Promise<ViewableShareLink> {
  authorizeLinkState(found.link, now);
  // A period end may have passed since anyone signed in: settle before deciding.
  const company = found.company && (await settleSubscription({ db, company: found.company }));
  authorizePublicView(found.vemo, company);
  const { link, vemo, sources, settings, taughtAnswers } = found;
  return { link, vemo, company, sources, settings, taughtAnswers };
}

/**
 * A share link that may be viewed now; every public share call starts here. Beyond an open link,
 * a passcode link needs the caller's live grant (`x-share-grant`, from POST …/unlock): 401 `passcodeRequired` otherwise.
 */
export async function loadViewableShareLink(options: {
  db: Db;
  token: string;
  grant?: string | null;
  now?: Date;
}): Promise<ViewableShareLink> {
  const now = options.now ?? new Date();
  const viewable = await loadOpenShareLink({ ...options, now });
  await authorizePasscodeGrant({ db: options.db, link: viewable.link, grant: options.grant, now });
  return viewable;
}

/** What a viewable share link shows: the Vemo's videos and its organisation's CTA settings and brand (the defaults for the welcome demo). */
export type SharedVemoContent = ViewableShareLink & {
  videos: SourceRow[];
  ctaButtons: OrganizationSettings["ctaButtons"];
  brand: BrandRow | null;
};

export async function readSharedVemo(options: {
  db: Db;
  token: string;
  grant?: string | null;
}): Promise<SharedVemoContent> {
  const viewable = await loadViewableShareLink(options);
  const { company, sources, settings } = viewable;
  const brand = company ? await readBrand({ db: options.db, companyId: company.id }) : null;
  const videos = sources.filter((source) => source.kind === "video");
  return { ...viewable, videos, ctaButtons: settings.ctaButtons, brand };
}

/** The one stable public link of an organisation's own Vemo (never the welcome demo); a paid feature. */
/** The suggested questions of a shared Vemo, as its share page shows them. */
export async function suggestSharedQuestions(options: {
  runtime: Runtime;
  token: string;
  grant?: string | null;
}): Promise<string[]> {
  const { vemo, sources } = await loadViewableShareLink({
    db: options.runtime.database.db,
    token: options.token,
    grant: options.grant,
  });
  return suggestVemoQuestions({ runtime: options.runtime, vemo, sources });
}

export async function shareVemo(options: {
  db: Db;
  company: CompanyRow;
  /** The teammate sharing it, recorded on the link when it is created now. */
  userId: string;
  vemoId: string;
}): Promise<{ link: ShareLinkRow; isNew: boolean }> {
  const { db, company } = options;
  const vemo = await findVemo(db, { id: options.vemoId, companyId: company.id });
  if (!vemo) throw new AppError("not_found", "Vemo not found");
  return ensurePublicShareLink(db, { companyId: company.id, vemoId: vemo.id }, options.userId);
}

/** Who a link's page greets: a unique link's prospect; nobody on the public link. */
export function linkPerson(link: Pick<ShareLinkRow, "kind" | "clientName" | "clientCompany">): GreetingPerson | null {
  return link.kind === "unique" ? { name: link.clientName, company: link.clientCompany } : null;
}

/** `language`: the Vemo's pinned language, which its page shows whatever the link's state. */
export type SharePageSubject = { language: ViewerLanguage | null } & (
  | {
      status: 200;
      vemoTitle: string;
      companyName: string;
      /** The organisation's verified custom domain, else PUBLIC_URL: canonical, Open Graph and oEmbed URLs use it. */
      shareOrigin: string;
      /** The logo's path for link previews, or null: previews show PNG and JPEG, not SVG. */
      logoPath: string | null;
      poweredBy: boolean;
    }
  | { status: 401 | 403 | 404 | 410 }
);

const SUBJECT_STATUS = { unauthorized: 401, forbidden: 403, not_found: 404, gone: 410 } as const;

/**
 * What the server-rendered share page may show about a link: its Vemo and company while it is
 * viewable without a passcode, else only the status (404 unknown, 410 disabled or expired, 403
 * refused plan, 401 passcode), and the page's own client shows why.
 */
export async function readSharePageSubject(options: {
  db: Db;
  publicUrl: string;
  token: string;
}): Promise<SharePageSubject> {
  const { db, publicUrl } = options;
  const found = await findCurrentShareLink(db, options.token);
  if (!found) return { status: 404, language: null };
  const { language } = found.vemo;
  try {
    const now = new Date();
    const { link, vemo, company } = await openShareLink(db, found, now);
    await authorizePasscodeGrant({ db, link, grant: null, now });
    const brand = company && (await readBrand({ db, companyId: company.id }));
    return {
      status: 200,
      language,
      vemoTitle: personalize(vemo.title, linkPerson(link)),
      companyName: company?.name ?? DEMO_COMPANY,
      shareOrigin: await shareOriginOf({ db, publicUrl, company }),
      logoPath: brand?.logoId && brand.logoType !== "image/svg+xml" ? brandLogoPath(brand.logoId) : null,
      poweredBy: showsPoweredBy(brand, company),
    };
  } catch (error) {
    if (error instanceof AppError && error.code in SUBJECT_STATUS)
      return { status: SUBJECT_STATUS[error.code as keyof typeof SUBJECT_STATUS], language };
    throw error;
  }
}
