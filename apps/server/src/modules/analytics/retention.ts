import type { VideoRetention } from "@vemo/shared/contracts/analytics";

/** A second of a video as the totals keep it. */
export type SecondTotals = { second: number; views: number; replays: number; questions: number };

/** The drop-off is the most viewers lost within this many seconds. */
const DROP_OFF_WINDOW_SECONDS = 10;
/** The chart gets at most this many points; a longer video is sampled evenly. */
const MAX_POINTS = 600;

/**
 * One video's retention from its per-second totals: at each second the sessions that played it and
 * their share of the sessions that played any of the video (`viewsInAll`), where the most of them
 * left within 10 s, the most replayed stretch (the seconds around the peak replayed at least half
 * as often) and the questions per second.
 */
export function videoRetention(options: {
  videoUrl: string;
  duration: number;
  viewsInAll: number;
  totals: readonly SecondTotals[];
}): VideoRetention {
  const { duration, viewsInAll } = options;
  const length = Math.max(Math.ceil(duration), ...options.totals.map((total) => total.second + 1), 0);
  const bySecond = new Map(options.totals.map((total) => [total.second, total]));
  const views = Array.from({ length }, (_, second) => bySecond.get(second)?.views ?? 0);
  const share = (count: number) =>
    viewsInAll > 0 ? Math.round((1000 * Math.min(count, viewsInAll)) / viewsInAll) / 1000 : 0;
  const step = Math.max(1, Math.ceil(length / MAX_POINTS));
  const points = [];
  for (let second = 0; second < length; second += step) {
    points.push({ second, viewers: views[second] ?? 0, share: share(views[second] ?? 0) });
  }
  return {
    videoUrl: options.videoUrl,
    duration,
    points,
    dropOff: biggestDropOff(views, share),
    mostReplayed: mostReplayedStretch(Array.from({ length }, (_, second) => bySecond.get(second)?.replays ?? 0)),
    questions: options.totals
      .filter((total) => total.questions > 0)
      .map((total) => ({ second: total.second, count: total.questions })),
  };
}

function biggestDropOff(views: readonly number[], share: (count: number) => number) {
  let best: { second: number; lost: number } | null = null;
  for (let second = 0; second < views.length; second++) {
    const later = views[Math.min(second + DROP_OFF_WINDOW_SECONDS, views.length - 1)] ?? 0;
    const lost = (views[second] ?? 0) - later;
    if (lost > 0 && (!best || lost > best.lost)) best = { second, lost };
  }
  return best ? { second: best.second, share: share(best.lost) } : null;
}

function mostReplayedStretch(replays: readonly number[]) {
  const peak = Math.max(0, ...replays);
  if (peak === 0) return null;
  const at = replays.indexOf(peak);
  let start = at;
  let end = at + 1;
  while (start > 0 && (replays[start - 1] ?? 0) * 2 >= peak) start--;
  while (end < replays.length && (replays[end] ?? 0) * 2 >= peak) end++;
  return { start, end };
}
