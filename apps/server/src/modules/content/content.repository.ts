import { randomInt } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { contentChunks, vemoSources } from "../../platform/db/schema.ts";
import type { ChunkDraft } from "./chunking.ts";
import type { ContentError } from "../../platform/content-error.ts";

export type SourceRow = typeof vemoSources.$inferSelect;

export type ProcessedSource = {
  chunks: ChunkDraft[];
  /** Null keeps the duration already stored (an uploaded caption file does not tell it). */
  durationSeconds: number | null;
  captionSource: "uploaded" | "provider" | null;
};

/** Rows per statement: short enough that other queries on the embedded database wait at most a few tens of ms. */
const WRITE_BATCH = 500;

export async function findSource(db: Db, sourceId: string): Promise<SourceRow | null> {
  const [source] = await db.select().from(vemoSources).where(eq(vemoSources.id, sourceId));
  return source ?? null;
}

export async function markSourceProcessing(db: Db, sourceId: string): Promise<void> {
  await db.update(vemoSources).set({ status: "processing", updatedAt: new Date() }).where(eq(vemoSources.id, sourceId));
}

/** Records why the source failed; chunks from an earlier successful run are left as they were. */
export async function markSourceFailed(db: Db, sourceId: string, error: ContentError): Promise<void> {
  await db
    .update(vemoSources)
    .set({
      status: "failed",
      error: error.message,
      errorType: error.errorType,
      protectionDetected: error.protectionDetected,
      updatedAt: new Date(),
    })
    .where(eq(vemoSources.id, sourceId));
}

/**
 * A chunk that is its source's content now. Readers of chunks use this condition: a new generation
 * is written beside the old one and becomes the content in one short step (storeProcessedSource).
 */
export const isLiveChunk = sql`exists (select 1 from ${vemoSources} s where s.id = ${contentChunks.sourceId} and s.chunk_generation = ${contentChunks.generation})`;

/**
 * Replaces the source's chunks and marks it ready; does nothing visible if the source was deleted.
 * The new chunks are written as a new generation in short statements, then one single-row update
 * makes them the source's content and the old generation is removed in short statements: no long
 * transaction holds the database, which the embedded one would make everyone else wait for.
 */
export async function storeProcessedSource(db: Db, source: SourceRow, processed: ProcessedSource): Promise<void> {
  const generation = randomInt(1, 2 ** 31 - 1);
  const { chunks } = processed;
  for (let start = 0; start < chunks.length; start += WRITE_BATCH) {
    // Each batch's rows are made as it is written: copying all 24,000 at once held the event loop for ~50 ms.
    const batch = chunks.slice(start, start + WRITE_BATCH).map((chunk, i) => toRecord(chunk, start + i, generation));
    await db.execute(sql`
      insert into ${contentChunks} (source_id, vemo_id, position, text, start_seconds, end_seconds, page, heading, generation)
      select ${source.id}, ${source.vemoId}, position, text, start_seconds, end_seconds, page, heading, generation
      from json_to_recordset(${JSON.stringify(batch)}::json)
        as chunk(position int, text text, start_seconds real, end_seconds real, page int, heading text, generation int)
      where exists (select 1 from ${vemoSources} where id = ${source.id})`);
  }
  const updated = await db
    .update(vemoSources)
    .set({
      status: "ready",
      error: null,
      errorType: null,
      protectionDetected: false,
      chunkGeneration: generation,
      processedAt: new Date(),
      updatedAt: new Date(),
      ...(processed.durationSeconds !== null ? { durationSeconds: processed.durationSeconds } : {}),
      ...(processed.captionSource ? { captionSource: processed.captionSource } : {}),
    })
    .where(eq(vemoSources.id, source.id))
    .returning({ id: vemoSources.id });
  if (updated.length === 0) return; // deleted meanwhile: its chunks went with it
  await deleteOtherGenerations(db, source.id, generation);
}

/** Removes the source's chunks of every generation but `keep` (older content, or a run cut off half-way). */
async function deleteOtherGenerations(db: Db, sourceId: string, keep: number): Promise<void> {
  let deleted: number;
  do {
    const stale = db
      .select({ id: contentChunks.id })
      .from(contentChunks)
      .where(and(eq(contentChunks.sourceId, sourceId), ne(contentChunks.generation, keep)))
      .limit(WRITE_BATCH);
    deleted = (
      await db.delete(contentChunks).where(inArray(contentChunks.id, stale)).returning({ id: contentChunks.id })
    ).length;
  } while (deleted === WRITE_BATCH);
}

function toRecord(chunk: ChunkDraft, position: number, generation: number) {
  return {
    position,
    text: chunk.text,
    start_seconds: chunk.startSeconds,
    end_seconds: chunk.endSeconds,
    page: chunk.page,
    heading: chunk.heading,
    generation,
  };
}
