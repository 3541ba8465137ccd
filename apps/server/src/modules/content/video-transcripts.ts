import type { TranscriptCue } from "@vemo/engine";
import { videoKind } from "@vemo/shared/rules/video-links";
import { ContentError } from "../../platform/content-error.ts";
import { fetchLoomTranscript } from "./loom-transcript.ts";
import { parseCaptionText, type ContentSettings, type Transcript } from "./provider-fetch.ts";
import { transcribeVideoFile } from "./video-file-transcription.ts";
import { fetchVimeoTranscript } from "./vimeo-text-tracks.ts";
import { fetchYoutubeTranscript } from "./youtube-captions.ts";

export type { Transcript } from "./provider-fetch.ts";

/** A video's timed transcript from its host's public endpoints, or from the transcription server for files. */
export async function fetchTranscript(videoUrl: string, settings: ContentSettings): Promise<Transcript> {
  switch (videoKind(videoUrl)) {
    case "youtube":
      return fetchYoutubeTranscript(videoUrl, settings);
    case "loom":
      return fetchLoomTranscript(videoUrl, settings);
    case "vimeo":
      return fetchVimeoTranscript(videoUrl, settings);
    case "file":
      return transcribeVideoFile(videoUrl, settings);
    default:
      throw new ContentError(
        "no_captions",
        "Vemo cannot read captions from this kind of video link. Upload a caption file (.vtt or .srt) for it.",
      );
  }
}

/** An owner's uploaded caption file, WebVTT or SRT. */
export async function readCaptionFile(bytes: Buffer): Promise<TranscriptCue[]> {
  const text = bytes.toString("utf8");
  if (text.trim() === "") throw new ContentError("invalid_captions", "The uploaded caption file is empty.");
  return parseCaptionText(text, "The uploaded caption file");
}
