// `npm start` / `npm run start:api`: the HTTP server, with the job workers in-process unless WORKER_IN_PROCESS=false.
import { setTimeout as delay } from "node:timers/promises";
import { loadWordLists } from "@vemo/engine";
import { buildApp } from "./app.ts";
import { loadConfig } from "./platform/config.ts";
import { onShutdown } from "./platform/shutdown.ts";
import { warmUpAnswerIndexes } from "./modules/qa/answer-index.ts";
import { ensureWelcomeDemo } from "./modules/vemos/welcome-demo.ts";
import { openRuntime } from "./runtime.ts";
import { jobDefinitions } from "./jobs.ts";
import { viewerEventSubscribers } from "./viewer-event-subscribers.ts";

/** How long a starting server waits for its answer indexes before it takes requests. */
const WARM_UP_WAIT_MS = 2_000;

const config = loadConfig();
const runtime = await openRuntime(config, {
  jobs: jobDefinitions,
  subscribers: viewerEventSubscribers,
  work: config.workerInProcess,
});
await ensureWelcomeDemo(runtime);
loadWordLists(); // now rather than on the first question
const app = await buildApp(runtime);
const warmUp = warmUpAnswerIndexes(runtime).catch((error: unknown) =>
  runtime.log.warn({ err: error }, "answer indexes were not loaded ahead; questions load them"),
);
// The most recently stored answer indexes are loaded before the first request (a question asked meanwhile waits for
// the same load, ~0.25 s for a 24,000-cue Vemo), but startup waits for them WARM_UP_WAIT_MS at most: then they load on.
await Promise.race([warmUp, delay(WARM_UP_WAIT_MS, undefined, { ref: false })]);
await app.listen({ port: config.port, host: config.host });
runtime.log.info(`Vemo is running at ${config.publicUrl}`);

onShutdown(runtime.log, async () => {
  await app.close();
  await runtime.close();
});
