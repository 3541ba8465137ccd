import { FREE_PLAN_VEMO_LIMIT, hasPaidAccess } from "@vemo/shared/rules/plans";
import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import type { VemoRow } from "./vemos.repository.ts";

type Company = Pick<CompanyRow, "id" | "subscriptionPlan" | "subscriptionStatus">;

/** Throws when the company may not create another Vemo: Free (or inactive paid) plans stop at the limit. */
export function authorizeCreate(company: Company, existingVemos: number): void {
  const isPaid = hasPaidAccess({
    subscription_plan: company.subscriptionPlan,
    subscription_status: company.subscriptionStatus,
  });
  if (!isPaid && existingVemos >= FREE_PLAN_VEMO_LIMIT) {
    throw new AppError(
      "forbidden",
      `The Free plan allows up to ${FREE_PLAN_VEMO_LIMIT} Vemos. Upgrade to Pro to create more.`,
      {
        requiresUpgrade: true,
        currentPlan: company.subscriptionPlan,
      },
    );
  }
}

/** Changing a Vemo (deleting, adding content) is for its own organisation; the demo is read-only. */
export function authorizeChange(company: Company, vemo: VemoRow): void {
  if (vemo.isDemo || vemo.companyId !== company.id)
    throw new AppError("forbidden", "The welcome demo cannot be changed");
}

/** A client may name the organisation it acts for (listing, creating); it must be the caller's own. */
export function authorizeOrganization(
  company: Pick<CompanyRow, "id">,
  companyId: string | undefined,
  action: "list" | "create",
): void {
  if (companyId === undefined || companyId === company.id) return;
  const message =
    action === "list"
      ? "You can only list your own organization's Vemos"
      : "You can only create Vemos for your own organization";
  throw new AppError("forbidden", message);
}

/** process-content names the organisation in its path: another organisation's name finds no Vemo. */
export function authorizeProcessContent(company: Pick<CompanyRow, "name">, companyName: string): void {
  if (companyName.trim().toLowerCase() !== company.name.toLowerCase())
    throw new AppError("not_found", "Vemo not found");
}
