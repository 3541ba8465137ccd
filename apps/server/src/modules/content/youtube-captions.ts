import { videoId } from "@vemo/shared/rules/video-links";
import { z } from "zod";
import { ContentError } from "../../platform/content-error.ts";
import { fetchFromProvider, parseProviderCaptions, type ContentSettings, type Transcript } from "./provider-fetch.ts";

// YouTube's watch page embeds `ytInitialPlayerResponse`, a JSON object listing the video's caption
// tracks; each track's baseUrl is a timedtext URL that answers WebVTT with fmt=vtt.

const CaptionTrack = z.object({
  baseUrl: z.string(),
  languageCode: z.string().default(""),
  kind: z.string().optional(),
});
type CaptionTrack = z.infer<typeof CaptionTrack>;

const PlayerResponse = z.object({
  videoDetails: z.object({ lengthSeconds: z.coerce.number().optional() }).optional(),
  captions: z
    .object({
      playerCaptionsTracklistRenderer: z.object({ captionTracks: z.array(CaptionTrack).optional() }).optional(),
    })
    .optional(),
});

const NO_CAPTIONS_MESSAGE =
  "No captions are available for this YouTube video. Unlisted or private videos cannot be processed; upload a caption file (.vtt or .srt) instead.";

export async function fetchYoutubeTranscript(videoUrl: string, settings: ContentSettings): Promise<Transcript> {
  const id = videoId(videoUrl);
  if (!id) throw new ContentError("no_captions", "This YouTube link does not name a video.");
  const page = await fetchFromProvider(`${settings.youtubeBaseUrl}/watch?v=${id}&hl=en`, settings, "YouTube", {
    // Accepting the consent screen up front gets the video page instead of the cookie dialog.
    headers: { "accept-language": "en-US,en;q=0.9", cookie: "CONSENT=YES+1; SOCS=CAI" },
  });
  const player = PlayerResponse.safeParse(readPlayerResponse(page.body.toString("utf8")));
  if (page.status !== 200 || !player.success) {
    throw new ContentError(
      "fetch_failed",
      `YouTube did not return this video's page (HTTP ${page.status}). Try again later, or upload a caption file (.vtt or .srt).`,
    );
  }
  const track = chooseTrack(player.data.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? []);
  if (!track) throw new ContentError("no_captions", NO_CAPTIONS_MESSAGE);

  const captionUrl = new URL(track.baseUrl, settings.youtubeBaseUrl);
  captionUrl.searchParams.set("fmt", "vtt");
  const captions = await fetchFromProvider(captionUrl, settings, "YouTube");
  const cues = await parseProviderCaptions(captions, "YouTube");
  return { cues, durationSeconds: player.data.videoDetails?.lengthSeconds || null };
}

/** A manual English track, else an automatic ("asr") one, English first, else the first track. */
export function chooseTrack(tracks: readonly CaptionTrack[]): CaptionTrack | undefined {
  const isEnglish = (track: CaptionTrack) => /^en\b/i.test(track.languageCode);
  const isAuto = (track: CaptionTrack) => track.kind === "asr";
  return (
    tracks.find((track) => isEnglish(track) && !isAuto(track)) ??
    tracks.find((track) => isEnglish(track) && isAuto(track)) ??
    tracks.find(isAuto) ??
    tracks[0]
  );
}

/** The JSON object assigned to `ytInitialPlayerResponse` in the page, or null when there is none. */
export function readPlayerResponse(html: string): unknown {
  const marker = /ytInitialPlayerResponse"?\]?\s*=\s*\{/.exec(html);
  if (!marker) return null;
  const start = marker.index + marker[0].length - 1;
  const end = findObjectEnd(html, start);
  if (end < 0) return null;
  try {
    return JSON.parse(html.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** The index of the brace closing the object that opens at `start`, skipping braces inside strings. */
function findObjectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === "{") {
      depth += 1;
    } else if (char === "}") {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
