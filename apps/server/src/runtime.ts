import path from "node:path";
import type { Logger } from "pino";
import { createLogger } from "./platform/logger.ts";
import { applySelfHostedPlan } from "./modules/billing/self-hosted-plan.ts";
import { createAnswerEngine, type AnswerEngine } from "./modules/qa/answer-engine.ts";
import type { Config } from "./platform/config.ts";
import { openDatabase, type Database } from "./platform/db/database.ts";
import type { ViewerEventSubscriber } from "./modules/viewer-sessions/viewer-events.ts";
import type { JobDefinition } from "./platform/jobs/job-definition.ts";
import { startJobRunner, type JobRunner } from "./platform/jobs/job-runner.ts";
import type { FileStorage } from "./platform/storage/file-storage.ts";
import { createLocalFileStorage } from "./platform/storage/local-file-storage.ts";
import { createS3FileStorage } from "./platform/storage/s3-file-storage.ts";

/** What every process role shares: configuration, database, file storage, job queue and logger. */
export type Runtime = {
  config: Config;
  log: Logger;
  database: Database;
  storage: FileStorage;
  jobs: JobRunner;
  /** The answer engine's index cache and chat model, one per runtime. */
  answerEngine: AnswerEngine;
  /** Who reacts to viewer events (`viewer-event-subscribers.ts`). */
  subscribers: readonly ViewerEventSubscriber[];
  close(): Promise<void>;
};

type Options = {
  /** Every job type (`jobs.ts`): queued by any role, run by the ones that work. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- jobs with different payloads
  jobs: readonly JobDefinition<any>[];
  /** Every reaction to viewer events (`viewer-event-subscribers.ts`). */
  subscribers: readonly ViewerEventSubscriber[];
  /** Run job handlers in this process (the worker, or `npm start`'s single process). */
  work: boolean;
  /** An already-open database (tests); the runtime then leaves closing it to the caller. */
  database?: Database;
  log?: Logger;
};

export async function openRuntime(config: Config, options: Options): Promise<Runtime> {
  const log = options.log ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase({ ...config, log }));
  await database.migrate();
  await applySelfHostedPlan(database.db, config.billing.selfHostedPlan);
  const storage = config.s3
    ? createS3FileStorage(config.s3)
    : createLocalFileStorage(path.join(config.dataDir, "files"));
  const jobs = await startJobRunner({
    config,
    database,
    storage,
    log,
    definitions: options.jobs,
    work: options.work,
    maintenanceSeconds: config.jobsMaintenanceSeconds,
    subscribers: options.subscribers,
  });
  log.info({ database: database.kind, files: config.s3 ? "s3" : "folder", worker: options.work }, "runtime ready");
  return {
    config,
    log,
    database,
    storage,
    jobs,
    answerEngine: createAnswerEngine(config, log),
    subscribers: options.subscribers,
    async close() {
      await jobs.stop();
      if (!options.database) await database.close();
    },
  };
}
