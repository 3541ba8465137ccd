import { like, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { rateLimitCounters } from "../../platform/db/schema.ts";
import { SIGN_IN_KEY_PREFIX } from "./sign-in-throttle.ts";

/**
 * Moves the sign-in throttle's rows `ms` into the past, as if that much time had gone by: the
 * throttle reads the database's clock, which a fake timer in the test process cannot move.
 */
export async function letSignInTimePass(db: Db, ms: number): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ windowStart: sql`${rateLimitCounters.windowStart} - ${ms}` })
    .where(like(rateLimitCounters.key, `${SIGN_IN_KEY_PREFIX}%`));
}
