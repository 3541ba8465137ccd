import { ApiError } from "../../lib/api-client";

export const NO_BULK_UPLOADS_TITLE = "No bulk uploads";
export const NO_BULK_UPLOADS_ADVICE =
  "Create a Vemo and use the bulk share feature to generate unique links for your customers.";
export const NO_TEAMMATE_BULK_UPLOADS = "No batches shared by this teammate.";

/** The spec's two failures of the history: the server's status and text, or the network. */
export function bulkUploadsLoadError(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError)
    return `Failed to fetch bulk uploads (${error.status}): ${error.message}`;
  return "Network error occurred: Please check your connection and try again.";
}
