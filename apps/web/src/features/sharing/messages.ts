import { ApiError } from "../../lib/api-client";

export const FREE_PLAN_SHARE_MESSAGE = "Share functionality requires Pro plan. Please upgrade to continue.";
export const SHARE_FAILED_MESSAGE = "Failed to generate share link. Please try again.";
export const COPY_FAILED_MESSAGE = "Failed to copy link. Please copy manually.";

/** A Free user sees the Free-plan message this long before being taken to /pricing. */
export const PRICING_REDIRECT_DELAY_MS = 2000;

export type ShareFailure = { kind: "free-plan" } | { kind: "upgrade"; message: string } | { kind: "failed" };

/**
 * The share call answers 403 with `requiresUpgrade` when the plan does not allow sharing: a Free
 * plan gets the Free message and the way to /pricing; a cancelled or expired subscription gets the
 * upgrade prompt in the server's words.
 */
export function classifyShareFailure(error: unknown): ShareFailure {
  if (!(error instanceof ApiError) || error.status !== 403 || !error.fields.requiresUpgrade) return { kind: "failed" };
  return error.fields.currentPlan === "free" && !error.fields.isCancelled
    ? { kind: "free-plan" }
    : { kind: "upgrade", message: error.message };
}
