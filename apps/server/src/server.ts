// `npm start` / `npm run start:api`: the HTTP server, with the job workers in-process unless WORKER_IN_PROCESS=false.
import { loadWordLists } from "@vemo/engine";
import { buildApp } from "./app.ts";
import { loadConfig } from "./platform/config.ts";
import { onShutdown } from "./platform/shutdown.ts";
import { warmUpAnswerIndexes } from "./modules/qa/answer-index.ts";
import { ensureWelcomeDemo } from "./modules/vemos/welcome-demo.ts";
import { openRuntime } from "./runtime.ts";
import { jobDefinitions } from "./jobs.ts";
import { viewerEventSubscribers } from "./viewer-event-subscribers.ts";

const config = loadConfig();
const runtime = await openRuntime(config, {
  jobs: jobDefinitions,
  subscribers: viewerEventSubscribers,
  work: config.workerInProcess,
});
await ensureWelcomeDemo(runtime);
loadWordLists(); // now rather than on the first question
const app = await buildApp(runtime);
await app.listen({ port: config.port, host: config.host });
runtime.log.info(`Vemo is running at ${config.publicUrl}`);
warmUpAnswerIndexes(runtime).catch((error: unknown) =>
  runtime.log.warn({ err: error }, "answer indexes were not loaded ahead; questions load them"),
);

onShutdown(runtime.log, async () => {
  await app.close();
  await runtime.close();
});
