import type { CustomerInteractionDetails, CustomerQuestion } from "@vemo/shared/contracts/analytics";
import type { JumpTarget } from "../../components/player/use-video-player";
import type { PreviewVemo } from "../preview/preview-vemo";

/** The moment an answer showed a prospect, to replay in the Vemo's preview. */
export type VideoMoment = { vemo: PreviewVemo; startAt: JumpTarget };

export function momentOf(details: CustomerInteractionDetails, question: CustomerQuestion): VideoMoment {
  return {
    vemo: { id: details.vemo_id, title: details.vemo_title, isDemo: false },
    startAt: { videoUrl: question.video_url, start: question.start_timestamp ?? 0 },
  };
}
