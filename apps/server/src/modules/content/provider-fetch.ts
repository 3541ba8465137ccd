import { CaptionFileError, type TranscriptCue } from "@vemo/engine";
import { parseCaptionsOffThread } from "./caption-parsing.ts";
import type { Config } from "../../platform/config.ts";
import { guardedFetch, type FetchedResponse, type GuardedFetchOptions } from "../../platform/guarded-fetch.ts";
import { ContentError } from "../../platform/content-error.ts";

export type ContentSettings = Config["content"];

export type Transcript = { cues: TranscriptCue[]; durationSeconds: number | null };

type RequestInit = Pick<GuardedFetchOptions, "method" | "headers" | "body">;

/** Answers worth retrying later: the host is overloaded or briefly down, not refusing for good. */
export function isTransientStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * Fetches from a video host (or a URL it gave) with the configured limits. A transient HTTP status
 * throws a plain Error, so the job is retried; any other status is returned to the caller.
 */
export async function fetchFromProvider(
  url: string | URL,
  settings: ContentSettings,
  provider: string,
  init: RequestInit = {},
): Promise<FetchedResponse> {
  const response = await guardedFetch(url.toString(), {
    allowPrivateNetwork: settings.allowPrivateNetwork,
    timeoutMs: settings.fetchTimeoutMs,
    maxBytes: settings.fetchMaxBytes,
    ...init,
  });
  if (isTransientStatus(response.status))
    throw new Error(`${provider} answered HTTP ${response.status} for ${url.toString()}`);
  return response;
}

/** Parses a caption response from a video host; an empty answer means the host has no captions for us. */
export async function parseProviderCaptions(response: FetchedResponse, provider: string): Promise<TranscriptCue[]> {
  if (response.status !== 200) {
    throw new ContentError("fetch_failed", `${provider} did not send the captions (HTTP ${response.status}).`);
  }
  const text = response.body.toString("utf8");
  if (text.trim() === "") {
    throw new ContentError(
      "no_captions",
      `${provider} sent an empty caption track for this video. Upload a caption file (.vtt or .srt) instead.`,
    );
  }
  return parseCaptionText(text, `The captions from ${provider}`);
}

/** WebVTT or SRT, told apart by content (a WebVTT file starts with "WEBVTT"). */
export async function parseCaptionText(text: string, what: string): Promise<TranscriptCue[]> {
  const format = /^\uFEFF?\s*WEBVTT/.test(text) ? "vtt" : "srt";
  try {
    return await parseCaptionsOffThread(text, format);
  } catch (error) {
    if (error instanceof CaptionFileError)
      throw new ContentError("invalid_captions", `${what} could not be read. ${error.message}`);
    throw error;
  }
}

export function parseJson(response: FetchedResponse, provider: string): unknown {
  try {
    return JSON.parse(response.body.toString("utf8"));
  } catch {
    throw new ContentError("fetch_failed", `${provider} sent an answer Vemo could not read.`);
  }
}
