import { CaptionFileError, parseCaptions } from "@vemo/engine";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { UploadedFile } from "../../platform/multipart.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { queueSourceProcessing } from "./process-content.service.ts";
import { listSources, updateSource, type SourceRow, type VemoRow } from "./vemos.repository.ts";
import { vemoFolder } from "./vemos.service.ts";

export const CAPTION_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Stores an owner's caption file for one of the Vemo's videos and processes that video again;
 * uploaded captions take precedence over the host's. A file whose opening does not parse is refused;
 * the rest is read by processing, so a large upload answers at once.
 */
export async function uploadCaptions(options: {
  db: Db;
  storage: FileStorage;
  jobs: JobRunner;
  vemo: VemoRow;
  videoUrl: string | undefined;
  file: UploadedFile | null;
}): Promise<SourceRow> {
  const { db, vemo, file } = options;
  if (!file) throw new AppError("bad_request", "Please choose a caption file (.vtt or .srt)");
  const video = (await listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] })).find(
    (source) => source.kind === "video" && source.url === options.videoUrl?.trim(),
  );
  if (!video) throw new AppError("not_found", "This video is not part of the Vemo");

  const format = /\.(vtt|srt)$/i.exec(file.filename)?.[1]?.toLowerCase() as "vtt" | "srt" | undefined;
  if (!format) throw invalidCaptions("Caption files must be .vtt or .srt");
  try {
    await parseCaptions(headOf(file.bytes.toString("utf8")), format);
  } catch (error) {
    if (error instanceof CaptionFileError)
      throw invalidCaptions(`The caption file could not be read: ${error.message}`);
    throw error;
  }

  const fileKey = `${vemoFolder(vemo)}/captions/${video.id}.${format}`;
  await options.storage.put(fileKey, file.bytes);
  const updated = await updateSource(db, video, { fileKey, captionSource: "uploaded" });
  await queueSourceProcessing({ db, jobs: options.jobs, source: updated ?? video });
  return { ...(updated ?? video), status: "pending", error: null, errorType: null };
}

/** What is checked while the owner waits; processing reads the whole file, and fails the video with invalid_captions if it must. */
const CHECKED_CHARACTERS = 20_000;

/** The file's opening cues, cut at a blank line so that no cue is cut in half. */
function headOf(text: string): string {
  if (text.length <= CHECKED_CHARACTERS) return text;
  const end = text.lastIndexOf("\n\n", CHECKED_CHARACTERS);
  return text.slice(0, end > 0 ? end : CHECKED_CHARACTERS);
}

function invalidCaptions(message: string): AppError {
  return new AppError("bad_request", message, { error_type: "invalid_captions" });
}
