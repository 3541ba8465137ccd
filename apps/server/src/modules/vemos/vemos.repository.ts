import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, or, type Column, type SQL } from "drizzle-orm";
import { isLiveChunk } from "../content/content.repository.ts";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { contentChunks, shareLinks, vemoSources, vemos } from "../../platform/db/schema.ts";
import { madeBy, sharedByColumns } from "../team/shared-by.ts";

export type VemoRow = typeof vemos.$inferSelect;
export type SourceRow = typeof vemoSources.$inferSelect;
export type NewSource = Omit<typeof vemoSources.$inferInsert, "vemoId" | "companyId">;

// Every query is scoped by organisation; the welcome demo (no company) is readable by everyone.
// Callers without a signed-in organisation (the job worker, the public share calls) pass the
// company of the Vemo they loaded: null for the welcome demo.

/** Rows of the company; with null, the welcome demo's. */
function ownedBy(column: Column, companyId: string | null): SQL {
  return companyId === null ? isNull(column) : eq(column, companyId);
}

/** Rows the company may read: its own and the welcome demo's. */
function readableBy(column: Column, companyId: string | null): SQL | undefined {
  return companyId === null ? isNull(column) : or(eq(column, companyId), isNull(column));
}

export async function countCompanyVemos(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(vemos).where(eq(vemos.companyId, companyId));
  return row?.value ?? 0;
}

export async function insertVemoWithSources(
  db: Db,
  vemo: typeof vemos.$inferInsert,
  sources: NewSource[],
): Promise<{ vemo: VemoRow; sources: SourceRow[] }> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(vemos).values(vemo).returning();
    if (!created) throw new Error("Vemo was not stored");
    const stored = sources.length
      ? await tx
          .insert(vemoSources)
          .values(sources.map((s) => ({ ...s, vemoId: created.id, companyId: created.companyId })))
          .returning()
      : [];
    return { vemo: created, sources: stored };
  });
}

export type ListedVemoRow = Awaited<ReturnType<typeof listReadableVemos>>[number];

/** The demo first, then the company's Vemos, newest first, with who made each; `sharedBy` keeps one teammate's (no demo). */
export async function listReadableVemos(db: Db, options: { companyId: string; sharedBy?: string }) {
  const readable = or(eq(vemos.companyId, options.companyId), and(isNull(vemos.companyId), eq(vemos.isDemo, true)));
  return db
    .select({ ...getTableColumns(vemos), ...sharedByColumns(vemos) })
    .from(vemos)
    .where(and(readable, options.sharedBy ? madeBy(vemos, options.sharedBy) : undefined))
    .orderBy(desc(vemos.isDemo), desc(vemos.createdAt));
}

/** A Vemo of the company, or the demo when `includeDemo`. */
export async function findVemo(
  db: Db,
  options: { id: string; companyId: string; includeDemo?: boolean },
): Promise<VemoRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const readable = options.includeDemo
    ? or(eq(vemos.companyId, options.companyId), and(isNull(vemos.companyId), eq(vemos.isDemo, true)))
    : eq(vemos.companyId, options.companyId);
  const [row] = await db
    .select()
    .from(vemos)
    .where(and(eq(vemos.id, options.id), readable));
  return row;
}

export async function deleteCompanyVemo(
  db: Db,
  options: { id: string; companyId: string },
): Promise<VemoRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const [row] = await db
    .delete(vemos)
    .where(and(eq(vemos.id, options.id), eq(vemos.companyId, options.companyId)))
    .returning();
  return row;
}

/** The sources of the Vemos, those the company may read, each kind in order. */
export async function listSources(
  db: Db,
  scope: { companyId: string | null; vemoIds: string[] },
): Promise<SourceRow[]> {
  if (scope.vemoIds.length === 0) return [];
  return db
    .select()
    .from(vemoSources)
    .where(and(inArray(vemoSources.vemoId, scope.vemoIds), readableBy(vemoSources.companyId, scope.companyId)))
    .orderBy(asc(vemoSources.kind), asc(vemoSources.position), asc(vemoSources.createdAt));
}

export async function insertSource(db: Db, vemo: VemoRow, source: NewSource): Promise<SourceRow> {
  const [row] = await db
    .insert(vemoSources)
    .values({ ...source, vemoId: vemo.id, companyId: vemo.companyId })
    .returning();
  if (!row) throw new Error("source was not stored");
  return row;
}

type SourceKey = { id: string; companyId: string | null };

export async function updateSource(
  db: Db,
  source: SourceKey,
  values: Partial<typeof vemoSources.$inferInsert>,
): Promise<SourceRow | undefined> {
  const [row] = await db
    .update(vemoSources)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vemoSources.id, source.id), ownedBy(vemoSources.companyId, source.companyId)))
    .returning();
  return row;
}

export async function deleteSource(db: Db, source: SourceKey): Promise<void> {
  await db
    .delete(vemoSources)
    .where(and(eq(vemoSources.id, source.id), ownedBy(vemoSources.companyId, source.companyId)));
}

/** The live chunks of a Vemo the company may read. */
export async function countChunks(db: Db, scope: { companyId: string | null; vemoId: string }): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contentChunks)
    .innerJoin(vemos, eq(vemos.id, contentChunks.vemoId))
    .where(and(eq(contentChunks.vemoId, scope.vemoId), readableBy(vemos.companyId, scope.companyId), isLiveChunk));
  return row?.value ?? 0;
}

export async function findPublicShareTokens(db: Db, vemoIds: string[]): Promise<Map<string, string>> {
  if (vemoIds.length === 0) return new Map();
  const rows = await db
    .select({ vemoId: shareLinks.vemoId, token: shareLinks.token })
    .from(shareLinks)
    .where(and(inArray(shareLinks.vemoId, vemoIds), eq(shareLinks.kind, "public")));
  return new Map(rows.map((row) => [row.vemoId, row.token]));
}
