// Set-up shared by the answer tests: Vemos and processed content written straight to the database
// (the content module's tests cover how content gets there), and the welcome demo processed for real.
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { vemoSources, vemos } from "../../platform/db/schema.ts";
import type { Runtime } from "../../runtime.ts";
import {
  insertProcessedSource as insertProcessedSourceRow,
  insertVemo as insertVemoRow,
  type ChunkValues,
  type SourceRow,
} from "../../test/row-factories.ts";
import { processSource } from "../content/content.service.ts";

export { appendChunks, videoChunks, type ChunkValues, type Cue } from "../../test/row-factories.ts";

export async function insertVemo(db: Db, companyId: string, title = "Product tour"): Promise<string> {
  return (await insertVemoRow(db, { companyId, title })).id;
}

/** A source that processing has finished, with its chunks. */
export async function insertProcessedSource(
  db: Db,
  vemoId: string,
  source: { kind: "video" | "document" | "website"; url: string; position?: number; chunks: ChunkValues[] },
): Promise<SourceRow> {
  const [vemo] = await db.select({ id: vemos.id, companyId: vemos.companyId }).from(vemos).where(eq(vemos.id, vemoId));
  return insertProcessedSourceRow(db, {
    vemo: vemo!,
    kind: source.kind,
    url: source.url,
    chunks: source.chunks,
    values: { position: source.position ?? 1 },
  });
}

/** Runs the real processing of the welcome demo's captions and PDF; returns the demo's id and video address. */
export async function processWelcomeDemo(runtime: Runtime): Promise<{ vemoId: string; videoUrl: string }> {
  const { db } = runtime.database;
  const [demo] = await db.select().from(vemos).where(eq(vemos.isDemo, true));
  const sources = await db.select().from(vemoSources).where(eq(vemoSources.vemoId, demo!.id));
  for (const source of sources)
    await processSource({ db, storage: runtime.storage, config: runtime.config, sourceId: source.id });
  return { vemoId: demo!.id, videoUrl: sources.find((source) => source.kind === "video")!.url };
}
