import { useMutation, useQueryClient } from "@tanstack/react-query";
import { cancelSubscription } from "../api";
import { billingQueryKeys } from "./query-keys";
import { usePlanChangeRefresh } from "./use-plan-change";

/** Cancels at the period's end; the subscription read and the company follow. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const refreshAfterPlanChange = usePlanChangeRefresh();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (subscription, companyId) => {
      queryClient.setQueryData(billingQueryKeys.subscription(companyId), subscription);
      await refreshAfterPlanChange();
    },
  });
}
