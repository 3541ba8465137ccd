import { PRO_PRICES, yearlySaving } from "@vemo/shared/rules/plans";
import type { BillingCycle } from "@vemo/shared/rules/plans";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { PageSpinner } from "../../../components/page-spinner";
import { useCompany } from "../../companies/company-context";
import { useCancelSubscription } from "../hooks/use-cancel-subscription";
import { useCheckout } from "../hooks/use-checkout";
import { useSubscription } from "../hooks/use-subscription";
import {
  CHECKOUT_SUCCESS_MESSAGE,
  DOWNGRADE_SUCCESS_MESSAGE,
  checkoutErrorMessage,
  downgradeErrorMessage,
} from "../messages";
import { FREE_FEATURES, FREE_MISSING_FEATURES, PRO_FEATURES } from "../plan-features";
import { capitalize, formatDate, readPlanState } from "../plan-state";
import type { PlanState } from "../plan-state";
import { useDelayedReload } from "../hooks/use-delayed-reload";
import { BillingCycleToggle } from "./billing-cycle-toggle";
import { PlanCard } from "./plan-card";
import type { PlanCardAction } from "./plan-card";
import { Toast, TOAST_EXIT_MS, useToast } from "../../../components/toast";
import { formatDollars } from "../money";

/** The pricing page reloads this long after a downgrade succeeded. */
const DOWNGRADE_RELOAD_MS = 2000;
/** The pricing page's toasts are gone 5 s after they appear, their exit included. */
const PRICING_TOAST_MS = 5000;

type CardHandlers = { onCheckout: () => void; onDowngrade: () => void; onManage: () => void };

function freeCardAction(state: PlanState, { onDowngrade }: CardHandlers): PlanCardAction {
  if (state.plan === "free") return { label: "Current Plan", isDisabled: true };
  if (state.isActivePaid) return { label: "Downgrade to Free", onClick: onDowngrade };
  // Already cancelled: Free follows by itself when the paid period ends.
  return {
    label: state.accessEndsAt ? `Free from ${formatDate(state.accessEndsAt)}` : "Downgrade to Free",
    isDisabled: true,
  };
}

function proCardAction(state: PlanState, cycle: BillingCycle, { onCheckout, onManage }: CardHandlers): PlanCardAction {
  if (state.plan === "free") return { label: "Upgrade to Pro", onClick: onCheckout };
  if (state.isCancelled) return { label: "Renew Pro Plan", onClick: onCheckout };
  if (state.plan === "pro" && state.billingCycle === cycle) return { label: "Current Plan", isDisabled: true };
  // A live paid plan is changed in the profile's subscription tab (its billing portal), not by a second checkout.
  return { label: state.plan === "pro" ? `Switch to ${capitalize(cycle)}` : "Manage Subscription", onClick: onManage };
}

export function PricingPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { company } = useCompany();
  const subscription = useSubscription(company?.id);
  const checkout = useCheckout();
  const cancel = useCancelSubscription();
  const { toast, isLeaving, showToast, closeToast } = useToast({
    initial: searchParams.get("checkout") === "success" ? { tone: "success", text: CHECKOUT_SUCCESS_MESSAGE } : null,
    shownMs: PRICING_TOAST_MS - TOAST_EXIT_MS,
  });
  const [selectedCycle, setSelectedCycle] = useState<BillingCycle | null>(null);
  const [isDowngradeOpen, setIsDowngradeOpen] = useState(false);
  const [isReloadScheduled, setIsReloadScheduled] = useState(false);
  useDelayedReload(isReloadScheduled, DOWNGRADE_RELOAD_MS);

  // The checkout's return flag is shown once; a later reload should not repeat it.
  useEffect(() => {
    if (searchParams.has("checkout")) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  if (company && subscription.isPending) return <PageSpinner />;

  const state = readPlanState(company, subscription.data);
  const cycle = selectedCycle ?? (state.plan === "free" ? "monthly" : state.billingCycle);
  const handlers: CardHandlers = {
    onCheckout: () =>
      checkout.start(cycle, { onError: (error) => showToast({ tone: "error", text: checkoutErrorMessage(error) }) }),
    onDowngrade: () => setIsDowngradeOpen(true),
    onManage: () => navigate("/profile", { state: { tab: "subscription" } }),
  };
  const proAction = proCardAction(state, cycle, handlers);
  const periodEnd = subscription.data?.currentPeriodEnd;

  function handleConfirmDowngrade() {
    if (!company) return;
    cancel.mutate(company.id, {
      onSuccess: () => {
        showToast({ tone: "success", text: DOWNGRADE_SUCCESS_MESSAGE });
        setIsReloadScheduled(true);
      },
      onError: (error) => showToast({ tone: "error", text: downgradeErrorMessage(error) }),
      onSettled: () => setIsDowngradeOpen(false),
    });
  }

  return (
    <main className="p-6">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-center text-3xl font-bold text-slate-900">Pricing</h1>
        <p className="mt-2 text-center text-slate-600">Choose the plan that fits your team.</p>
        <div className="mt-6 flex justify-center">
          <BillingCycleToggle cycle={cycle} onChange={setSelectedCycle} />
        </div>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <PlanCard
            name="Free"
            price="$0"
            period="/month"
            badges={state.plan === "free" ? ["CURRENT PLAN"] : []}
            features={FREE_FEATURES}
            missingFeatures={FREE_MISSING_FEATURES}
            action={freeCardAction(state, handlers)}
          />
          <PlanCard
            name="Pro"
            price={formatDollars(PRO_PRICES[cycle])}
            period={cycle === "monthly" ? "/month" : "/year"}
            note={
              cycle === "yearly"
                ? `Save ${formatDollars(yearlySaving())} a year compared to monthly billing`
                : undefined
            }
            badges={[
              ...(state.plan === "pro" ? ["CURRENT PLAN"] : []),
              ...(state.plan === "free" ? ["MOST POPULAR"] : []),
              ...(state.plan === "pro" && state.isCancelled ? ["CANCELLED"] : []),
            ]}
            features={PRO_FEATURES}
            isHighlighted
            action={{ ...proAction, isDisabled: proAction.isDisabled || checkout.isRedirecting }}
          />
        </div>
      </div>
      {isDowngradeOpen && (
        <ConfirmDialog
          title="Confirm Downgrade to Free"
          message={`Your Pro features stay available until the end of your billing period${periodEnd ? ` (${formatDate(periodEnd)})` : ""}. After that your organisation moves to the Free plan and its shared Vemo links stop working.`}
          confirmLabel={cancel.isPending ? "Cancelling..." : "Confirm Downgrade"}
          cancelLabel="Keep Pro"
          isBusy={cancel.isPending}
          onConfirm={handleConfirmDowngrade}
          onCancel={() => setIsDowngradeOpen(false)}
        />
      )}
      {toast && <Toast toast={toast} isLeaving={isLeaving} onClose={closeToast} />}
    </main>
  );
}
