import { pruneActivityJob } from "./modules/activity/prune-activity.job.ts";
import { processSourceJob } from "./modules/content/process-source.job.ts";
import { buildAnswerIndexJob } from "./modules/qa/build-answer-index.job.ts";
import { questionsNoticeJob } from "./modules/notifications/questions-notice.job.ts";
import { queueDailyDigestsJob } from "./modules/notifications/queue-daily-digests.job.ts";
import { sendDailyDigestJob } from "./modules/notifications/send-daily-digest.job.ts";
import { sendOwnerEmailJob } from "./modules/notifications/send-owner-email.job.ts";
import { endIdleSessionsJob } from "./modules/viewer-sessions/end-idle-sessions.job.ts";
import { deliverWebhookJob } from "./modules/webhooks/deliver-webhook.job.ts";
import { queueSlackDigestsJob } from "./modules/integrations/queue-slack-digests.job.ts";
import { syncIntegrationJob } from "./modules/integrations/sync-integration.job.ts";
import type { JobDefinition } from "./platform/jobs/job-definition.ts";

/** Every background job type, one file each under its module; workers subscribe to all of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- jobs with different payloads
export const jobDefinitions: readonly JobDefinition<any>[] = [
  processSourceJob,
  buildAnswerIndexJob,
  deliverWebhookJob,
  syncIntegrationJob,
  queueSlackDigestsJob,
  sendOwnerEmailJob,
  questionsNoticeJob,
  endIdleSessionsJob,
  queueDailyDigestsJob,
  sendDailyDigestJob,
  pruneActivityJob,
];
