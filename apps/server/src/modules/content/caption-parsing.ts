import { CaptionFileError, parseCaptions, type CaptionFormat, type TranscriptCue } from "@vemo/engine";
import { runOnWorkerThread } from "../../platform/worker-thread.ts";

/** Above this size a caption file is parsed on a worker thread (about 2,500 cues). */
const OFF_THREAD_CHARACTERS = 200_000;

/**
 * `parseCaptions`, with large files parsed on a worker thread: the parser works through a file in
 * promise steps that keep the event loop from answering other requests. Small files, the usual
 * case, skip the thread's start-up cost.
 */
export async function parseCaptionsOffThread(text: string, format: CaptionFormat): Promise<TranscriptCue[]> {
  if (text.length < OFF_THREAD_CHARACTERS) return parseCaptions(text, format);
  return runOnWorkerThread(
    { module: new URL("./caption-parsing.ts", import.meta.url), name: "parseCaptionFile", errors: [CaptionFileError] },
    { text, format },
  );
}

/**
 * The worker thread's task, run by its name (runOnWorkerThread), so knip must keep its export.
 * @public
 */
export function parseCaptionFile({ text, format }: { text: string; format: CaptionFormat }): Promise<TranscriptCue[]> {
  return parseCaptions(text, format);
}
