import { useMutation } from "@tanstack/react-query";
import type { BillingCycle } from "@vemo/shared/rules/plans";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { readAccessToken } from "../../auth/session-storage";
import { startCheckout } from "../api";
import { browserPage } from "../browser-page";

type CheckoutCallbacks = { onError?: (error: unknown) => void };

/**
 * Starts a Pro checkout and sends the browser to the checkout page; without a stored token the user signs in first.
 * `isRedirecting` stays true once the address is known, so buttons do not come back while the page changes.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: startCheckout,
    // A full page load even for the test-mode page of this app: the server may also answer with
    // /pricing?checkout=success (a resumed subscription), which must be read afresh.
    onSuccess: (checkoutUrl) => browserPage.loadPage(checkoutUrl),
  });
  const { mutate } = mutation;

  const start = useCallback(
    (billingCycle: BillingCycle, callbacks: CheckoutCallbacks = {}) => {
      if (!readAccessToken()) {
        navigate("/login");
        return;
      }
      mutate({ plan: "pro", billingCycle }, { onError: callbacks.onError });
    },
    [mutate, navigate],
  );

  return { start, isRedirecting: mutation.isPending || mutation.isSuccess, error: mutation.error };
}

export type Checkout = ReturnType<typeof useCheckout>;
