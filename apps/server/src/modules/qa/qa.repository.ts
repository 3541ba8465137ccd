import { and, asc, count, eq, gt, isNotNull, isNull, or } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { contentChunks, vemoSources, vemos } from "../../platform/db/schema.ts";
import { isLiveChunk } from "../content/content.repository.ts";
import { listSources, type SourceRow, type VemoRow } from "../vemos/vemos.repository.ts";

/** The parts of a stored chunk the answer engine reads. */
export type ChunkRow = Pick<
  typeof contentChunks.$inferSelect,
  "sourceId" | "text" | "startSeconds" | "endSeconds" | "page" | "heading"
>;

const chunkColumns = {
  sourceId: contentChunks.sourceId,
  text: contentChunks.text,
  startSeconds: contentChunks.startSeconds,
  endSeconds: contentChunks.endSeconds,
  page: contentChunks.page,
  heading: contentChunks.heading,
};

/** A Vemo's rows are read in its organisation's name (the welcome demo's: with none). */
const readableBy = (companyId: string | null) =>
  companyId === null ? isNull(vemos.companyId) : or(eq(vemos.companyId, companyId), isNull(vemos.companyId));

/** Whether any of the Vemo's sources has content now. */
export async function hasLiveContent(db: Db, vemo: Pick<VemoRow, "id" | "companyId">): Promise<boolean> {
  const [chunk] = await db
    .select({ id: contentChunks.id })
    .from(contentChunks)
    .innerJoin(vemos, eq(vemos.id, contentChunks.vemoId))
    .where(and(eq(contentChunks.vemoId, vemo.id), readableBy(vemo.companyId), isLiveChunk))
    .limit(1);
  return chunk !== undefined;
}

/**
 * A Vemo's sources and whether any of them has content (the sources' chunk generations say which content an
 * index was built from).
 */
export async function readVemoContentState(
  db: Db,
  vemo: Pick<VemoRow, "id" | "companyId">,
): Promise<{ sources: SourceRow[]; hasContent: boolean }> {
  const [sources, hasContent] = await Promise.all([
    listSources(db, { companyId: vemo.companyId, vemoIds: [vemo.id] }),
    hasLiveContent(db, vemo),
  ]);
  return { sources, hasContent };
}

/** The organisation's own Vemos and the welcome demo: what it may ask about. */
const askableBy = (companyId: string) =>
  or(eq(vemos.companyId, companyId), and(isNull(vemos.companyId), eq(vemos.isDemo, true)));

type SourceScope = { companyId: string; sourceId: string };

export async function countSourceChunks(db: Db, { companyId, sourceId }: SourceScope): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contentChunks)
    .innerJoin(vemos, eq(vemos.id, contentChunks.vemoId))
    .where(and(eq(contentChunks.sourceId, sourceId), askableBy(companyId), isLiveChunk));
  return row?.value ?? 0;
}

/** Chunks read per query: the embedded database answers other requests between pages. */
const CHUNK_PAGE = 1_000;

/**
 * The chunks of the Vemo's sources, each source's in order, of the generation each source row names (the content
 * its version says), read a page at a time along the index of that order: each page costs its own rows only,
 * however long the source (a page that sorted all 24,000 cues of a source held the embedded database ~50 ms).
 */
export async function listVemoChunks(
  db: Db,
  vemo: Pick<VemoRow, "id" | "companyId">,
  sources: readonly Pick<SourceRow, "id" | "chunkGeneration">[],
): Promise<ChunkRow[]> {
  const chunks: ChunkRow[] = [];
  for (const source of sources) {
    let after = -1;
    for (;;) {
      const page = await db
        .select({ ...chunkColumns, position: contentChunks.position })
        .from(contentChunks)
        .innerJoin(vemos, eq(vemos.id, contentChunks.vemoId))
        .where(
          and(
            eq(contentChunks.sourceId, source.id),
            eq(contentChunks.generation, source.chunkGeneration),
            gt(contentChunks.position, after),
            eq(contentChunks.vemoId, vemo.id),
            readableBy(vemo.companyId),
          ),
        )
        .orderBy(asc(contentChunks.position))
        .limit(CHUNK_PAGE);
      for (const { position: _position, ...chunk } of page) chunks.push(chunk);
      if (page.length < CHUNK_PAGE) break;
      after = page.at(-1)!.position;
    }
  }
  return chunks;
}

export async function listSourceChunks(db: Db, { companyId, sourceId }: SourceScope): Promise<ChunkRow[]> {
  return db
    .select(chunkColumns)
    .from(contentChunks)
    .innerJoin(vemos, eq(vemos.id, contentChunks.vemoId))
    .where(and(eq(contentChunks.sourceId, sourceId), askableBy(companyId), isLiveChunk))
    .orderBy(asc(contentChunks.position));
}

/** Videos of the organisation's Vemos, and of the welcome demo, that have been processed at least once. */
export async function listProcessedVideos(db: Db, companyId: string): Promise<SourceRow[]> {
  const rows = await db
    .select({ source: vemoSources })
    .from(vemoSources)
    .innerJoin(vemos, eq(vemos.id, vemoSources.vemoId))
    .where(and(eq(vemoSources.kind, "video"), isNotNull(vemoSources.processedAt), askableBy(companyId)));
  return rows.map((row) => row.source);
}
