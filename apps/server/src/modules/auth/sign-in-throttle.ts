import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { rateLimitCounters } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { databaseNowMs } from "../../platform/rate-limit-store.ts";
import { storableText } from "../../platform/storable-text.ts";

/** Failures of one account that cost nothing; after them each attempt waits twice as long as the last. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 5 * 60_000;
/** Failures older than this are forgotten. */
export const FORGET_AFTER_MS = 60 * 60_000;
export const SIGN_IN_FAILURES_KEY = "sign-in failures|";

export type SignInThrottle = {
  /** Throws 429 while the account must still wait after its recent failures; the password is then not checked. */
  assertMayTry(email: string): Promise<void>;
  recordFailure(email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
};

/**
 * Wrong passwords per account, from any address: after 5 in the last hour, each further attempt
 * must wait a growing delay (1 s, 2 s, 4 s … up to 5 minutes) since the last failure. The right
 * password is still accepted once the wait is over, so an attacker can slow a victim's sign-in
 * but never lock them out.
 *
 * Counted in the database, so every API process sees the same failures: one row of the rate-limit
 * counters per failure moment, dated by when it is forgotten (an hour after it happened). The
 * counters' pruning deletes rows dated in the past, so it removes exactly the forgotten failures.
 */
export function createSignInThrottle(db: Db): SignInThrottle {
  const nowMs = sql<number>`${databaseNowMs}::bigint`;
  const keyOf = (email: string) => storableText(`${SIGN_IN_FAILURES_KEY}${email}`);

  return {
    async assertMayTry(email) {
      const [failures] = await db
        .select({
          count: sql<number>`coalesce(sum(${rateLimitCounters.count}), 0)::int`,
          forgetLastAt: sql<string | null>`max(${rateLimitCounters.windowStart})`,
          now: sql<string>`${nowMs}`,
        })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, keyOf(email)), gt(rateLimitCounters.windowStart, nowMs)));
      if (!failures || failures.count < FREE_FAILURES || failures.forgetLastAt === null) return;
      const lastFailedAt = Number(failures.forgetLastAt) - FORGET_AFTER_MS;
      const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures.count - FREE_FAILURES));
      const wait = delay - (Number(failures.now) - lastFailedAt);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new AppError(
          "rate_limited",
          `Too many failed sign-in attempts for this account. Please wait ${seconds} seconds and try again.`,
        );
      }
    },
    async recordFailure(email) {
      await db
        .insert(rateLimitCounters)
        .values({ key: keyOf(email), windowStart: sql`${nowMs} + ${FORGET_AFTER_MS}`, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        });
    },
    async recordSuccess(email) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(email)));
    },
  };
}
