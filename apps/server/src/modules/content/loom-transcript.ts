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

// Loom's web player reads a video's transcript through the public GraphQL operation
// FetchVideoTranscript, whose captions_source_url is a WebVTT file; oEmbed gives the duration.

const FETCH_VIDEO_TRANSCRIPT = `query FetchVideoTranscript($videoId: ID!, $password: String) {
  fetchVideoTranscript(videoId: $videoId, password: $password) {
    ... on VideoTranscriptDetails { id video_id source_url captions_source_url __typename }
    ... on GenericError { message __typename }
    __typename
  }
}`;

const TranscriptAnswer = z.object({
  data: z
    .object({
      fetchVideoTranscript: z.object({ captions_source_url: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

const OembedAnswer = z.object({ duration: z.number().positive().optional() });

const NO_TRANSCRIPT_MESSAGE =
  "This Loom video has no transcript (it may be private or have captions turned off). Upload a caption file (.vtt or .srt) instead.";

export async function fetchLoomTranscript(videoUrl: string, settings: ContentSettings): Promise<Transcript> {
  const id = videoId(videoUrl);
  if (!id) throw new ContentError("no_captions", "This Loom link does not name a video.");
  const response = await fetchFromProvider(`${settings.loomBaseUrl}/graphql`, settings, "Loom", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "apollographql-client-name": "web" },
    body: JSON.stringify({
      operationName: "FetchVideoTranscript",
      variables: { videoId: id, password: null },
      query: FETCH_VIDEO_TRANSCRIPT,
    }),
  });
  if (response.status === 404 || response.status === 403) throw new ContentError("no_captions", NO_TRANSCRIPT_MESSAGE);
  const answer = TranscriptAnswer.safeParse(firstOperation(parseJson(response, "Loom")));
  const captionsUrl = answer.success ? answer.data.data?.fetchVideoTranscript?.captions_source_url : null;
  if (!captionsUrl) throw new ContentError("no_captions", NO_TRANSCRIPT_MESSAGE);

  const captions = await fetchFromProvider(new URL(captionsUrl, settings.loomBaseUrl), settings, "Loom");
  const cues = await parseProviderCaptions(captions, "Loom");
  return { cues, durationSeconds: await fetchLoomDuration(videoUrl, settings) };
}

/** Loom answers a batch of operations with an array; a single operation with an object. */
function firstOperation(answer: unknown): unknown {
  return Array.isArray(answer) ? answer[0] : answer;
}

/** The duration is a nicety: without it the transcript is still stored. */
async function fetchLoomDuration(videoUrl: string, settings: ContentSettings): Promise<number | null> {
  try {
    const response = await fetchFromProvider(
      `${settings.loomBaseUrl}/v1/oembed?url=${encodeURIComponent(videoUrl)}`,
      settings,
      "Loom",
    );
    const answer = OembedAnswer.safeParse(response.status === 200 ? parseJson(response, "Loom") : null);
    return answer.success ? (answer.data.duration ?? null) : null;
  } catch {
    return null;
  }
}
