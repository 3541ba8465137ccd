import { randomBytes } from "node:crypto";
import { guardedFetch } from "../../platform/guarded-fetch.ts";
import { ContentError } from "../../platform/content-error.ts";
import { isTransientStatus, parseProviderCaptions, type ContentSettings, type Transcript } from "./provider-fetch.ts";

// A direct video file has no captions of its own: it is downloaded and sent to the configured
// OpenAI-compatible transcription server (`POST {base}/audio/transcriptions`, response_format vtt).

/**
 * Video files are far larger than pages, so they get their own limit rather than FETCH_MAX_BYTES.
 * (OpenAI's hosted endpoint accepts 25 MB at most; self-hosted Whisper servers take more.)
 */
const VIDEO_FILE_MAX_BYTES = 200 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 3 * 60_000;
const TRANSCRIPTION_TIMEOUT_MS = 5 * 60_000;

const NO_CAPTIONS_MESSAGE = "This video file has no captions. Upload a caption file (.vtt or .srt) for it.";

export async function transcribeVideoFile(videoUrl: string, settings: ContentSettings): Promise<Transcript> {
  const transcription = settings.transcription;
  if (!transcription) throw new ContentError("no_captions", NO_CAPTIONS_MESSAGE);
  const file = await guardedFetch(videoUrl, {
    allowPrivateNetwork: settings.allowPrivateNetwork,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    maxBytes: VIDEO_FILE_MAX_BYTES,
  });
  if (isTransientStatus(file.status)) throw new Error(`the video file answered HTTP ${file.status}`);
  if (file.status !== 200)
    throw new ContentError("fetch_failed", `The video file could not be downloaded (HTTP ${file.status}).`);

  const form = multipartForm(
    { model: transcription.model, response_format: "vtt" },
    {
      name: "file",
      filename: fileNameOf(file.url),
      contentType: file.contentType || "application/octet-stream",
      bytes: file.body,
    },
  );
  const response = await guardedFetch(`${transcription.baseUrl.replace(/\/+$/, "")}/audio/transcriptions`, {
    // The transcription server is the operator's own setting, often a service on the private network.
    allowPrivateNetwork: true,
    timeoutMs: TRANSCRIPTION_TIMEOUT_MS,
    maxBytes: settings.fetchMaxBytes,
    method: "POST",
    headers: {
      "content-type": form.contentType,
      ...(transcription.apiKey ? { authorization: `Bearer ${transcription.apiKey}` } : {}),
    },
    body: form.body,
  });
  if (isTransientStatus(response.status)) throw new Error(`the transcription server answered HTTP ${response.status}`);
  if (response.status === 413)
    throw new ContentError("too_large", "This video file is too large for the transcription service.");
  if (response.status !== 200) {
    throw new ContentError(
      "fetch_failed",
      `The transcription service could not transcribe this video (HTTP ${response.status}).`,
    );
  }
  return { cues: await parseProviderCaptions(response, "the transcription service"), durationSeconds: null };
}

type FilePart = { name: string; filename: string; contentType: string; bytes: Buffer };

function multipartForm(fields: Record<string, string>, file: FilePart): { body: Buffer; contentType: string } {
  const boundary = `vemo-${randomBytes(16).toString("hex")}`;
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  return {
    body: Buffer.concat([
      Buffer.from(fieldParts.join("") + fileHead),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The URL's last path segment, reduced to characters safe inside a header. */
function fileNameOf(url: string): string {
  const name = new URL(url).pathname.split("/").pop() ?? "";
  return name.replace(/[^A-Za-z0-9._-]/g, "_") || "video.mp4";
}
