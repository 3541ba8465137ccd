import { and, asc, count, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { isLiveChunk } from "../content/content.repository.ts";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { contentChunks, shareLinks, vemoSources, vemos } from "../../platform/db/schema.ts";

export type VemoRow = typeof vemos.$inferSelect;
export type SourceRow = typeof vemoSources.$inferSelect;
export type NewSource = Omit<typeof vemoSources.$inferInsert, "vemoId" | "companyId">;

// Every query is scoped by organisation; the welcome demo (no company) is readable by everyone.

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
      ? await tx.insert(vemoSources).values(sources.map((s) => ({ ...s, vemoId: created.id, companyId: created.companyId }))).returning()
      : [];
    return { vemo: created, sources: stored };
  });
}

/** The demo first, then the company's Vemos, newest first. */
export async function listReadableVemos(db: Db, companyId: string): Promise<VemoRow[]> {
  return db
    .select()
    .from(vemos)
    .where(or(eq(vemos.companyId, companyId), and(isNull(vemos.companyId), eq(vemos.isDemo, true))))
    .orderBy(desc(vemos.isDemo), desc(vemos.createdAt));
}

/** A Vemo of the company, or the demo when `includeDemo`. */
export async function findVemo(db: Db, options: { id: string; companyId: string; includeDemo?: boolean }): Promise<VemoRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const readable = options.includeDemo
    ? or(eq(vemos.companyId, options.companyId), and(isNull(vemos.companyId), eq(vemos.isDemo, true)))
    : eq(vemos.companyId, options.companyId);
  const [row] = await db.select().from(vemos).where(and(eq(vemos.id, options.id), readable));
  return row;
}

export async function deleteCompanyVemo(db: Db, options: { id: string; companyId: string }): Promise<VemoRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const [row] = await db.delete(vemos).where(and(eq(vemos.id, options.id), eq(vemos.companyId, options.companyId))).returning();
  return row;
}

export async function listSources(db: Db, vemoIds: string[]): Promise<SourceRow[]> {
  if (vemoIds.length === 0) return [];
  return db.select().from(vemoSources).where(inArray(vemoSources.vemoId, vemoIds)).orderBy(asc(vemoSources.kind), asc(vemoSources.position), asc(vemoSources.createdAt));
}

export async function insertSource(db: Db, vemo: VemoRow, source: NewSource): Promise<SourceRow> {
  const [row] = await db.insert(vemoSources).values({ ...source, vemoId: vemo.id, companyId: vemo.companyId }).returning();
  if (!row) throw new Error("source was not stored");
  return row;
}

export async function updateSource(db: Db, id: string, values: Partial<typeof vemoSources.$inferInsert>): Promise<SourceRow | undefined> {
  const [row] = await db.update(vemoSources).set({ ...values, updatedAt: new Date() }).where(eq(vemoSources.id, id)).returning();
  return row;
}

export async function deleteSource(db: Db, id: string): Promise<void> {
  await db.delete(vemoSources).where(eq(vemoSources.id, id));
}

export async function countChunks(db: Db, vemoId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contentChunks).where(and(eq(contentChunks.vemoId, vemoId), isLiveChunk));
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
