import type { WatchedRange } from "@vemo/shared/rules/watched-ranges";

/** What the page reports of one video: the seconds played since the last report, and the player's length of it. */
export type WatchedEntry = { videoUrl: string; duration?: number; ranges: WatchedRange[] };

/**
 * A position further past the last one than the player could have played since (at the fastest
 * speed a host's player offers, and at least this many seconds of video) is a jump, not playing on:
 * a seek starts a new range rather than filling the gap. Measured against the time passed, so a
 * player read on a timer that a busy page delays still counts what it played.
 */
const MIN_STEP_SECONDS = 3;
const FASTEST_PLAYBACK_RATE = 4;

type OpenRange = { videoUrl: string; start: number; end: number; at: number };

/**
 * The seconds of each video this page played audibly while visible, kept until the next heartbeat
 * or the goodbye takes them (docs/analytics.md). The players tell it each position while playing
 * and when they stop counting (paused, muted, seeking, ended).
 */
export function createWatchLog(now: () => number = () => performance.now()) {
  let pending = new Map<string, WatchedEntry>();
  let open: OpenRange | null = null;

  function entryOf(videoUrl: string): WatchedEntry {
    let entry = pending.get(videoUrl);
    if (!entry) {
      entry = { videoUrl, ranges: [] };
      pending.set(videoUrl, entry);
    }
    return entry;
  }

  function close() {
    if (open && open.end > open.start) entryOf(open.videoUrl).ranges.push([open.start, open.end]);
    open = null;
  }

  return {
    /** The video is playing, audible, at `position`. */
    played(videoUrl: string, position: number, duration: number) {
      if (!Number.isFinite(position)) return;
      if (Number.isFinite(duration) && duration > 0) entryOf(videoUrl).duration = duration;
      if (document.visibilityState !== "visible") return close();
      const at = now();
      const step = open && open.videoUrl === videoUrl ? position - open.end : -1;
      if (open && step >= 0 && step <= Math.max(MIN_STEP_SECONDS, ((at - open.at) / 1000) * FASTEST_PLAYBACK_RATE)) {
        open.end = position;
        open.at = at;
        return;
      }
      close();
      open = { videoUrl, start: position, end: position, at };
    },
    /** Nothing counts until the next `played`. */
    stopped: close,
    /** What played since the last call, ranges still open included (they go on from where they stop). */
    take(): WatchedEntry[] {
      const resumed = open;
      close();
      if (resumed) open = { ...resumed, start: resumed.end };
      const entries = [...pending.values()].filter((entry) => entry.ranges.length > 0);
      pending = new Map();
      return entries;
    },
    /** Entries a report could not deliver, to go with the next one. */
    putBack(entries: readonly WatchedEntry[]) {
      for (const entry of entries) {
        const current = entryOf(entry.videoUrl);
        current.ranges.unshift(...entry.ranges);
        current.duration ??= entry.duration;
      }
    },
  };
}

/** The share page's one log: its player writes, its heartbeats and goodbye read. */
export const watchLog = createWatchLog();
