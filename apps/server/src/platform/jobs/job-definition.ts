import type { Logger } from "pino";
import type { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { FileStorage } from "../storage/file-storage.ts";

export type JobContext = {
  jobId: string;
  log: Logger;
  database: Database;
  storage: FileStorage;
  config: Config;
  /** No retry follows if this run fails: the handler can record a final failure. */
  isLastAttempt: boolean;
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
  run(payload: Payload, context: JobContext): Promise<void>;
};

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
