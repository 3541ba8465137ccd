import type { IncomingMessage, ServerResponse } from "node:http";
import { notFound, readBody, send, sendJson, startFixtureServer, toVtt, type FixtureServer } from "./fixture-server.ts";

// A stand-in for loom.com: the GraphQL operation FetchVideoTranscript gives the transcript's
// captions_source_url (WebVTT); the oEmbed endpoint gives the video's duration.

export const LOOM_WITH_TRANSCRIPT = "4f1c2a9be07d4e5fa1b2c3d4e5f60718";
export const LOOM_WITHOUT_TRANSCRIPT = "9a8b7c6d5e4f40312a1b2c3d4e5f6071";
export const LOOM_DURATION_SECONDS = 64.5;

export const LOOM_CUES = [
  [0, 3.2, "Hi, this is a quick look at the reporting page."],
  [3.2, 8, "Pick a date range and the charts update at once."],
] as const;

export function startLoomServer(): Promise<FixtureServer> {
  return startFixtureServer(async (request, response, url, baseUrl) => {
    if (request.method === "POST" && url.pathname === "/graphql") return answerGraphql(request, response, baseUrl);
    if (url.pathname === "/v1/oembed")
      return sendJson(response, 200, { type: "video", duration: LOOM_DURATION_SECONDS });
    if (url.pathname === `/captions/${LOOM_WITH_TRANSCRIPT}.vtt`)
      return send(response, 200, "text/vtt", toVtt(LOOM_CUES));
    notFound(response);
  });
}

async function answerGraphql(request: IncomingMessage, response: ServerResponse, baseUrl: string): Promise<void> {
  const operation = JSON.parse((await readBody(request)).toString()) as {
    operationName?: string;
    variables?: { videoId?: string };
  };
  if (operation.operationName !== "FetchVideoTranscript") {
    return sendJson(response, 400, { errors: [{ message: "unknown operation" }] });
  }
  const videoId = operation.variables?.videoId;
  const transcript =
    videoId === LOOM_WITH_TRANSCRIPT
      ? {
          __typename: "VideoTranscriptDetails",
          id: "t1",
          video_id: videoId,
          source_url: `${baseUrl}/transcripts/${videoId}.json`,
          captions_source_url: `${baseUrl}/captions/${videoId}.vtt`,
        }
      : { __typename: "GenericError", message: "Transcript not found" };
  sendJson(response, 200, { data: { fetchVideoTranscript: transcript } });
}
