// Set-up shared by the answer tests: Vemos and processed content written straight to the database
// (the content module's tests cover how content gets there), and the welcome demo processed for real.
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { contentChunks, vemoSources, vemos } from "../../platform/db/schema.ts";
import type { Runtime } from "../../runtime.ts";
import { processSource } from "../content/content.service.ts";
import type { SourceRow } from "../vemos/vemos.repository.ts";

export type Cue = [start: number, end: number, text: string];
export type ChunkValues = { text: string; startSeconds?: number; endSeconds?: number; page?: number; heading?: string };

export async function insertVemo(db: Db, companyId: string, title = "Product tour"): Promise<string> {
  const [vemo] = await db.insert(vemos).values({ companyId, title }).returning({ id: vemos.id });
  return vemo!.id;
}

/** A source that processing has finished, with its chunks. */
export async function insertProcessedSource(
  db: Db,
  vemoId: string,
  source: { kind: "video" | "document" | "website"; url: string; position?: number; chunks: ChunkValues[] },
): Promise<SourceRow> {
  const [vemo] = await db.select({ companyId: vemos.companyId }).from(vemos).where(eq(vemos.id, vemoId));
  const [row] = await db
    .insert(vemoSources)
    .values({
      vemoId,
      companyId: vemo!.companyId,
      kind: source.kind,
      url: source.url,
      title: source.url,
      position: source.position ?? 1,
      videoType: source.kind === "video" ? "youtube" : null,
      status: "ready",
      processedAt: new Date(),
    })
    .returning();
  await appendChunks(db, row!, source.chunks);
  return row!;
}

/** More chunks for a source, after the ones it has (as if it had been processed again with more content). */
export async function appendChunks(db: Db, source: Pick<SourceRow, "id" | "vemoId">, chunks: ChunkValues[]): Promise<void> {
  const existing = await db.select({ id: contentChunks.id }).from(contentChunks).where(eq(contentChunks.sourceId, source.id));
  if (chunks.length === 0) return;
  await db.insert(contentChunks).values(chunks.map((chunk, i) => ({ ...chunk, position: existing.length + i, sourceId: source.id, vemoId: source.vemoId })));
}

export const videoChunks = (cues: Cue[]): ChunkValues[] => cues.map(([startSeconds, endSeconds, text]) => ({ text, startSeconds, endSeconds }));

/** Runs the real processing of the welcome demo's captions and PDF; returns the demo's id and video address. */
export async function processWelcomeDemo(runtime: Runtime): Promise<{ vemoId: string; videoUrl: string }> {
  const { db } = runtime.database;
  const [demo] = await db.select().from(vemos).where(eq(vemos.isDemo, true));
  const sources = await db.select().from(vemoSources).where(eq(vemoSources.vemoId, demo!.id));
  for (const source of sources) await processSource({ db, storage: runtime.storage, config: runtime.config, sourceId: source.id });
  return { vemoId: demo!.id, videoUrl: sources.find((source) => source.kind === "video")!.url };
}
