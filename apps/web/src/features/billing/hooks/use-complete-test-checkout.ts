import { useMutation } from "@tanstack/react-query";
import { completeTestCheckout } from "../api";
import { usePlanChangeRefresh } from "./use-plan-change";

/** Pays a test-mode checkout session; the plan change then shows everywhere (menu locks, pricing, profile). */
export function useCompleteTestCheckout() {
  const refreshAfterPlanChange = usePlanChangeRefresh();
  return useMutation({ mutationFn: completeTestCheckout, onSuccess: () => refreshAfterPlanChange() });
}
