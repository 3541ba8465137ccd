import { hasPaidAccess } from "@vemo/shared/rules/plans";
import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import type { VemoRow } from "../vemos/vemos.repository.ts";
import type { ShareLinkRow } from "./sharing.repository.ts";

/**
 * A share link works only while its owner's plan allows public sharing (Pro or Enterprise with an
 * active-like status); the welcome demo's link always works.
 */
export function authorizePublicView(vemo: VemoRow, company: CompanyRow | null): void {
  if (vemo.isDemo) return;
  const isAllowed = company && hasPaidAccess({ subscription_plan: company.subscriptionPlan, subscription_status: company.subscriptionStatus });
  if (!isAllowed) {
    throw new AppError(
      "forbidden",
      "This Vemo is no longer available: the owner's subscription has ended or was downgraded to Free, and public sharing needs Pro or Enterprise.",
      { subscriptionExpired: true },
    );
  }
}

/** Lead capture asks only on an organisation's public link: a unique link already knows its prospect. */
export function isLeadCaptureOn(link: Pick<ShareLinkRow, "kind">, vemo: Pick<VemoRow, "isDemo" | "leadCapture">): boolean {
  return link.kind === "public" && !vemo.isDemo && vemo.leadCapture;
}
