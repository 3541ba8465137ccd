const DAY_MS = 24 * 60 * 60 * 1000;

/** Days ago up to which a date reads 'N days ago'; older ones show the date itself. */
const RELATIVE_DAYS = 7;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** 'Today', 'Yesterday', 'N days ago' (up to 7 days, by calendar day), else the local date; 'No date' when unknown. */
export function formatInteractionDate(value: string | null, now: Date = new Date()): string {
  const date = value === null ? null : new Date(value);
  if (!date || Number.isNaN(date.getTime())) return "No date";
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days <= RELATIVE_DAYS) return `${days} days ago`;
  return date.toLocaleDateString();
}
