import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useCompany } from "../../companies/company-context";
import { useCancelSubscription } from "../hooks/use-cancel-subscription";
import { useSubscription } from "../hooks/use-subscription";
import { useDelayedReload } from "../hooks/use-delayed-reload";
import { FreePlanView } from "./free-plan-view";
import { PaidPlanView } from "./paid-plan-view";
import type { CancelFeedback } from "./paid-plan-view";

/** The subscription tab reloads this long after a cancel succeeded. */
const CANCEL_RELOAD_MS = 1500;

/** The profile's Subscription & Billing tab. The cancel lives here so its outcome outlasts the view it changes. */
export function SubscriptionTab() {
  const { company } = useCompany();
  const subscription = useSubscription(company?.id);
  const cancel = useCancelSubscription();
  const [cancelFeedback, setCancelFeedback] = useState<CancelFeedback | null>(null);
  useDelayedReload(cancelFeedback?.tone === "success", CANCEL_RELOAD_MS);

  function handleCancel() {
    if (!company) return;
    setCancelFeedback(null);
    cancel.mutate(company.id, {
      onSuccess: () => setCancelFeedback({ tone: "success", text: "Subscription cancelled successfully" }),
      onError: (error) =>
        setCancelFeedback({ tone: "error", text: errorMessage(error, "Failed to cancel subscription") }),
    });
  }

  if (!company || subscription.isError) {
    return (
      <p role="alert" className="text-red-700">
        Unable to load subscription information.
      </p>
    );
  }
  if (subscription.isPending) {
    return (
      <div role="status" aria-label="Loading subscription" className="flex justify-center py-10">
        <span className="h-8 w-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600" />
      </div>
    );
  }
  if (subscription.data.plan === "free") return <FreePlanView subscription={subscription.data} />;
  return (
    <PaidPlanView
      companyId={company.id}
      subscription={subscription.data}
      isCancelling={cancel.isPending}
      cancelFeedback={cancelFeedback}
      onCancel={handleCancel}
    />
  );
}
