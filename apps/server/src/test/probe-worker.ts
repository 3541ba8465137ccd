// A worker process for the job-runner crash tests. It runs one probe job type and reports on stdout:
//   PROBE_MODE=hang    the job starts and never ends (the test kills this process mid-run)
//   PROBE_MODE=finish  the job completes; the process then exits
//   PROBE_MODE=settle  runs nothing new to completion; reports "gave up {id}" when a job is given up, then exits
// PROBE_RETRY_LIMIT sets the job's retry budget (default 3).
// With PROBE_SEND=1 it first queues one probe job. The database comes from DATA_DIR or DATABASE_URL.
import pino from "pino";
import { z } from "zod";
import { loadConfig } from "../platform/config.ts";
import { openDatabase } from "../platform/db/database.ts";
import { defineJob } from "../platform/jobs/job-definition.ts";
import { startJobRunner } from "../platform/jobs/job-runner.ts";
import { createLocalFileStorage } from "../platform/storage/local-file-storage.ts";

const report = (line: string) => process.stdout.write(`${line}\n`);
const mode = process.env.PROBE_MODE;
let finish: () => void;
const finished = new Promise<void>((resolve) => (finish = resolve));

const probeJob = defineJob({
  name: "probe",
  payload: z.object({ label: z.string() }),
  expireInSeconds: 2,
  retryLimit: Number(process.env.PROBE_RETRY_LIMIT ?? 3),
  retryDelaySeconds: 1,
  async run(payload, { jobId }) {
    report(`started ${jobId} ${payload.label}`);
    if (mode === "hang" || mode === "settle") return new Promise<void>(() => {});
    report(`completed ${jobId}`);
    setTimeout(finish, 300);
  },
  async giveUp(payload, { reason }) {
    report(`gave up ${payload.label}: ${reason}`);
    setTimeout(finish, 300);
  },
});

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "" });
await database.migrate();
const runner = await startJobRunner({
  config: loadConfig({}),
  database,
  storage: createLocalFileStorage(process.env.DATA_DIR ?? "/tmp"),
  log: pino({ level: "silent" }),
  definitions: [probeJob],
  work: true,
  maintenanceSeconds: 1,
});
if (process.env.PROBE_SEND === "1") report(`queued ${await runner.send(probeJob, { label: "crash-test" })}`);
await finished;
await runner.stop();
await database.close();
