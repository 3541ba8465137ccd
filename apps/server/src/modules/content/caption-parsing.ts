import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { CaptionFileError, parseCaptions, type CaptionFormat, type TranscriptCue } from "@vemo/engine";

/** Above this size a caption file is parsed on a worker thread (about 2,500 cues). */
const OFF_THREAD_CHARACTERS = 200_000;

type WorkerReply = { cues: TranscriptCue[] } | { error: { name: string; message: string } };

/**
 * `parseCaptions`, with large files parsed on a worker thread: the parser works through a file in
 * promise steps that keep the event loop from answering other requests (a 2 MB file held
 * `/api/health` for 2 s). Small files, the usual case, skip the thread's start-up cost.
 */
export async function parseCaptionsOffThread(text: string, format: CaptionFormat): Promise<TranscriptCue[]> {
  if (text.length < OFF_THREAD_CHARACTERS) return parseCaptions(text, format);
  const worker = new Worker(new URL("./caption-parser.worker.mjs", import.meta.url), { workerData: { text, format } });
  try {
    const [reply] = (await once(worker, "message")) as [WorkerReply];
    if ("cues" in reply) return reply.cues;
    if (reply.error.name === "CaptionFileError") throw new CaptionFileError(reply.error.message);
    throw new Error(reply.error.message);
  } finally {
    await worker.terminate();
  }
}
