// `npm run start:worker`: runs background jobs only, no HTTP server.
import { loadConfig } from "./platform/config.ts";
import { onShutdown } from "./platform/shutdown.ts";
import { openRuntime } from "./runtime.ts";

const runtime = await openRuntime(loadConfig(), { work: true });
onShutdown(runtime.log, () => runtime.close());
