import { digestEmail } from "./notice-messages.ts";
import { countDigestActivity, listTopQuestions, listUnansweredQuestions } from "./notifications.repository.ts";
import type { JobDeps } from "../../platform/jobs/job-deps.ts";
import { recipientFor } from "./notice-recipients.ts";
import { sendOwnerEmailJob } from "./send-owner-email.job.ts";

const DAY_SECONDS = 24 * 60 * 60;
const TOP_QUESTIONS = 5;
const UNANSWERED_QUESTIONS = 10;

/** The organisation's views, prospects, top and unanswered questions of the 24 hours before `until`; a quiet day sends nothing. */
export async function sendDailyDigest(deps: JobDeps, options: { companyId: string; until: Date }): Promise<void> {
  const to = await recipientFor(deps, options.companyId, "dailyDigest");
  if (!to) return;
  const window = {
    companyId: options.companyId,
    from: new Date(options.until.getTime() - DAY_SECONDS * 1000),
    to: options.until,
  };
  const activity = await countDigestActivity(deps.db, window);
  if (activity.views === 0 && activity.questions === 0) return;
  const [topQuestions, unanswered] = await Promise.all([
    listTopQuestions(deps.db, { ...window, limit: TOP_QUESTIONS }),
    listUnansweredQuestions(deps.db, { ...window, limit: UNANSWERED_QUESTIONS }),
  ]);
  const digest = { until: options.until, ...activity, topQuestions, unanswered };
  await deps.jobs.send(sendOwnerEmailJob, {
    ...digestEmail(to, { publicUrl: deps.config.publicUrl, digest }),
    companyId: options.companyId,
  });
}
