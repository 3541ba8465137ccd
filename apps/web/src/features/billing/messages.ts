import { ApiError } from "../../lib/api-client";

/** The server's refusal or the network failure in its own words; a 5xx text is never shown. */
function failureReason(error: unknown): string {
  return error instanceof ApiError && (error.isClientError || error.isNetworkError) ? error.message : "Unknown error";
}

export function checkoutErrorMessage(error: unknown): string {
  return `Failed to start checkout: ${failureReason(error)}`;
}

/** The pricing page's wording; the subscription tab uses the server's text or 'Failed to cancel subscription'. */
export function downgradeErrorMessage(error: unknown): string {
  return `Failed to cancel subscription: ${failureReason(error)}`;
}

/** The server's refusal, 'Failed to get billing portal' for its other failures, 'Failed to open billing portal' for anything else. */
export function billingPortalErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isClientError) return error.message;
  if (error instanceof ApiError && !error.isNetworkError) return "Failed to get billing portal";
  return "Failed to open billing portal";
}

export const DOWNGRADE_SUCCESS_MESSAGE =
  "Your subscription has been cancelled. You will have access to Pro features until the end of your billing period.";

export const CHECKOUT_SUCCESS_MESSAGE = "Payment successful! Your Pro plan is now active.";
