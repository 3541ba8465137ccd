import { digestEmail } from "./notice-messages.ts";
import {
  countDigestActivity,
  listDigestCompanyIds,
  listTopQuestions,
  listUnansweredQuestions,
} from "./notifications.repository.ts";
import { recipientFor, type NoticeDeps } from "./owner-notices.ts";
import { sendDailyDigestJob } from "./send-daily-digest.job.ts";
import { sendOwnerEmailJob } from "./send-owner-email.job.ts";

const DAY_SECONDS = 24 * 60 * 60;
/** pg-boss keeps a finished job (and so its singleton slot) for 12 hours: the longest slot it allows. */
const SINGLETON_SLOT_SECONDS = 12 * 60 * 60;
const TOP_QUESTIONS = 5;
const UNANSWERED_QUESTIONS = 10;

/**
 * One digest job per organisation with the digest on, keyed by organisation and UTC date, so a
 * second run of the same day (a retry of this job, a second scheduler) queues nothing again.
 */
export async function queueDailyDigests(deps: NoticeDeps, options: { now: Date }): Promise<void> {
  if (!deps.config.notifications.mail) return;
  for (const companyId of await listDigestCompanyIds(deps.db)) {
    const until = options.now.toISOString();
    const singletonKey = `${companyId}:${until.slice(0, 10)}`;
    await deps.jobs.send(
      sendDailyDigestJob,
      { companyId, until },
      { singletonKey, singletonSeconds: SINGLETON_SLOT_SECONDS },
    );
  }
}

/** The organisation's views, prospects, top and unanswered questions of the 24 hours before `until`; a quiet day sends nothing. */
export async function sendDailyDigest(deps: NoticeDeps, options: { companyId: string; until: Date }): Promise<void> {
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
  await deps.jobs.send(sendOwnerEmailJob, digestEmail(to, { publicUrl: deps.config.publicUrl, digest }));
}
