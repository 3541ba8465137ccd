// Which seconds of a video were played, as merged intervals: what the share page reports with its
// heartbeat, what the server keeps per session and per viewer, and what the owner's bars draw.
// The share page's bundle reads this file, so it carries no zod.

/** `[startSeconds, endSeconds]` of a video, start before end. */
export type WatchedRange = [number, number];

/** A video's watched seconds (each counted once) and the seconds played more than once. */
export type WatchedVideo = { ranges: WatchedRange[]; replayed: WatchedRange[] };

/** Ranges this close (seconds) are one: two reports split at a heartbeat meet at the same moment, give or take a frame. */
const JOIN_GAP_SECONDS = 0.05;

/** Each range within `[0, duration]`, with empty, reversed or non-finite ones dropped, in report order. */
export function clipRanges(ranges: readonly (readonly number[])[], duration: number): WatchedRange[] {
  const length = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const clipped: WatchedRange[] = [];
  for (const range of ranges) {
    const [start, end] = range;
    if (range.length !== 2 || !Number.isFinite(start) || !Number.isFinite(end)) continue;
    const from = Math.max(0, start as number);
    const to = Math.min(length, end as number);
    if (to > from) clipped.push([from, to]);
  }
  return clipped;
}

/** The union of clipped ranges, sorted, overlapping or touching ones joined: never longer than the video. */
export function mergeRanges(ranges: readonly (readonly number[])[], duration: number): WatchedRange[] {
  const sorted = clipRanges(ranges, duration).sort((a, b) => a[0] - b[0]);
  const merged: WatchedRange[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1] + JOIN_GAP_SECONDS) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Seconds covered by merged ranges. */
export function rangesSeconds(ranges: readonly WatchedRange[]): number {
  return ranges.reduce((sum, [start, end]) => sum + (end - start), 0);
}

/** The seconds in both of two merged lists. */
export function intersectRanges(a: readonly WatchedRange[], b: readonly WatchedRange[]): WatchedRange[] {
  const both: WatchedRange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aStart, aEnd] = a[i] as WatchedRange;
    const [bStart, bEnd] = b[j] as WatchedRange;
    const start = Math.max(aStart, bStart);
    const end = Math.min(aEnd, bEnd);
    if (end > start) both.push([start, end]);
    if (aEnd < bEnd) i++;
    else j++;
  }
  return both;
}

/**
 * Adds reported ranges (in play order, as the page saw them) to what was watched: a stretch played
 * again — already watched, or twice within the report — counts once in `ranges` and is remembered
 * in `replayed`. Everything is clipped to the video's length.
 */
export function addWatched(
  watched: WatchedVideo,
  reported: readonly (readonly number[])[],
  duration: number,
): WatchedVideo {
  let ranges = mergeRanges(watched.ranges, duration);
  const replayed = mergeRanges(watched.replayed, duration);
  for (const range of clipRanges(reported, duration)) {
    replayed.push(...intersectRanges(ranges, [range]));
    ranges = mergeRanges([...ranges, range], duration);
  }
  return { ranges, replayed: mergeRanges(replayed, duration) };
}

/** The union of several watched records of one video (a viewer's sessions): replays stay replays, and a stretch watched in two sessions is replayed too. */
export function combineWatched(videos: readonly WatchedVideo[], duration: number): WatchedVideo {
  return videos.reduce<WatchedVideo>(
    (sum, video) => {
      const again = addWatched(sum, video.ranges, duration);
      return { ranges: again.ranges, replayed: mergeRanges([...again.replayed, ...video.replayed], duration) };
    },
    { ranges: [], replayed: [] },
  );
}

/** Watched seconds as a whole percentage of `totalSeconds` (0–100); nothing to watch is 0. */
export function watchedPercent(watchedSeconds: number, totalSeconds: number): number {
  if (!(totalSeconds > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((100 * watchedSeconds) / totalSeconds)));
}
