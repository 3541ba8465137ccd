// Parses one caption file on a worker thread (see caption-parsing.ts) and posts the cues or the error.
import { parentPort, workerData } from "node:worker_threads";
import { parseCaptions, type CaptionFormat } from "@vemo/engine";

const { text, format } = workerData as { text: string; format: CaptionFormat };
parseCaptions(text, format).then(
  (cues) => parentPort?.postMessage({ cues }),
  (error: unknown) => {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    parentPort?.postMessage({ error: { name, message } });
  },
);
