import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { apiKeys, users } from "../../platform/db/schema.ts";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error("API key was not stored");
  return row;
}

/** The organisation's keys that still work, newest first, with their creator's name. */
export async function listLiveApiKeys(db: Db, companyId: string) {
  return db
    .select({ key: apiKeys, creatorFirstName: users.firstName, creatorLastName: users.lastName })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

export async function revokeApiKey(db: Db, options: { companyId: string; id: string }): Promise<ApiKeyRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, options.id), eq(apiKeys.companyId, options.companyId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** Keys act with their creator's rights: when the creator leaves or becomes a member, their keys are revoked. */
export async function revokeApiKeysOf(db: Db, options: { companyId: string; userId: string }): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiKeys.companyId, options.companyId),
        eq(apiKeys.createdByUserId, options.userId),
        isNull(apiKeys.revokedAt),
      ),
    );
}

export async function findLiveApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** Records a use, at most once a minute per key, so a busy script does not write on every call. */
export async function touchApiKey(db: Db, id: string, now: Date): Promise<void> {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, aMinuteAgo))));
}
