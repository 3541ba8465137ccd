import type { WatchedReport } from "@vemo/shared/contracts/sharing";
import { engagementScore, type EngagementSignals } from "@vemo/shared/rules/engagement";
import { isSameVideo } from "@vemo/shared/rules/video-links";
import {
  addWatched,
  combineWatched,
  rangesSeconds,
  watchedPercent,
  type WatchedVideo,
} from "@vemo/shared/rules/watched-ranges";
import type { Db } from "../../platform/db/database.ts";
import {
  countViewerVisit,
  findViewerSignals,
  learnVideoDuration,
  listVemoVideos,
  listViewerVideos,
  saveEngagementScores,
  saveSessionWatchedPercent,
  saveViewerEngagement,
  updateSessionVideo,
  type SessionVideoRow,
  type VemoVideo,
} from "./watched-videos.repository.ts";

// Watch depth (docs/analytics.md): the share page reports which seconds of each video played; each
// session keeps them merged per video, and the session's and its viewer's watched percent and the
// viewer's engagement score follow every report.

/** A player's reported length is believed up to this (seconds); longer is a forged or broken report. */
const MAX_LEARNED_DURATION_SECONDS = 24 * 60 * 60;

/** Seconds of the video, 0 while its length is unknown. */
export function videoLength(video: VemoVideo): number {
  return video.durationSeconds ?? 0;
}

/** Each video's watched record over the given session rows (several sessions of a viewer merge). */
export function watchedByVideo(videos: readonly VemoVideo[], rows: readonly SessionVideoRow[]) {
  const byVideo = new Map<string, WatchedVideo>();
  for (const video of videos) {
    const records = rows.filter((row) => row.sourceId === video.id);
    byVideo.set(video.id, combineWatched(records, videoLength(video)));
  }
  return byVideo;
}

/** The share of the Vemo's total video length (videos of known length) watched, 0–100. */
function vemoWatchedPercent(videos: readonly VemoVideo[], byVideo: ReadonlyMap<string, WatchedVideo>): number {
  const total = videos.reduce((sum, video) => sum + videoLength(video), 0);
  const watched = videos.reduce((sum, video) => sum + rangesSeconds(byVideo.get(video.id)?.ranges ?? []), 0);
  return watchedPercent(watched, total);
}

/**
 * Adds a report of a session of the viewer to its records: each video of the Vemo it names (other
 * videos — one the owner has since removed — are passed over), clipped to the video's length.
 */
export async function recordWatched(
  db: Db,
  options: { vemoId: string; sessionId: string; viewerId: string; report: WatchedReport | undefined },
): Promise<void> {
  const { sessionId, viewerId, report } = options;
  if (!report || report.length === 0) return;
  const videos = await listVemoVideos(db, options.vemoId);
  for (const entry of report) {
    const video =
      videos.find((candidate) => candidate.url === entry.videoUrl) ??
      videos.find((candidate) => isSameVideo(candidate.url, entry.videoUrl));
    if (!video) continue;
    if (video.durationSeconds === null && entry.duration && entry.duration <= MAX_LEARNED_DURATION_SECONDS) {
      await learnVideoDuration(db, { sourceId: video.id, seconds: entry.duration });
      video.durationSeconds = entry.duration;
    }
    const length = videoLength(video);
    if (length === 0 || entry.ranges.length === 0) continue;
    await updateSessionVideo(db, { sessionId, sourceId: video.id, viewerId }, (current) =>
      addWatched(current, entry.ranges, length),
    );
  }
  const rows = await listViewerVideos(db, viewerId);
  const sessionRows = rows.filter((row) => row.sessionId === sessionId);
  await saveSessionWatchedPercent(db, {
    sessionId,
    percent: vemoWatchedPercent(videos, watchedByVideo(videos, sessionRows)),
  });
  const viewerPercent = vemoWatchedPercent(videos, watchedByVideo(videos, rows));
  const signals = await findViewerSignals(db, viewerId);
  if (signals) await saveEngagement(db, viewerId, { ...signals, watchedPercent: viewerPercent }, true);
}

/** A new visit of the viewer: counted, and the engagement score follows. */
export async function recordVisit(db: Db, viewerId: string): Promise<void> {
  const signals = await countViewerVisit(db, viewerId);
  if (signals) await saveEngagement(db, viewerId, signals, false);
}

/**
 * Viewers' engagement scores after a change of their questions (`signals`: as they are now), saved in one statement
 * where they moved.
 */
export async function refreshEngagements(
  db: Db,
  viewers: readonly (EngagementSignals & { viewerId: string; engagementScore: number })[],
): Promise<void> {
  const moved = viewers
    .filter((viewer) => engagementScore(viewer) !== viewer.engagementScore)
    .map((viewer) => ({ viewerId: viewer.viewerId, engagementScore: engagementScore(viewer) }));
  if (moved.length > 0) await saveEngagementScores(db, moved);
}

function saveEngagement(db: Db, viewerId: string, signals: EngagementSignals, withPercent: boolean) {
  return saveViewerEngagement(db, {
    viewerId,
    engagementScore: engagementScore(signals),
    ...(withPercent ? { watchedPercent: signals.watchedPercent } : {}),
  });
}
