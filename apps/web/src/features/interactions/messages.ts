export const INTERACTIONS_UPGRADE_TITLE = "Upgrade Required";
export const INTERACTIONS_UPGRADE_MESSAGE =
  "Customer interactions are a Pro feature. Upgrade to Pro to see who watched your Vemos, what they asked and an AI summary of each prospect.";

export const CUSTOMER_LIST_FAILED_MESSAGE = "Failed to load customer interactions";
export const DETAILS_FAILED_MESSAGE = "Failed to load interaction details";
export const VEMO_INTERACTIONS_FAILED_MESSAGE = "Failed to fetch interactions";
export const NO_VEMO_INTERACTIONS_MESSAGE = "No interactions found for this Vemo";
export const NO_MATCHES_MESSAGE = "No interactions found matching your search.";
export const NO_INTERACTIONS_MESSAGE = "No interactions found.";
export const EXPORT_FAILED_MESSAGE = "Failed to export CSV. Please try again.";
export const DETAILS_DIALOG_TITLE = "Interaction Details";
