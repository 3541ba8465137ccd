import type { Subscription } from "@vemo/shared/contracts/subscription";
import { Link } from "react-router";
import { secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { useCheckout } from "../hooks/use-checkout";
import { checkoutErrorMessage } from "../messages";
import { FREE_FEATURES, FREE_MISSING_FEATURES, PRO_STARTING_PRICE } from "../plan-features";
import { FeatureList } from "./feature-list";
import { UpgradeToProButton } from "./upgrade-to-pro-button";

/** A paid plan that was cancelled or expired leaves the organisation on Free with that status. */
function hasLapsed(subscription: Subscription): boolean {
  return subscription.status === "cancelled" || subscription.status === "expired";
}

const sectionClass = "rounded-xl border border-slate-200 bg-white p-6";

export function FreePlanView({ subscription }: { subscription: Subscription }) {
  const checkout = useCheckout();

  return (
    <div className="max-w-2xl space-y-6">
      {checkout.error && <Notice tone="error">{checkoutErrorMessage(checkout.error)}</Notice>}
      <section aria-labelledby="current-plan" className={sectionClass}>
        <h2 id="current-plan" className="text-lg font-semibold text-slate-900">
          Free Plan
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {hasLapsed(subscription)
            ? "Your paid plan has ended: your organisation is on the Free plan and its shared Vemo links no longer open."
            : "Your organisation is on the Free plan."}
        </p>
        <h3 className="mt-5 text-sm font-semibold text-slate-900">Usage statistics</h3>
        <dl className="mt-2 grid grid-cols-2 gap-4 text-sm">
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-500">Total Vemos</dt>
            <dd className="text-xl font-semibold text-slate-900">{subscription.usage.totalVemos}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-500">Shared Vemos</dt>
            {/* The Free plan cannot share, so nothing of it is shared. */}
            <dd className="text-xl font-semibold text-slate-900">0</dd>
          </div>
        </dl>
        <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-900">Plan features</h3>
        <FeatureList label="Free features" features={FREE_FEATURES} missing={FREE_MISSING_FEATURES} />
      </section>
      <section aria-labelledby="upgrade-prompt" className="rounded-xl border border-indigo-200 bg-indigo-50 p-6">
        <h2 id="upgrade-prompt" className="text-lg font-semibold text-indigo-900">
          Upgrade to Pro
        </h2>
        <p className="mt-1 text-sm text-indigo-800">
          Share your Vemos anywhere, create unique links for each prospect and see how they engage. {PRO_STARTING_PRICE}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <UpgradeToProButton checkout={checkout} />
          <Link to="/pricing" className={secondaryButtonClass}>
            Compare Plans
          </Link>
        </div>
      </section>
    </div>
  );
}
