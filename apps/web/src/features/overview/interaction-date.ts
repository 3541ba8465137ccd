import { timeAgo } from "@vemo/shared/rules/interaction-sessions";

/** The owner side's relative time ('5m ago', '3h ago', '2d ago', '4mo ago', '1y ago'); 'No date' when unknown. */
export function formatInteractionDate(value: string | null, now: Date = new Date()): string {
  if (value === null || Number.isNaN(Date.parse(value))) return "No date";
  return timeAgo(value, now);
}
