import { LEAD_CAPTURE_OFF_MESSAGE } from "@vemo/shared/rules/lead-capture";
import { hasPaidAccess } from "@vemo/shared/rules/plans";
import { AppError } from "../../platform/errors.ts";
import { authorizePaidFeature } from "../billing/billing.policy.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import type { VemoRow } from "../vemos/vemos.repository.ts";
import type { ShareLinkRow } from "./sharing.repository.ts";

/**
 * A share link works only while its owner's plan allows public sharing (Pro or Enterprise with an
 * active-like status); the welcome demo's link always works.
 */
type PlanOf = Pick<CompanyRow, "subscriptionPlan" | "subscriptionStatus">;

export function authorizePublicView(vemo: Pick<VemoRow, "isDemo">, company: PlanOf | null): void {
  if (vemo.isDemo) return;
  const isAllowed =
    company &&
    hasPaidAccess({ subscription_plan: company.subscriptionPlan, subscription_status: company.subscriptionStatus });
  if (!isAllowed) {
    throw new AppError(
      "forbidden",
      "This Vemo is no longer available: the owner's subscription has ended or was downgraded to Free, and public sharing needs Pro or Enterprise.",
      { subscriptionExpired: true },
    );
  }
}

/** Lead capture asks only on an organisation's public link: a unique link already knows its prospect. */
export function isLeadCaptureOn(
  link: Pick<ShareLinkRow, "kind">,
  vemo: Pick<VemoRow, "isDemo" | "leadCapture">,
): boolean {
  return link.kind === "public" && !vemo.isDemo && vemo.leadCapture;
}

/**
 * A visitor may leave their details only where the link asks for them; they get a unique link, a
 * paid feature, so a lapsed plan is refused as on the owner's share dialog.
 */
export function authorizeLeadCapture<C extends PlanOf>(
  link: Pick<ShareLinkRow, "kind">,
  vemo: Pick<VemoRow, "isDemo" | "leadCapture">,
  company: C | null,
): asserts company is C {
  if (!company || !isLeadCaptureOn(link, vemo)) throw new AppError("conflict", LEAD_CAPTURE_OFF_MESSAGE);
  authorizePaidFeature(company, "uniqueLinks");
}
