/** The longest video the product plays: ten hours. */
export const MAX_START_SECONDS = 36_000;

/**
 * The start of an answer's moment as a number of seconds within 0–36000.
 * Strings are converted; anything not a finite number in range becomes 0 (the start of the video).
 */
export function clampStartSeconds(value: unknown): number {
  const seconds = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof seconds !== "number" || !Number.isFinite(seconds)) return 0;
  if (seconds < 0 || seconds > MAX_START_SECONDS) return 0;
  return seconds;
}
