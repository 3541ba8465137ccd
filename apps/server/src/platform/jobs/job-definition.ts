import type { Logger } from "pino";
import type { z } from "zod";
import type { Config } from "../config.ts";
import type { ViewerEventSubscriber } from "../../modules/viewer-sessions/viewer-events.ts";
import type { Database } from "../db/database.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { JobRunner } from "./job-runner.ts";

export type JobContext = {
  jobId: string;
  log: Logger;
  database: Database;
  storage: FileStorage;
  config: Config;
  /** The runner always gives it, for jobs that queue others; tests that call `run` directly may leave it out. */
  jobs?: Pick<JobRunner, "send">;
  /** Given by the runner with `jobs`, for jobs that tell viewer events. */
  subscribers?: readonly ViewerEventSubscriber[];
};

/** One background job type: its queue name, payload schema, retry policy and handler. */
export type JobDefinition<Payload> = {
  name: string;
  payload: z.ZodType<Payload>;
  /** How long one run may take; a run still active after this counts as crashed and is retried. */
  expireInSeconds: number;
  retryLimit: number;
  /** First retry delay; each later retry waits longer (exponential back-off). */
  retryDelaySeconds: number;
  /** Runs the job on this cron schedule (UTC) with an empty payload, once per tick across all workers. */
  cron?: (config: Config) => string;
  run(payload: Payload, context: JobContext): Promise<void>;
  /**
   * Runs once when the job has failed for good: its last retry failed, or it was cut off (a crash,
   * a kill, an expiry) more often than its retries allow. `reason` is the last failure's message.
   */
  giveUp?(payload: Payload, context: JobContext & { reason: string }): Promise<void>;
};

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
