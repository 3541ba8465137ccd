import { useNavigate } from "react-router";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { PageSpinner } from "../../../components/page-spinner";
import { errorMessage } from "../../../lib/api-client";
import { useCompleteTestCheckout } from "../hooks/use-complete-test-checkout";
import { useTestCheckout } from "../hooks/use-test-checkout";
import { capitalize } from "../plan-state";

/** Amounts are in dollars, like the plan prices. */
const formatAmount = (amount: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);

/** The built-in payment page used when no payment provider is configured: nothing is charged. */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const session = useTestCheckout(sessionId);
  const complete = useCompleteTestCheckout();

  function handleConfirm() {
    complete.mutate(sessionId, { onSuccess: () => navigate("/pricing?checkout=success") });
  }

  function handleCancel() {
    navigate("/pricing");
  }

  if (session.isPending) return <PageSpinner />;

  const isCompleted = session.data?.status === "completed";
  return (
    <main className="p-6">
      <div className="mx-auto max-w-lg space-y-6 rounded-2xl border-2 border-dashed border-amber-400 bg-white p-6">
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900">
            TEST MODE
          </span>
          <p className="text-sm font-medium text-amber-900">Test mode — no real payment is taken</p>
        </div>
        <h1 className="text-2xl font-semibold text-slate-900">Checkout</h1>
        {session.isError && (
          <Notice tone="error">{errorMessage(session.error, "Failed to load the checkout session")}</Notice>
        )}
        {session.data && (
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <dt className="text-slate-500">Organization</dt>
            <dd className="font-medium text-slate-900">{session.data.companyName}</dd>
            <dt className="text-slate-500">Plan</dt>
            <dd className="font-medium text-slate-900">{capitalize(session.data.plan)}</dd>
            <dt className="text-slate-500">Billing cycle</dt>
            <dd className="font-medium text-slate-900">{capitalize(session.data.billingCycle)}</dd>
            <dt className="text-slate-500">Amount</dt>
            <dd className="font-medium text-slate-900">{formatAmount(session.data.amount)}</dd>
          </dl>
        )}
        {isCompleted && <Notice tone="info">This checkout has already been paid.</Notice>}
        {complete.isError && (
          <Notice tone="error">
            {errorMessage(complete.error, "Payment could not be completed. Please try again.")}
          </Notice>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" onClick={handleCancel} className={secondaryButtonClass}>
            Cancel
          </button>
          <button
            type="button"
            disabled={!session.data || isCompleted || complete.isPending || complete.isSuccess}
            onClick={handleConfirm}
            className={primaryButtonClass}
          >
            {complete.isPending ? "Processing..." : "Confirm payment"}
          </button>
        </div>
      </div>
    </main>
  );
}
