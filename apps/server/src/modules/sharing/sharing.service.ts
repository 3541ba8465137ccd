import type { SharedVemo, ShareVemoResponse } from "@vemo/shared/contracts/sharing";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { authorizePaidFeature } from "../billing/billing.policy.ts";
import { settleSubscription } from "../billing/settle-subscription.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { findVemo, listSources } from "../vemos/vemos.repository.ts";
import { authorizePublicView } from "./sharing.policy.ts";
import { ensurePublicShareLink, findShareLink } from "./sharing.repository.ts";

const DEMO_COMPANY = "Vemo";

export async function getSharedVemo(options: { db: Db; token: string }): Promise<SharedVemo> {
  const found = await findShareLink(options.db, options.token);
  if (!found) throw new AppError("not_found", "Share link not found");
  const { link, vemo } = found;
  // A period end may have passed since anyone signed in: settle before deciding.
  const company = found.company && (await settleSubscription({ db: options.db, company: found.company }));
  authorizePublicView(vemo, company);
  const videos = (await listSources(options.db, [vemo.id])).filter((source) => source.kind === "video");
  const companyName = company?.name ?? DEMO_COMPANY;
  return {
    id: vemo.id,
    title: vemo.title,
    description: vemo.description,
    welcomeMessage: vemo.welcomeMessage,
    company: { name: companyName, display_name: companyName },
    videos: videos.map((video) => ({ video_url: video.url, title: video.title })),
    calendly_link: vemo.calendlyLink,
    share_token: link.token,
    isDemo: vemo.isDemo,
  };
}

/** The one stable public link of an organisation's own Vemo (never the welcome demo); a paid feature. */
export async function shareVemo(options: { db: Db; company: CompanyRow; vemoId: string; publicUrl: string }): Promise<ShareVemoResponse> {
  const { db, company } = options;
  const vemo = await findVemo(db, { id: options.vemoId, companyId: company.id });
  if (!vemo) throw new AppError("not_found", "Vemo not found");
  authorizePaidFeature(company);
  const { link, isNew } = await ensurePublicShareLink(db, vemo);
  return { success: true, shareUrl: `${options.publicUrl}/share/${link.token}`, shareId: link.id, isNewLink: isNew };
}
