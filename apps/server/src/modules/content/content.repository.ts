import { eq } from "drizzle-orm";
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

const INSERT_BATCH = 500;

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

/** Replaces the source's chunks and marks it ready, all or nothing; does nothing if the source was deleted. */
export async function storeProcessedSource(db: Db, source: SourceRow, processed: ProcessedSource): Promise<void> {
  await db.transaction(async (tx) => {
    // Updating the row first locks it, so a concurrent delete waits for this transaction.
    const updated = await tx
      .update(vemoSources)
      .set({
        status: "ready",
        error: null,
        errorType: null,
        protectionDetected: false,
        processedAt: new Date(),
        updatedAt: new Date(),
        ...(processed.durationSeconds !== null ? { durationSeconds: processed.durationSeconds } : {}),
        ...(processed.captionSource ? { captionSource: processed.captionSource } : {}),
      })
      .where(eq(vemoSources.id, source.id))
      .returning({ id: vemoSources.id });
    if (updated.length === 0) return;
    await tx.delete(contentChunks).where(eq(contentChunks.sourceId, source.id));
    const rows = processed.chunks.map((chunk, position) => ({ ...chunk, position, sourceId: source.id, vemoId: source.vemoId }));
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.insert(contentChunks).values(rows.slice(start, start + INSERT_BATCH));
    }
  });
}
