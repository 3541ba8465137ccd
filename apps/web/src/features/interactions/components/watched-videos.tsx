import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { isSameVideo } from "@vemo/shared/rules/video-links";

const share = (seconds: number, duration: number) => `${Math.min(100, Math.max(0, (100 * seconds) / duration))}%`;

/**
 * Per video of the Vemo: "watched 78%" and a thin bar of the stretches watched (each second once,
 * over all visits), with a marker where each question's answer pointed.
 */
export function WatchedVideos({ details }: { details: CustomerInteractionDetails }) {
  if (details.videos.length === 0) return null;
  return (
    <section aria-label="Watched videos" className="space-y-3">
      {details.videos.map((video, index) => {
        const questions = details.questions.filter(
          (question) =>
            question.video_url !== null &&
            question.start_timestamp !== null &&
            isSameVideo(question.video_url, video.videoUrl),
        );
        const stretches = video.ranges.map(([start, end]) => `${formatClockTime(start)}–${formatClockTime(end)}`);
        return (
          <div key={video.videoUrl} className="rounded-lg bg-slate-50 px-4 py-3">
            <p className="flex justify-between gap-3 text-xs text-slate-500">
              <span className="truncate">
                Video {index + 1}
                {video.duration > 0 && ` · ${formatClockTime(video.duration)}`}
              </span>
              <span className="font-semibold text-slate-900">watched {video.watched_percent}%</span>
            </p>
            {video.duration > 0 && (
              <div
                role="img"
                aria-label={`Watched ${stretches.length > 0 ? stretches.join(", ") : "nothing"}; ${questions.length} question${questions.length === 1 ? "" : "s"} marked`}
                className="relative mt-2 h-2 rounded-full bg-slate-200"
                data-testid="watched-bar"
              >
                {video.ranges.map(([start, end]) => (
                  <span
                    key={start}
                    className="absolute inset-y-0 rounded-full bg-indigo-500"
                    style={{ left: share(start, video.duration), width: share(end - start, video.duration) }}
                  />
                ))}
                {questions.map((question) => (
                  <span
                    key={question.id}
                    title={`${question.formatted_timestamp}: ${question.question}`}
                    data-testid="question-marker"
                    className="absolute -top-1 h-4 w-1 -translate-x-1/2 rounded bg-amber-500"
                    style={{ left: share(question.start_timestamp ?? 0, video.duration) }}
                  />
                ))}
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}
