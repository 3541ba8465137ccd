import { FREE_PLAN_VEMO_LIMIT } from "@vemo/shared/rules/plans";
import { Link } from "react-router";
import type { Company } from "@vemo/shared/contracts/companies";
import { useVemos } from "../hooks/use-vemos";

/**
 * "2 of 3 Vemos on the Free plan", shown on the Free plan before the owner fills a form; at the
 * limit it says so plainly with the way to upgrade. The welcome demo does not count.
 */
export function FreePlanUsage({ company }: { company: Company }) {
  const vemos = useVemos(company.id);
  if (company.subscription_plan !== "free" || !vemos.data) return null;
  const used = vemos.data.filter((vemo) => !vemo.isDemo).length;
  const isAtLimit = used >= FREE_PLAN_VEMO_LIMIT;
  return (
    <p
      role="status"
      className={`rounded-lg px-4 py-3 text-sm ${isAtLimit ? "bg-amber-50 text-amber-900" : "border border-slate-200 bg-white text-slate-700"}`}
    >
      {used} of {FREE_PLAN_VEMO_LIMIT} Vemos on the Free plan.
      {isAtLimit && " You have reached the Free plan's limit: upgrade to Pro to create more. "}
      {isAtLimit && (
        <Link to="/pricing" className="font-medium text-indigo-700 underline">
          Upgrade to Pro
        </Link>
      )}
    </p>
  );
}
