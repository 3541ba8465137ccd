import type { Subscription } from "@vemo/shared/contracts/subscription";
import { isActiveLikeStatus, TRIAL_DAYS, trialEndsAt } from "@vemo/shared/rules/plans";
import { useState } from "react";
import { Link } from "react-router";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Notice } from "../../../components/notice";
import { useBillingPortal } from "../hooks/use-billing-portal";
import { useCheckout } from "../hooks/use-checkout";
import { billingPortalErrorMessage, checkoutErrorMessage } from "../messages";
import { ENTERPRISE_FEATURES, PRO_FEATURES } from "../plan-features";
import { capitalize, formatDate } from "../plan-state";
import { FeatureList } from "./feature-list";
import { STATUS_LABELS, StatusBadge } from "./status-badge";

export type CancelFeedback = { tone: "success" | "error"; text: string };

type PaidPlanViewProps = {
  companyId: string;
  subscription: Subscription;
  isCancelling: boolean;
  cancelFeedback: CancelFeedback | null;
  onCancel: () => void;
};

/** The trial is the first days after a paid plan's start date: is it still on, and when does (did) it end. */
function readTrial(startDate: string | null, now: number): { isOn: boolean; endsAt: Date } | null {
  if (!startDate) return null;
  const endsAt = trialEndsAt(new Date(startDate));
  return { isOn: now < endsAt.getTime(), endsAt };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

export function PaidPlanView({ companyId, subscription, isCancelling, cancelFeedback, onCancel }: PaidPlanViewProps) {
  const checkout = useCheckout();
  const billingPortal = useBillingPortal();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [now] = useState(() => Date.now());
  const { plan, status, startDate, nextBillingDate, billingCycle, cancelAtPeriodEnd, currentPeriodEnd } = subscription;
  const planName = capitalize(plan);
  const isActive = isActiveLikeStatus(status);
  // Cancelled at the period's end: still paid for, and its links keep working, until then.
  const isEnding = isActive && cancelAtPeriodEnd;
  const trial = isEnding ? null : readTrial(startDate, now);
  const trialEnd = trial && formatDate(trial.endsAt.toISOString());

  function handleConfirmCancel() {
    setIsConfirmOpen(false);
    onCancel();
  }

  return (
    <div className="max-w-2xl space-y-6">
      {cancelFeedback && <Notice tone={cancelFeedback.tone}>{cancelFeedback.text}</Notice>}
      {billingPortal.isError && <Notice tone="error">{billingPortalErrorMessage(billingPortal.error)}</Notice>}
      {checkout.error && <Notice tone="error">{checkoutErrorMessage(checkout.error)}</Notice>}
      {!isActive && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <p className="font-semibold">Subscription {STATUS_LABELS[status]}</p>
          <p className="mt-1">
            Your subscription is no longer active. All shared Vemo links have been disabled. Reactivate your
            subscription to restore access.
          </p>
        </div>
      )}
      <section aria-labelledby="current-plan" className="rounded-xl border border-slate-200 bg-white p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="current-plan" className="text-lg font-semibold text-slate-900">
            {planName} Plan
          </h2>
          <StatusBadge status={isEnding ? "cancelled" : status} isTrial={isActive && trial?.isOn === true} />
        </div>
        {trial?.isOn && (
          <p className="mt-1 text-sm text-slate-600">
            {planName} — paid; the first {TRIAL_DAYS} days are your trial period.{" "}
            <span className="whitespace-nowrap">Trial period ends {trialEnd}</span>
          </p>
        )}
        {trial && !trial.isOn && <p className="mt-1 text-sm text-slate-600">Trial ended {trialEnd}</p>}
        {isEnding && (
          <p className="mt-1 text-sm font-medium text-amber-800">
            Cancelled — you keep {planName} until{" "}
            {currentPeriodEnd ? formatDate(currentPeriodEnd) : "the end of your billing period"}; your links keep
            working until then. After that your organisation moves to the Free plan and its shared links stop working.
          </p>
        )}
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
          {startDate && <Fact label="Started" value={formatDate(startDate)} />}
          {isActive && !cancelAtPeriodEnd && nextBillingDate && (
            <Fact label="Next billing" value={formatDate(nextBillingDate)} />
          )}
          {isEnding && currentPeriodEnd && <Fact label="Access until" value={formatDate(currentPeriodEnd)} />}
          <Fact label="Billing cycle" value={capitalize(billingCycle)} />
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {isActive ? (
            <>
              <Link to="/pricing" className={secondaryButtonClass}>
                Change Plan
              </Link>
              <button
                type="button"
                disabled={billingPortal.isPending}
                onClick={() => billingPortal.mutate(companyId)}
                className={secondaryButtonClass}
              >
                Manage Billing
              </button>
              {!isEnding && (
                <button
                  type="button"
                  disabled={isCancelling}
                  onClick={() => setIsConfirmOpen(true)}
                  className={dangerButtonClass}
                >
                  {isCancelling ? "Cancelling..." : "Cancel Subscription"}
                </button>
              )}
            </>
          ) : (
            <button
              type="button"
              disabled={checkout.isRedirecting}
              onClick={() => checkout.start(billingCycle)}
              className={primaryButtonClass}
            >
              Reactivate Subscription
            </button>
          )}
        </div>
      </section>
      <section aria-labelledby="plan-features" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="plan-features" className="mb-3 text-lg font-semibold text-slate-900">
          {planName} features
        </h2>
        <FeatureList
          label={`${planName} features`}
          features={plan === "enterprise" ? ENTERPRISE_FEATURES : PRO_FEATURES}
        />
      </section>
      {isConfirmOpen && (
        <ConfirmDialog
          title="Cancel Subscription"
          message="Are you sure you want to cancel your subscription? All your shared Vemos will stop working and you'll lose access to premium features."
          cancelLabel="Keep Subscription"
          confirmLabel="Yes, Cancel"
          onConfirm={handleConfirmCancel}
          onCancel={() => setIsConfirmOpen(false)}
        />
      )}
    </div>
  );
}
