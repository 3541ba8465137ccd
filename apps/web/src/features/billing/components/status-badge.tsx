import { isActiveLikeStatus } from "@vemo/shared/rules/plans";
import type { SubscriptionStatus } from "@vemo/shared/rules/plans";

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "Active",
  trialing: "Trial",
  on_trial: "Trial",
  cancelled: "Cancelled",
  expired: "Expired",
  past_due: "Past Due",
};

const badgeClass = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** A subscription status; `isTrial` shows the Trial badge of a paid plan's first days instead. */
export function StatusBadge({ status, isTrial = false }: { status: SubscriptionStatus; isTrial?: boolean }) {
  if (isTrial) return <span className={`${badgeClass} bg-sky-100 text-sky-800`}>Trial</span>;
  const tone = isActiveLikeStatus(status) ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800";
  return <span className={`${badgeClass} ${tone}`}>{STATUS_LABELS[status]}</span>;
}
