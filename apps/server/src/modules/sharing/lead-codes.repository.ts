import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { leadEmailCodes } from "../../platform/db/schema.ts";

export type LeadCodeRow = typeof leadEmailCodes.$inferSelect;
type LeadCodeKey = { shareLinkId: string; email: string };

/**
 * Stores a new code for the address, replacing the last one unless it was sent less than `resendAfter`
 * ago; false then (nothing changed).
 */
export async function replaceLeadCode(
  db: Db,
  values: Omit<LeadCodeRow, "attempts" | "createdAt">,
  options: { now: Date; resendAfter: Date },
): Promise<boolean> {
  const fresh = { ...values, attempts: 0, createdAt: options.now };
  const [stored] = await db
    .insert(leadEmailCodes)
    .values(fresh)
    .onConflictDoUpdate({
      target: [leadEmailCodes.shareLinkId, leadEmailCodes.email],
      set: fresh,
      setWhere: lte(leadEmailCodes.createdAt, options.resendAfter),
    })
    .returning({ email: leadEmailCodes.email });
  return stored !== undefined;
}

export async function findLeadCode(db: Db, key: LeadCodeKey): Promise<LeadCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(leadEmailCodes)
    .where(and(eq(leadEmailCodes.shareLinkId, key.shareLinkId), eq(leadEmailCodes.email, key.email)));
  return row;
}

/**
 * Counts one try against a live code before it is checked, so parallel guesses cannot pass the limit;
 * the code row when the try was allowed, undefined when the code expired or its tries are used up.
 */
export async function claimLeadCodeAttempt(
  db: Db,
  key: LeadCodeKey & { now: Date; maxAttempts: number },
): Promise<LeadCodeRow | undefined> {
  const [row] = await db
    .update(leadEmailCodes)
    .set({ attempts: sql`${leadEmailCodes.attempts} + 1` })
    .where(
      and(
        eq(leadEmailCodes.shareLinkId, key.shareLinkId),
        eq(leadEmailCodes.email, key.email),
        gt(leadEmailCodes.expiresAt, key.now),
        lt(leadEmailCodes.attempts, key.maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** A code that was used: it cannot be used again. */
export async function deleteLeadCode(db: Db, key: LeadCodeKey): Promise<void> {
  await db
    .delete(leadEmailCodes)
    .where(and(eq(leadEmailCodes.shareLinkId, key.shareLinkId), eq(leadEmailCodes.email, key.email)));
}
