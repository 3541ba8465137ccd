import { processSourceJob } from "./modules/content/process-source.job.ts";
import { deliverWebhookJob } from "./modules/webhooks/deliver-webhook.job.ts";
import type { JobDefinition } from "./platform/jobs/job-definition.ts";

/** Every background job type, one file each under its module; workers subscribe to all of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- jobs with different payloads
export const jobDefinitions: readonly JobDefinition<any>[] = [processSourceJob, deliverWebhookJob];
