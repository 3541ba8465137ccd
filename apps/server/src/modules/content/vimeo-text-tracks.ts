import { videoId } from "@vemo/shared/rules/video-links";
import { z } from "zod";
import { ContentError } from "../../platform/content-error.ts";
import {
  fetchFromProvider,
  parseJson,
  parseProviderCaptions,
  type ContentSettings,
  type Transcript,
} from "./provider-fetch.ts";

// Vimeo's player config (player.vimeo.com/video/ID/config) lists the video's text tracks
// (captions and subtitles, WebVTT, URLs often relative to the player) and its duration.

const TextTrack = z.object({ url: z.string(), lang: z.string().default("") });
type TextTrack = z.infer<typeof TextTrack>;

const PlayerConfig = z.object({
  request: z.object({ text_tracks: z.array(TextTrack).nullish() }).nullish(),
  video: z.object({ duration: z.number().nonnegative().nullish() }).nullish(),
});

export async function fetchVimeoTranscript(videoUrl: string, settings: ContentSettings): Promise<Transcript> {
  const id = videoId(videoUrl);
  if (!id) throw new ContentError("no_captions", "This Vimeo link does not name a video.");
  const configUrl = new URL(`${settings.vimeoPlayerBaseUrl}/video/${id}/config`);
  const hash = unlistedHash(videoUrl, id);
  if (hash) configUrl.searchParams.set("h", hash);
  const response = await fetchFromProvider(configUrl, settings, "Vimeo", {
    headers: { referer: `${settings.vimeoPlayerBaseUrl}/` },
  });
  if (response.status === 401 || response.status === 403 || response.status === 404) {
    throw new ContentError(
      "no_captions",
      "This Vimeo video is private or cannot be embedded, so its captions cannot be read. Upload a caption file (.vtt or .srt) instead.",
    );
  }
  const config = PlayerConfig.safeParse(response.status === 200 ? parseJson(response, "Vimeo") : null);
  if (!config.success)
    throw new ContentError("fetch_failed", `Vimeo did not return this video's details (HTTP ${response.status}).`);
  const track = chooseTextTrack(config.data.request?.text_tracks ?? []);
  if (!track) {
    throw new ContentError(
      "no_captions",
      "This Vimeo video has no captions or subtitles. Upload a caption file (.vtt or .srt) instead.",
    );
  }
  const captions = await fetchFromProvider(new URL(track.url, `${settings.vimeoPlayerBaseUrl}/`), settings, "Vimeo");
  const cues = await parseProviderCaptions(captions, "Vimeo");
  return { cues, durationSeconds: config.data.video?.duration || null };
}

export function chooseTextTrack(tracks: readonly TextTrack[]): TextTrack | undefined {
  return tracks.find((track) => /^en\b/i.test(track.lang)) ?? tracks[0];
}

/** Unlisted Vimeo videos need their hash: vimeo.com/ID/HASH or ?h=HASH. */
function unlistedHash(videoUrl: string, id: string): string | null {
  const url = new URL(videoUrl);
  const segments = url.pathname.split("/").filter(Boolean);
  const index = segments.indexOf(id);
  const afterId = index >= 0 ? segments[index + 1] : undefined;
  return url.searchParams.get("h") ?? (afterId && /^[a-f0-9]{6,}$/i.test(afterId) ? afterId : null);
}
