import { parseTextStream } from "media-captions";
import type { TranscriptCue } from "./types.ts";

export type CaptionFormat = "vtt" | "srt";

export class CaptionFileError extends Error {
  override readonly name = "CaptionFileError";
}

/**
 * Parses a WebVTT or SRT caption file into transcript cues (plain text, lines joined by "\n", times in seconds).
 * Throws a CaptionFileError naming the line when the file is malformed or holds no cue.
 */
export async function parseCaptions(text: string, format: CaptionFormat): Promise<TranscriptCue[]> {
  let parsed;
  try {
    parsed = await parseTextStream(lineStream(text.replace(/^\uFEFF/, "")), {
      type: format,
      strict: true,
      errors: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CaptionFileError(`Not a valid ${format.toUpperCase()} caption file: ${reason}`);
  }
  const cues = parsed.cues
    .map((cue) => ({ start: cue.startTime, end: cue.endTime, text: toPlainText(cue.text) }))
    .filter((cue) => cue.text.length > 0);
  if (cues.length === 0) {
    throw new CaptionFileError(`Not a valid ${format.toUpperCase()} caption file: it holds no timed caption.`);
  }
  return cues;
}

/**
 * The file's lines, handed out as the parser reads them. The library's own `parseText` queues every line at once,
 * and taking each one off the front of that queue costs its length: 2 s of a 24,000-cue file went into that alone.
 */
function lineStream(text: string): ReadableStream<string> {
  const lines = text.split(/\r?\n|\r/);
  let next = 0;
  return new ReadableStream<string>(
    {
      pull(controller) {
        if (next < lines.length) controller.enqueue(lines[next++]!);
        else controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}

function toPlainText(cueText: string): string {
  return cueText
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line.length > 0)
    .join("\n");
}
