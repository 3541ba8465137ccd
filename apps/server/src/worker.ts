// `npm run start:worker`: runs background jobs only, no HTTP server.
import { loadConfig } from "./platform/config.ts";
import { onShutdown } from "./platform/shutdown.ts";
import { openRuntime } from "./runtime.ts";
import { jobDefinitions } from "./jobs.ts";
import { viewerEventSubscribers } from "./viewer-event-subscribers.ts";

const runtime = await openRuntime(loadConfig(), {
  jobs: jobDefinitions,
  subscribers: viewerEventSubscribers,
  work: true,
});
onShutdown(runtime.log, () => runtime.close());
