/** How often a visible share page reports that it is still being watched. */
export const HEARTBEAT_INTERVAL_MS = 15_000;
