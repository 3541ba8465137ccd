import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { chunkCues, chunkPagesOffThread, chunkSections } from "./chunking.ts";
import {
  findSource,
  markSourceFailed,
  markSourceProcessing,
  storeProcessedSource,
  type ProcessedSource,
  type SourceRow,
} from "./content.repository.ts";
import { ContentError } from "../../platform/content-error.ts";
import { INTERRUPTED_REASON } from "../../platform/jobs/job-runner.ts";
import { extractPdfPages } from "./pdf-text.ts";
import type { ContentSettings } from "./provider-fetch.ts";
import { fetchTranscript, readCaptionFile } from "./video-transcripts.ts";
import { fetchWebsiteSections } from "./website-text.ts";

export type ProcessSourceOptions = { db: Db; storage: FileStorage; config: Config; sourceId: string };

/**
 * Turns one source into chunks. A permanent problem (ContentError) marks the source failed and
 * returns; any other error is thrown for the job queue to retry. Safe to run again at any time:
 * the chunks are replaced as a whole, and only on success. Returns the Vemo whose content changed.
 */
export async function processSource({
  db,
  storage,
  config,
  sourceId,
}: ProcessSourceOptions): Promise<{ id: string; companyId: string | null } | undefined> {
  const source = await findSource(db, sourceId);
  if (!source) return undefined; // deleted since the job was queued
  await markSourceProcessing(db, sourceId);
  let processed: ProcessedSource;
  try {
    processed = await extractSource(source, storage, config.content);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    await markSourceFailed(db, sourceId, error);
    return undefined;
  }
  await storeProcessedSource(db, source, processed);
  return { id: source.vemoId, companyId: source.companyId };
}

/**
 * After the last retry of a transient failure, or too many interruptions: the owner sees a failure
 * instead of endless processing. A source already settled (or deleted) is left as it is.
 */
export async function failSourceForGood({
  db,
  sourceId,
  reason,
}: {
  db: Db;
  sourceId: string;
  reason: string;
}): Promise<void> {
  const source = await findSource(db, sourceId);
  if (!source || (source.status !== "pending" && source.status !== "processing")) return;
  await markSourceFailed(db, sourceId, new ContentError("fetch_failed", givenUpMessage(source, reason)));
}

function givenUpMessage(source: SourceRow, reason: string): string {
  if (reason === INTERRUPTED_REASON || reason.startsWith("job failed by timeout")) {
    return source.fileKey
      ? "Processing this file was interrupted several times. Upload it again; if it is very large, split it into smaller files."
      : "Processing was interrupted several times. Try again in a few minutes.";
  }
  return `Processing failed after several attempts (${reason}). Try again in a few minutes.`;
}

async function extractSource(
  source: SourceRow,
  storage: FileStorage,
  settings: ContentSettings,
): Promise<ProcessedSource> {
  switch (source.kind) {
    case "video":
      return extractVideo(source, storage, settings);
    case "website": {
      const sections = await fetchWebsiteSections(source.url, settings);
      return { chunks: chunkSections(sections), durationSeconds: null, captionSource: null };
    }
    case "document": {
      const pages = await extractPdfPages(await readUploadedFile(storage, source.fileKey), settings.documentMaxBytes);
      return { chunks: await chunkPagesOffThread(pages), durationSeconds: null, captionSource: null };
    }
    default:
      throw new Error(`Unknown source kind ${JSON.stringify(source.kind)}`);
  }
}

/** An uploaded caption file wins over the video host's captions. */
async function extractVideo(
  source: SourceRow,
  storage: FileStorage,
  settings: ContentSettings,
): Promise<ProcessedSource> {
  if (source.fileKey) {
    const cues = await readCaptionFile(await readUploadedFile(storage, source.fileKey));
    return { chunks: chunkCues(cues), durationSeconds: null, captionSource: "uploaded" };
  }
  const transcript = await fetchTranscript(source.url, settings);
  return { chunks: chunkCues(transcript.cues), durationSeconds: transcript.durationSeconds, captionSource: "provider" };
}

async function readUploadedFile(storage: FileStorage, fileKey: string | null): Promise<Buffer> {
  const bytes = fileKey ? await storage.get(fileKey) : null;
  if (!bytes) throw new ContentError("fetch_failed", "The uploaded file could not be found. Upload it again.");
  return bytes;
}
