// How the details dialog groups a prospect's questions into past interactions (sessions) and
// estimates the time each took, from the questions' times alone.

/** A gap longer than this between two questions starts a new session. */
export const SESSION_GAP_MS = 2 * 60 * 60 * 1000;
const SECONDS_PER_QUESTION = 45;
const MIN_SECONDS_PER_QUESTION = 30;
const FIRST_SESSION_BONUS_MAX_SECONDS = 300;
const FIRST_SESSION_BONUS_SHARE = 0.3;
const MAX_SESSION_SECONDS = 1800;

/** Groups items by time: oldest first, a new group after each gap longer than 2 hours. */
export function splitIntoSessions<T extends { created_at: string }>(items: readonly T[]): T[][] {
  const sorted = [...items].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  const sessions: T[][] = [];
  let previous: number | null = null;
  for (const item of sorted) {
    const time = Date.parse(item.created_at);
    if (previous === null || time - previous > SESSION_GAP_MS) sessions.push([]);
    sessions.at(-1)?.push(item);
    previous = time;
  }
  return sessions;
}

/**
 * A session's estimated time in seconds: the span from its first to its last question plus 45 s
 * per question, plus for the first listed session a bonus of 30 % of the span up to 300 s; at
 * least 30 s per question, at most 1800 s.
 */
export function estimateSessionSeconds(questionTimes: readonly string[], isFirstListed: boolean): number {
  if (questionTimes.length === 0) return 0;
  const times = questionTimes.map((time) => Date.parse(time));
  const span = (Math.max(...times) - Math.min(...times)) / 1000;
  const bonus = isFirstListed ? Math.min(FIRST_SESSION_BONUS_MAX_SECONDS, FIRST_SESSION_BONUS_SHARE * span) : 0;
  const estimate = Math.max(
    span + SECONDS_PER_QUESTION * times.length + bonus,
    MIN_SECONDS_PER_QUESTION * times.length,
  );
  return Math.round(Math.min(estimate, MAX_SESSION_SECONDS));
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The owner side's relative time: 'Nm ago', 'Nh ago', 'Nd ago', 'Nmo ago' (30-day months) or
 * 'Ny ago' (365-day years), whole units rounded down; under a minute (or a clock a little ahead)
 * reads 'just now' rather than '0m ago'.
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / MINUTE_MS);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days}d ago`;
  if (days < 365) return `${Math.floor(days / 30)}mo ago`;
  return `${Math.floor(days / 365)}y ago`;
}

/** 'Today', 'Yesterday', 'N days ago' up to 7 days, otherwise the date as the viewer's locale writes it. */
export function relativeDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const startOfDay = (value: Date) => new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days <= 7) return `${days} days ago`;
  return date.toLocaleDateString();
}
