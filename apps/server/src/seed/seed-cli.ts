// `npm run db:seed`: fills the configured database (PGlite in DATA_DIR, or DATABASE_URL) with a demo
// organisation to sign in to; a second run leaves it as it is.
import { loadConfig } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import { openRuntime } from "../runtime.ts";
import { jobDefinitions } from "../jobs.ts";
import { viewerEventSubscribers } from "../viewer-event-subscribers.ts";
import { seedDemoOrganisation } from "./demo-organisation.ts";

const config = loadConfig();
const runtime = await openRuntime(config, {
  jobs: jobDefinitions,
  subscribers: viewerEventSubscribers,
  work: false,
  log: createLogger("warn"),
});
try {
  const seeded = await seedDemoOrganisation(runtime);
  const outcome = seeded.isNew
    ? "Seeded the demo organisation Northwind Demos (Pro)."
    : "The demo organisation is already seeded; nothing changed.";
  process.stdout.write(
    `${outcome}\nSign in at ${config.publicUrl}/login as ${seeded.email} with the password "${seeded.password}".\n`,
  );
} finally {
  await runtime.close();
}
