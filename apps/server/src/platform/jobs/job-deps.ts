import type { Logger } from "pino";
import type { Runtime } from "../../runtime.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { JobContext } from "./job-definition.ts";
import type { JobRunner } from "./job-runner.ts";

/** What code that reads data and queues jobs needs, from a request's runtime or a job's context. */
export type JobDeps = { db: Db; config: Config; jobs: Pick<JobRunner, "send">; log: Logger };

export function jobDepsOfRuntime(runtime: Runtime): JobDeps {
  return { db: runtime.database.db, config: runtime.config, jobs: runtime.jobs, log: runtime.log };
}

export function jobDepsOfContext(context: JobContext): JobDeps {
  if (!context.jobs) throw new Error("this job queues other jobs: run it through the job runner");
  return { db: context.database.db, config: context.config, jobs: context.jobs, log: context.log };
}
