import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { answerIndexes, vemos } from "../../platform/db/schema.ts";

type IndexKey = { vemoId: string; indexVersion: number; contentVersion: string };

// The index travels as base64 text, encoded and decoded by the database: PGlite reads and writes bytea as hex
// in JavaScript, which for a 24,000-cue Vemo's 1.4 MB held the event loop about ten times longer.

/** The stored index of the Vemo built by this engine from this content, gzipped; undefined when there is none yet. */
export async function readStoredIndex(db: Db, key: IndexKey): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: sql<string>`encode(${answerIndexes.data}, 'base64')` })
    .from(answerIndexes)
    .where(
      and(
        eq(answerIndexes.vemoId, key.vemoId),
        eq(answerIndexes.indexVersion, key.indexVersion),
        eq(answerIndexes.contentVersion, key.contentVersion),
      ),
    );
  return row && Buffer.from(row.data, "base64");
}

/** The Vemos whose indexes this engine stored most recently, newest first. */
export async function listRecentlyStoredIndexes(
  db: Db,
  options: { indexVersion: number; limit: number },
): Promise<{ id: string; companyId: string | null }[]> {
  return db
    .select({ id: vemos.id, companyId: vemos.companyId })
    .from(answerIndexes)
    .innerJoin(vemos, eq(vemos.id, answerIndexes.vemoId))
    .where(eq(answerIndexes.indexVersion, options.indexVersion))
    .orderBy(desc(answerIndexes.builtAt))
    .limit(options.limit);
}

/** Stores the Vemo's index in place of the one before; does nothing when the Vemo was deleted meanwhile. */
export async function writeStoredIndex(db: Db, key: IndexKey & { data: Buffer }): Promise<void> {
  const data = key.data.toString("base64");
  await db.execute(sql`
    insert into ${answerIndexes} (vemo_id, index_version, content_version, data)
    select id, ${key.indexVersion}, ${key.contentVersion}, decode(${data}, 'base64') from ${vemos} where id = ${key.vemoId}
    on conflict (vemo_id) do update set index_version = excluded.index_version,
      content_version = excluded.content_version, data = excluded.data, built_at = now()`);
}
