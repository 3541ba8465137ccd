import { useId } from "react";
import { Notice } from "../../../components/notice";
import { UpgradeToProButton } from "../../billing/components/upgrade-to-pro-button";
import { useCheckout } from "../../billing/hooks/use-checkout";
import { checkoutErrorMessage } from "../../billing/messages";
import { PRO_STARTING_PRICE } from "../../billing/plan-features";
import { INTERACTIONS_UPGRADE_MESSAGE, INTERACTIONS_UPGRADE_TITLE } from "../messages";

/** Stands in for the interactions of an organisation without paid access; Upgrade to Pro starts a monthly checkout. */
export function UpgradeRequiredPanel() {
  const headingId = useId();
  const checkout = useCheckout();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-lg space-y-4 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {INTERACTIONS_UPGRADE_TITLE}
      </h2>
      <p className="text-sm text-slate-600">{INTERACTIONS_UPGRADE_MESSAGE}</p>
      <p className="text-sm font-medium text-slate-900">{PRO_STARTING_PRICE}</p>
      {checkout.error && <Notice tone="error">{checkoutErrorMessage(checkout.error)}</Notice>}
      <UpgradeToProButton checkout={checkout} />
    </section>
  );
}
