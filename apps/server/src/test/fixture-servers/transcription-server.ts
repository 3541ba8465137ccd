import type { IncomingMessage, ServerResponse } from "node:http";
import { notFound, readBody, send, sendJson, startFixtureServer, toVtt, type FixtureServer } from "./fixture-server.ts";

// A stand-in for an OpenAI-compatible transcription server: POST /audio/transcriptions takes a
// multipart form (file, model, response_format) and answers WebVTT when response_format is "vtt".

export const TRANSCRIPTION_API_KEY = "test-transcription-key";

export const TRANSCRIBED_CUES = [
  [0, 6, "This recording shows how to export a board as a PDF."],
  [6, 12.5, "Choose Export, then pick the frames you want to keep."],
] as const;

export function startTranscriptionServer(): Promise<FixtureServer> {
  return startFixtureServer(async (request, response, url) => {
    if (request.method === "POST" && url.pathname === "/v1/audio/transcriptions") return transcribe(request, response);
    notFound(response);
  });
}

async function transcribe(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.headers.authorization !== `Bearer ${TRANSCRIPTION_API_KEY}`) {
    return sendJson(response, 401, { error: { message: "Incorrect API key provided" } });
  }
  const form = await new Request("http://fixture/", {
    method: "POST",
    headers: { "content-type": request.headers["content-type"] ?? "" },
    body: new Uint8Array(await readBody(request)),
  }).formData();
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0 || !form.get("model")) {
    return sendJson(response, 400, { error: { message: "file and model are required" } });
  }
  if (form.get("response_format") !== "vtt") return sendJson(response, 200, { text: "only vtt is served here" });
  send(response, 200, "text/vtt; charset=utf-8", toVtt(TRANSCRIBED_CUES));
}
