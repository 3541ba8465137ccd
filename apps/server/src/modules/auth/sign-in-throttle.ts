import { AppError } from "../../platform/errors.ts";

/** Failures of one account that cost nothing; after them each attempt waits twice as long as the last. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 5 * 60_000;
/** Failures older than this are forgotten. */
const FORGET_AFTER_MS = 60 * 60_000;
const MAX_TRACKED_ACCOUNTS = 50_000;

type Failures = { count: number; lastAt: number };

export type SignInThrottle = {
  /** Throws 429 while the account must still wait after its recent failures; the password is then not checked. */
  assertMayTry(email: string): void;
  recordFailure(email: string): void;
  recordSuccess(email: string): void;
};

/**
 * Wrong passwords per account, from any address: after 5, each further attempt must wait a
 * growing delay (1 s, 2 s, 4 s … up to 5 minutes) since the last failure. The right password is
 * still accepted once the wait is over, so an attacker can slow a victim's sign-in but never lock
 * them out. Counted in this process (docs/decisions.md).
 */
export function createSignInThrottle(now: () => number = () => Date.now()): SignInThrottle {
  const failures = new Map<string, Failures>();

  const waitMs = (entry: Failures) =>
    entry.count < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (entry.count - FREE_FAILURES)) - (now() - entry.lastAt);

  function forgetOld() {
    const cutoff = now() - FORGET_AFTER_MS;
    for (const [email, entry] of failures) if (entry.lastAt < cutoff) failures.delete(email);
  }

  return {
    assertMayTry(email) {
      const entry = failures.get(email);
      const wait = entry ? waitMs(entry) : 0;
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new AppError("rate_limited", `Too many failed sign-in attempts for this account. Please wait ${seconds} seconds and try again.`);
      }
    },
    recordFailure(email) {
      if (failures.size >= MAX_TRACKED_ACCOUNTS) forgetOld();
      const entry = failures.get(email);
      failures.set(email, { count: (entry?.count ?? 0) + 1, lastAt: now() });
    },
    recordSuccess(email) {
      failures.delete(email);
    },
  };
}
