import { randomInt } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";

/** First key of the two-key advisory locks that say "worker N is alive"; other locks use other keys. */
const WORKER_LOCK_SPACE = 0x76656d6f;
const RECONNECT_DELAY_MS = 1_000;

export type WorkerPresence = {
  /** This process's number, written on the jobs it runs. */
  workerId: number;
  /** True when no live process holds `workerId`'s lock (a killed process's connection releases it). */
  isGone(workerId: number): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * A PostgreSQL worker's sign of life: a session advisory lock on a connection of its own, held
 * for as long as the process lives. PostgreSQL releases it the moment the process dies (even by
 * SIGKILL, as its connection closes), so another worker can tell at once that the jobs it marked
 * were cut off, without waiting for their expiry.
 */
export async function holdWorkerPresence(connectionString: string, log: Logger): Promise<WorkerPresence> {
  const workerId = randomInt(1, 2 ** 31 - 1);
  let isClosed = false;
  let client = await connect();

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on("error", (error) => {
      log.warn({ err: error }, "the worker's presence connection failed; reconnecting");
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    });
    await next.connect();
    await next.query("select pg_advisory_lock($1, $2)", [WORKER_LOCK_SPACE, workerId]);
    return next;
  }

  // While it reconnects, other workers may hand this worker's jobs back: they run again
  // (jobs are retried anyway, so each must be safe to run twice).
  async function reconnect(): Promise<void> {
    if (isClosed) return;
    try {
      client = await connect();
    } catch (error) {
      log.warn({ err: error }, "the worker's presence connection could not be opened; retrying");
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    }
  }

  return {
    workerId,
    async isGone(other) {
      if (other === workerId) return false; // session locks nest: this process would get its own
      const { rows } = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1, $2) as taken", [
        WORKER_LOCK_SPACE,
        other,
      ]);
      if (!rows[0]?.taken) return false;
      await client.query("select pg_advisory_unlock($1, $2)", [WORKER_LOCK_SPACE, other]);
      return true;
    },
    async close() {
      isClosed = true;
      await client.end();
    },
  };
}
