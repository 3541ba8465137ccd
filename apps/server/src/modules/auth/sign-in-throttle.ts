import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { rateLimitCounters } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { databaseNowMs } from "../../platform/rate-limit-store.ts";
import { storableText } from "../../platform/storable-text.ts";

/** Failures older than this are forgotten. */
export const FORGET_AFTER_MS = 60 * 60_000;
/** An address the account signed in from is trusted this long after its last good sign-in. */
const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 5 * 60_000;
/** The account's owner is told once an hour, from this many wrong passwords in the last hour. */
const NOTICE_AFTER_FAILURES = 10;

/** Every row of the throttle in `rate_limit_counters` starts with this. */
export const SIGN_IN_KEY_PREFIX = "sign-in ";

/**
 * Free failures in the last hour, after which each attempt waits a doubling delay since the last
 * failure (1 s, 2 s … 5 min), and the count at which attempts are refused until enough failures
 * are forgotten (null: only slowed).
 */
type Rule = { free: number; refuseAt: number | null };
/** One account from one address: the owner mistyping, or one guesser. */
const PAIR: Rule = { free: 5, refuseAt: 10 };
/** One address over every account: spraying common passwords. */
const ADDRESS: Rule = { free: 10, refuseAt: 20 };
/** One account from every address, applied only to addresses it has not signed in from: a botnet. */
const ACCOUNT: Rule = { free: 10, refuseAt: null };

type SignInAttempt = { email: string; address: string };

export type SignInThrottle = {
  /** Throws 429 (with its retry-after) while this attempt must wait or is refused; the password is then not checked. */
  assertMayTry(attempt: SignInAttempt): Promise<void>;
  recordFailure(attempt: SignInAttempt): Promise<void>;
  recordSuccess(attempt: SignInAttempt): Promise<void>;
};

/** Told, once per hour, that someone is guessing the password of `email` (`failures` in the last hour). */
export type OnGuessing = (guessed: { email: string; failures: number }) => Promise<void>;

const keysOf = ({ email, address }: SignInAttempt) => ({
  pair: storableText(`${SIGN_IN_KEY_PREFIX}pair|${email}|${address}`),
  address: storableText(`${SIGN_IN_KEY_PREFIX}address|${address}`),
  account: storableText(`${SIGN_IN_KEY_PREFIX}account|${email}`),
  known: storableText(`${SIGN_IN_KEY_PREFIX}known|${email}|${address}`),
  notice: storableText(`${SIGN_IN_KEY_PREFIX}notice|${email}`),
});

type Failures = { count: number; lastForgetAt: number; refusedUntil: number | null };

/**
 * Wrong passwords are counted three ways: per account and address, per address, and per account.
 * An address the account has signed in from before is held only to its own counts, so a guessing
 * run from elsewhere cannot keep the owner out; other addresses are also slowed by the account's.
 *
 * Counted in the database, so every API process sees the same failures: one row of the rate-limit
 * counters per key and failure moment, dated by when it is forgotten (an hour after it happened),
 * so the counters' pruning removes exactly the forgotten failures. A known address is a row dated
 * 90 days after its last good sign-in.
 */
export function createSignInThrottle(db: Db, onGuessing: OnGuessing): SignInThrottle {
  const nowMs = sql`${databaseNowMs}::bigint`;

  async function readFailures(keys: ReturnType<typeof keysOf>) {
    const rules = [
      [keys.pair, PAIR],
      [keys.address, ADDRESS],
      [keys.account, ACCOUNT],
    ] as const;
    const refuseAt = sql.join(
      rules.map(([key, rule]) => sql`(${key}::text, ${rule.refuseAt ?? Number.MAX_SAFE_INTEGER}::bigint)`),
      sql`, `,
    );
    // Per key: the failures, when the last is forgotten, and when the one that reached the refusal
    // count is forgotten (the newest failure with that many at or after it): the refusal ends then.
    const result = await db.execute(sql`
      with rules(key, refuse_at) as (values ${refuseAt}),
      failures as (
        select c.key, c.window_start, c.count, r.refuse_at,
          sum(c.count) over (partition by c.key order by c.window_start desc) as newer
        from ${rateLimitCounters} c join rules r on r.key = c.key
        where c.window_start > ${nowMs}
      )
      select key, sum(count)::int as count, max(window_start)::text as last_forget_at,
        max(window_start) filter (where newer >= refuse_at)::text as refused_until,
        (${nowMs})::text as now
      from failures group by key`);
    const { rows } = result as unknown as {
      rows: { key: string; count: number; last_forget_at: string; refused_until: string | null; now: string }[];
    };
    const byKey = new Map<string, Failures>(
      rows.map((row) => [
        row.key,
        {
          count: row.count,
          lastForgetAt: Number(row.last_forget_at),
          refusedUntil: row.refused_until === null ? null : Number(row.refused_until),
        },
      ]),
    );
    return { rules, byKey, now: rows[0] ? Number(rows[0].now) : 0 };
  }

  async function readIsKnown(key: string): Promise<boolean> {
    const result = await db.execute(
      sql`select 1 from ${rateLimitCounters} where key = ${key} and window_start > ${nowMs} limit 1`,
    );
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  async function countFailures(key: string): Promise<number> {
    const result = await db.execute(
      sql`select coalesce(sum(count), 0)::int as count from ${rateLimitCounters} where key = ${key} and window_start > ${nowMs}`,
    );
    return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  }

  /** Rows per key and moment: the same key failing twice in one millisecond adds to one row. */
  function insertCounted(key: string, forgetAfterMs: number) {
    return db
      .insert(rateLimitCounters)
      .values({ key, windowStart: sql`${nowMs} + ${forgetAfterMs}`, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      });
  }

  /** True for the first caller in an hour; the lock keeps two processes from both claiming it. */
  function claimNotice(key: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const result = await tx.execute(sql`
        insert into ${rateLimitCounters} (key, window_start, count)
        select ${key}, ${nowMs} + ${FORGET_AFTER_MS}, 1
        where not exists (select 1 from ${rateLimitCounters} where key = ${key} and window_start > ${nowMs})
        returning key`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    });
  }

  return {
    async assertMayTry(attempt) {
      const keys = keysOf(attempt);
      const { rules, byKey, now } = await readFailures(keys);
      if (byKey.size === 0) return;
      const isKnown = await readIsKnown(keys.known);
      let waitMs = 0;
      let isRefused = false;
      for (const [key, rule] of rules) {
        const failures = byKey.get(key);
        if (!failures || (rule === ACCOUNT && isKnown)) continue;
        if (failures.refusedUntil !== null) {
          isRefused = true;
          waitMs = Math.max(waitMs, failures.refusedUntil - now);
        } else if (failures.count >= rule.free) {
          const lastFailedAt = failures.lastForgetAt - FORGET_AFTER_MS;
          const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures.count - rule.free));
          waitMs = Math.max(waitMs, delay - (now - lastFailedAt));
        }
      }
      if (waitMs <= 0) return;
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(
        "rate_limited",
        isRefused
          ? `Too many failed sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`
          : `Too many failed sign-in attempts. Please wait ${seconds} seconds and try again.`,
        {},
        seconds,
      );
    },

    async recordFailure(attempt) {
      const keys = keysOf(attempt);
      for (const key of [keys.pair, keys.address, keys.account]) await insertCounted(key, FORGET_AFTER_MS);
      const failures = await countFailures(keys.account);
      if (failures < NOTICE_AFTER_FAILURES) return;
      if (await claimNotice(keys.notice)) await onGuessing({ email: attempt.email, failures });
    },

    async recordSuccess(attempt) {
      const keys = keysOf(attempt);
      await db.execute(sql`delete from ${rateLimitCounters} where key in (${keys.pair}, ${keys.known})`);
      await insertCounted(keys.known, KNOWN_ADDRESS_MS);
    },
  };
}
