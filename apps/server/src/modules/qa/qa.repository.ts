import { and, asc, count, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
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
 * Every chunk of a Vemo, each source's in order, read a page at a time; each page starts after the last row
 * of the one before, so it costs the same however far into a 24,000-cue source it is.
 */
export async function listVemoChunks(db: Db, vemo: Pick<VemoRow, "id" | "companyId">): Promise<ChunkRow[]> {
  const chunks: ChunkRow[] = [];
  let after: { sourceId: string; position: number; id: string } | undefined;
  for (;;) {
    const page = await db
      .select({ ...chunkColumns, position: contentChunks.position, id: contentChunks.id })
      .from(contentChunks)
      .innerJoin(vemos, eq(vemos.id, contentChunks.vemoId))
      .where(
        and(
          eq(contentChunks.vemoId, vemo.id),
          readableBy(vemo.companyId),
          isLiveChunk,
          after &&
            sql`(${contentChunks.sourceId}, ${contentChunks.position}, ${contentChunks.id}) > (${after.sourceId}, ${after.position}, ${after.id})`,
        ),
      )
      .orderBy(asc(contentChunks.sourceId), asc(contentChunks.position), asc(contentChunks.id))
      .limit(CHUNK_PAGE);
    for (const { position: _position, id: _id, ...chunk } of page) chunks.push(chunk);
    after = page.at(-1);
    if (page.length < CHUNK_PAGE) return chunks;
  }
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
