import { relativeDate } from "@vemo/shared/rules/interaction-sessions";

/** The shared relative date (Today, Yesterday, 'N days ago' up to 7 days, else the date); 'No date' when unknown. */
export function formatInteractionDate(value: string | null, now: Date = new Date()): string {
  if (value === null || Number.isNaN(Date.parse(value))) return "No date";
  return relativeDate(value, now);
}
