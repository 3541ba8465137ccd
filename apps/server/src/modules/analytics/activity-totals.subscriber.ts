import { isSameVideo } from "@vemo/shared/rules/video-links";
import { defineSubscriber } from "../viewer-sessions/viewer-events.ts";
import { listSessionVideos, listVemoVideos } from "../viewer-sessions/watched-videos.repository.ts";
import { addDailyActivity, addVideoQuestion, addVideoViews, utcDay } from "./activity-totals.repository.ts";

/** The whole seconds a list of ranges covers (a second counts when its larger half played). */
function secondsOf(ranges: readonly (readonly [number, number])[]): number[] {
  const seconds: number[] = [];
  for (const [start, end] of ranges)
    for (let second = Math.round(start); second < Math.round(end); second++) seconds.push(second);
  return seconds;
}

/**
 * Keeps the totals behind /overview's daily charts and each Vemo's retention chart: a view on the
 * day a page loads, a question on its day and at the second its answer points to, and an ended
 * session's watch depth on the day it started and on every second it played.
 */
export const subscriber = defineSubscriber({
  name: "activity totals",
  applicableEvents: ["link.viewed", "question.asked", "session.ended"],
  async perform(event, deps) {
    const { db } = deps;
    const { companyId } = event;
    if (event.type === "link.viewed") {
      await addDailyActivity(db, { companyId, day: utcDay(event.now), views: 1 });
      return;
    }
    if (event.type === "question.asked") {
      await addDailyActivity(db, { companyId, day: utcDay(event.now), questions: 1 });
      const { videoUrl, start } = event.question;
      if (!videoUrl) return;
      const video = (await listVemoVideos(db, event.vemo.id)).find((candidate) => isSameVideo(candidate.url, videoUrl));
      if (video) await addVideoQuestion(db, { vemoId: event.vemo.id, sourceId: video.id, second: Math.floor(start) });
      return;
    }
    const { session } = event;
    await addDailyActivity(db, {
      companyId,
      day: utcDay(session.startedAt),
      endedSessions: 1,
      watchedPercentSum: session.watchedPercent,
    });
    for (const video of await listSessionVideos(db, session.id)) {
      if (video.ranges.length === 0) continue;
      await addVideoViews(db, {
        vemoId: event.vemo.id,
        sourceId: video.sourceId,
        seconds: secondsOf(video.ranges),
        replayed: secondsOf(video.replayed),
      });
    }
  },
});
