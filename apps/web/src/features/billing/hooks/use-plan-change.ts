import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { companiesQueryKey } from "../../companies/hooks/use-companies";
import { billingQueryKeys } from "./query-keys";

/** Refreshes what a plan change touches: the company (the shell's menu locks read its plan) and the subscription reads. */
export function usePlanChangeRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
      queryClient.invalidateQueries({ queryKey: billingQueryKeys.subscriptions }),
    ]);
  }, [queryClient]);
}
