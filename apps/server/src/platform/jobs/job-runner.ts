import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { ViewerEventSubscriber } from "../../modules/viewer-sessions/viewer-events.ts";
import type { Database } from "../db/database.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { storableText } from "../storable-text.ts";
import type { JobDefinition } from "./job-definition.ts";
import { holdWorkerPresence, type WorkerPresence } from "./worker-presence.ts";

export type JobRunner = {
  /**
   * Queues a job; with a singleton key, an identical job not yet finished is not queued twice (with
   * `singletonSeconds`, not twice in the same slot of that many seconds); `startAfter` delays it.
   */
  send<P>(
    definition: JobDefinition<P>,
    payload: P,
    options?: { singletonKey?: string; singletonSeconds?: number; startAfter?: number },
  ): Promise<string | null>;
  stop(): Promise<void>;
};

type Options = {
  config: Config;
  database: Database;
  storage: FileStorage;
  log: Logger;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs with different payloads
  definitions: readonly JobDefinition<any>[];
  /** False for an API-only process: it queues jobs but runs none. */
  work: boolean;
  maintenanceSeconds: number;
  /** Who reacts to viewer events, given to the jobs that tell them. */
  subscribers?: readonly ViewerEventSubscriber[];
};

/** pg-boss on whichever database runs: the embedded PGlite or PostgreSQL. */
export async function startJobRunner(options: Options): Promise<JobRunner> {
  const { database, log } = options;
  const running = runningWork();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => running.add(database.sql.executeSql(text, values)) },
    schema: "pgboss",
    supervise: options.work,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();

  for (const definition of options.definitions) {
    // A job that fails for good is copied by pg-boss into its dead-letter queue, whatever ended it
    // (the last retry, or a kill or expiry past the budget); a worker there runs `giveUp`.
    const deadLetter = definition.giveUp ? givenUpQueue(definition) : undefined;
    if (deadLetter)
      await retryOnDeadlock(() =>
        boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 3, retryDelay: definition.retryDelaySeconds }),
      );
    const queue = {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
      ...(deadLetter && { deadLetter }),
    };
    await retryOnDeadlock(() => boss.createQueue(definition.name, queue));
    await boss.updateQueue(definition.name, queue); // a queue made by an earlier version keeps its old options otherwise
    if (definition.cron) await boss.schedule(definition.name, definition.cron(options.config), {}, { tz: "UTC" });
  }

  let presence: WorkerPresence | undefined;
  let sweep: NodeJS.Timeout | undefined;
  const localWorkers = new Map<string, string>(); // queue name → this process's worker of it
  const send = sender(boss, localWorkers);
  if (options.work) {
    // Only one process can open an embedded database, so any job still marked
    // active was cut off by a crash or a kill: hand it back for a retry now
    // rather than after its expiry. On PostgreSQL other workers may be running it,
    // so only the jobs of workers that are gone are handed back: at start, then every sweep.
    if (database.kind === "pglite") await retryInterruptedJobs(boss, database, log);
    const databaseUrl = options.config.databaseUrl;
    if (database.kind === "postgres" && databaseUrl) {
      presence = await holdWorkerPresence(databaseUrl, log);
      const handBack = retryJobsOfGoneWorkers.bind(null, boss, database, presence, log);
      await handBack();
      sweep = setInterval(() => void handBack(), options.maintenanceSeconds * 1000);
    }
    for (const definition of options.definitions) {
      localWorkers.set(definition.name, await startWorker(boss, definition, send, running, options, presence));
      if (definition.giveUp) await startGiveUpWorker(boss, definition, running, options);
    }
  }

  return {
    send,
    async stop() {
      clearInterval(sweep);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await running.settled();
      await presence?.close();
    },
  };
}

/**
 * pg-boss's statements and the job handlers it runs, followed so that stopping waits for the last
 * ones: pg-boss's stop can return while a fetch is answered, a handler then runs, or a finished job's
 * completion is written (pg-boss does not wait for it), and the database closed next would refuse
 * their statements (an unhandled rejection).
 */
function runningWork() {
  const running = new Set<Promise<unknown>>();
  return {
    add<T>(work: Promise<T>): Promise<T> {
      running.add(work);
      const done = () => running.delete(work);
      work.then(done, done);
      return work;
    },
    /** Resolves once nothing runs after a turn of the event loop (a fetch answered may start a handler). */
    async settled(): Promise<void> {
      do {
        await new Promise((resolve) => setImmediate(resolve));
        await Promise.allSettled(running);
      } while (running.size > 0);
    },
  };
}
type RunningWork = ReturnType<typeof runningWork>;

const DEADLOCK = "40P01";
const DEADLOCK_ATTEMPTS = 5;

/**
 * Processes starting together on a new database create the same queues at once, and PostgreSQL
 * may end one creation as a deadlock victim (its transaction undone): that one tries again.
 */
async function retryOnDeadlock(step: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK || attempt === DEADLOCK_ATTEMPTS) throw error;
    }
  }
}

/**
 * A job queued where this process also works its queue starts at once, rather than at the worker's
 * next poll (up to a second later, for each job of a chain); other processes still find it by polling.
 */
function sender(boss: PgBoss, localWorkers: ReadonlyMap<string, string>): JobRunner["send"] {
  // Async, so a payload that does not match its schema rejects the promise instead of throwing.
  return async (definition, payload, sendOptions) => {
    const id = await boss.send(definition.name, definition.payload.parse(payload) as object, sendOptions ?? {});
    const worker = localWorkers.get(definition.name);
    if (worker && !sendOptions?.startAfter) boss.notifyWorker(worker);
    return id;
  };
}

/** Starts this process's worker of a job's queue; returns its id. */
async function startWorker<P>(
  boss: PgBoss,
  definition: JobDefinition<P>,
  send: JobRunner["send"],
  running: RunningWork,
  options: Options,
  presence: WorkerPresence | undefined,
): Promise<string> {
  const work = { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true } as const;
  return boss.work<unknown>(definition.name, work, ([job]) => running.add(runJob(job)));

  async function runJob(job: PgBoss.JobWithMetadata<unknown> | undefined): Promise<void> {
    if (!job) return;
    const log = options.log.child({ job: definition.name, jobId: job.id });
    if (presence) await markRunBy(options.database, definition.name, job.id, presence.workerId);
    const payload = definition.payload.parse(job.data);
    log.info("job started");
    try {
      const { config, database, storage, subscribers = [] } = options;
      const jobs = { send };
      await definition.run(payload, { jobId: job.id, log, database, storage, config, jobs, subscribers });
      log.info("job completed");
    } catch (error) {
      log.warn({ err: error }, "job failed; pg-boss retries it with back-off while retries remain");
      // eslint-disable-next-line preserve-caught-error -- pg-boss would store the cause, SQL parameters and all
      throw new Error(jobFailureMessage(error));
    }
  }
}

const FAILURE_MESSAGE_MAX = 300;

/** What a job cut off by a crash or a kill failed with. */
export const INTERRUPTED_REASON = "interrupted by a restart";

/**
 * What pg-boss stores (in a jsonb column) about a failed run: a short message that the database
 * accepts, and never a failed query's SQL or parameters (they can hold the text being processed).
 */
function jobFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith("Failed query")) return "A database query failed.";
  return storableText(message).slice(0, FAILURE_MESSAGE_MAX);
}

const givenUpQueue = (definition: JobDefinition<unknown>) => `${definition.name}__given_up`;

async function startGiveUpWorker<P>(
  boss: PgBoss,
  definition: JobDefinition<P>,
  running: RunningWork,
  options: Options,
): Promise<void> {
  const work = { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true } as const;
  await boss.work<unknown>(givenUpQueue(definition as JobDefinition<unknown>), work, ([job]) =>
    running.add(giveUp(job)),
  );

  async function giveUp(job: PgBoss.JobWithMetadata<unknown> | undefined): Promise<void> {
    if (!job || !definition.giveUp) return;
    const log = options.log.child({ job: definition.name, jobId: job.id });
    const reason = failureMessage((job as { output?: unknown }).output);
    log.warn({ reason }, "job failed for good");
    const { config, database, storage } = options;
    await definition.giveUp(definition.payload.parse(job.data), {
      jobId: job.id,
      log,
      database,
      storage,
      config,
      reason,
    });
  }
}

/** The message pg-boss stored for the last failure: `{message}` from a handler, `{value: {message}}` from an expiry. */
function failureMessage(output: unknown): string {
  const record = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
  const message = record(output).message ?? record(record(output).value).message;
  return typeof message === "string" ? message : "it stopped unexpectedly";
}

async function retryInterruptedJobs(boss: PgBoss, database: Database, log: Logger): Promise<void> {
  const { rows } = await database.sql.executeSql("select id, name from pgboss.job where state = 'active'");
  for (const row of rows) {
    const { id, name } = row as { id: string; name: string };
    await boss.fail(name, id, { message: INTERRUPTED_REASON });
    log.warn({ job: name, jobId: id }, "job interrupted by a restart; queued again");
  }
}

/**
 * Writes this worker's number on the job it has just fetched (in pg-boss's `output`, which pg-boss
 * overwrites when the run ends), so that if this process dies, others know whose the job was.
 */
async function markRunBy(database: Database, name: string, jobId: string, workerId: number): Promise<void> {
  await database.sql.executeSql(
    "update pgboss.job set output = jsonb_build_object('worker', $3::int) where name = $1 and id = $2 and state = 'active'",
    [name, jobId, workerId],
  );
}

/**
 * Hands back, for a retry, the active jobs of workers that are gone (killed, crashed, lost their
 * machine). A job fetched but not yet marked is left to pg-boss's expiry: its worker may be alive.
 */
async function retryJobsOfGoneWorkers(
  boss: PgBoss,
  database: Database,
  presence: WorkerPresence,
  log: Logger,
): Promise<void> {
  try {
    const { rows } = await database.sql.executeSql(
      "select id, name, (output->>'worker')::int as worker from pgboss.job where state = 'active' and output->>'worker' is not null",
    );
    const goneWorkers = new Map<number, boolean>();
    for (const row of rows) {
      const { id, name, worker } = row as { id: string; name: string; worker: number };
      if (!goneWorkers.has(worker)) goneWorkers.set(worker, await presence.isGone(worker));
      if (!goneWorkers.get(worker)) continue;
      await boss.fail(name, id, { message: INTERRUPTED_REASON });
      log.warn({ job: name, jobId: id }, "job of a worker that is gone; queued again");
    }
  } catch (error) {
    // The next sweep tries again; until then pg-boss's expiry still applies.
    log.warn({ err: error }, "could not look for jobs of workers that are gone");
  }
}
