import { useNavigate } from "react-router";
import { secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { UpgradeToProButton } from "../../billing/components/upgrade-to-pro-button";
import { useCheckout } from "../../billing/hooks/use-checkout";
import { checkoutErrorMessage } from "../../billing/messages";

const PRO_BULK_FEATURES = [
  "Create unique links for each prospect",
  "Upload CSV or Excel files with hundreds of customers",
  "Download every batch's links as CSV",
] as const;

/** What an organisation without paid access sees instead of the history. */
export function BulkUploadProGate() {
  const navigate = useNavigate();
  const checkout = useCheckout();

  return (
    <section
      aria-labelledby="bulk-pro-gate"
      className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <h2 id="bulk-pro-gate" className="text-xl font-semibold text-slate-900">
        Bulk Upload requires Pro plan
      </h2>
      <ul className="mt-4 space-y-2 text-left text-sm text-slate-700">
        {PRO_BULK_FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-indigo-600">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {checkout.error && (
        <div className="mt-4 text-left">
          <Notice tone="error">{checkoutErrorMessage(checkout.error)}</Notice>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => navigate("/vemos")} className={secondaryButtonClass}>
          Back to Vemos
        </button>
        <UpgradeToProButton checkout={checkout} />
      </div>
    </section>
  );
}
