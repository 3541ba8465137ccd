/** Seconds as m:ss (minutes run past 59: 75:04), as the player, the seek badge, the test runner and the model prompt show times. */
export function formatClockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}

/** Measured time (fractional seconds) as the whole seconds every list and export shows, so they agree. */
export function wholeSeconds(seconds: number): number {
  return Math.round(seconds);
}
