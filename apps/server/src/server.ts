// `npm start` / `npm run start:api`: the HTTP server, with the job workers in-process unless WORKER_IN_PROCESS=false.
import { loadWordLists } from "@vemo/engine";
import { buildApp } from "./app.ts";
import { loadConfig } from "./platform/config.ts";
import { onShutdown } from "./platform/shutdown.ts";
import { ensureWelcomeDemo } from "./modules/vemos/welcome-demo.ts";
import { openRuntime } from "./runtime.ts";
import { jobDefinitions } from "./jobs.ts";

const config = loadConfig();
const runtime = await openRuntime(config, { jobs: jobDefinitions, work: config.workerInProcess });
await ensureWelcomeDemo(runtime);
const app = await buildApp(runtime);
await app.listen({ port: config.port, host: config.host });
runtime.log.info(`Vemo is running at ${config.publicUrl}`);
// Read once it listens, a slice at a time, rather than on the first question or before it serves anyone.
loadWordLists().then(
  () => runtime.log.info("word lists loaded"),
  (error: unknown) => runtime.log.error({ err: error }, "word lists could not be read; the first question reads them"),
);

onShutdown(runtime.log, async () => {
  await app.close();
  await runtime.close();
});
