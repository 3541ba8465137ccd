import type { Logger } from "pino";
import type { ViewerEventSubscriber } from "../../modules/viewer-sessions/viewer-events.ts";
import type { Runtime } from "../../runtime.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { JobContext } from "./job-definition.ts";
import type { JobRunner } from "./job-runner.ts";

/** What code that reads data and queues jobs needs, from a request's runtime or a job's context. */
export type JobDeps = {
  db: Db;
  config: Config;
  jobs: Pick<JobRunner, "send">;
  log: Logger;
  /** Who reacts to viewer events (`viewer-event-subscribers.ts`). */
  subscribers: readonly ViewerEventSubscriber[];
};

export function jobDepsOfRuntime(runtime: Runtime): JobDeps {
  const { config, jobs, log, subscribers } = runtime;
  return { db: runtime.database.db, config, jobs, log, subscribers };
}

export function jobDepsOfContext(context: JobContext): JobDeps {
  const { jobs, subscribers } = context;
  if (!jobs || !subscribers) throw new Error("this job queues other jobs: run it through the job runner");
  return { db: context.database.db, config: context.config, jobs, log: context.log, subscribers };
}
