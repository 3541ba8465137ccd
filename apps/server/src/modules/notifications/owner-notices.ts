import type { OrganizationSettings } from "@vemo/shared/contracts/settings";
import type { Logger } from "pino";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import type { JobContext } from "../../platform/jobs/job-definition.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { Runtime } from "../../runtime.ts";
import { readSettings } from "../settings/settings.service.ts";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";
import type { ViewerRow } from "../sharing/viewer-sessions.repository.ts";
import { queueViewerEvent } from "../webhooks/webhook-events.ts";
import { engagementEmail, firstOpenEmail, questionsEmail } from "./notice-messages.ts";
import {
  claimEngagementAlert,
  claimQuestionsNotice,
  countSessionQuestions,
  findSessionContext,
  listSessionQuestions,
  releaseQuestionsNotice,
  type SessionContext,
} from "./notifications.repository.ts";
import { questionsNoticeJob } from "./questions-notice.job.ts";
import { sendOwnerEmailJob } from "./send-owner-email.job.ts";

/** A visit passes the High Engagement Alerts threshold with this many questions, or this much active time. */
export const ENGAGEMENT_MIN_QUESTIONS = 3;
export const ENGAGEMENT_MIN_ACTIVE_SECONDS = 5 * 60;
/**
 * The questions notice goes out when the visit ends, with every question of it; a page that stays
 * open and visible sends heartbeats for ever, so it is sent at the latest this long after the first question.
 */
export const QUESTIONS_NOTICE_LATEST_SECONDS = 30 * 60;

/** What sending notices needs, from a request's runtime or a job's context. */
export type NoticeDeps = { db: Db; config: Config; jobs: Pick<JobRunner, "send">; log: Logger };

export function noticeDepsOfRuntime(runtime: Runtime): NoticeDeps {
  return { db: runtime.database.db, config: runtime.config, jobs: runtime.jobs, log: runtime.log };
}

export function noticeDepsOfJob(context: JobContext): NoticeDeps {
  if (!context.jobs) throw new Error("this job queues other jobs: run it through the job runner");
  return { db: context.database.db, config: context.config, jobs: context.jobs, log: context.log };
}

type NoticeSetting = keyof Pick<
  OrganizationSettings["notifications"],
  "email" | "highEngagementAlerts" | "dailyDigest"
>;

/** The organisation's notification e-mail when SMTP is configured and `setting` is on; otherwise null: nothing is sent. */
export async function recipientFor(
  deps: NoticeDeps,
  companyId: string,
  setting: NoticeSetting,
): Promise<string | null> {
  if (!deps.config.notifications.mail) return null;
  const { notifications } = await readSettings({ db: deps.db, companyId });
  return notifications[setting] && notifications.notificationEmail ? notifications.notificationEmail : null;
}

/** A notice must never fail the viewer's request or the sweep it rides on: a failure is only logged. */
async function safely(deps: NoticeDeps, what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    deps.log.error({ err: error }, `${what} not queued`);
  }
}

/** A known prospect (a unique link, lead capture included) opened their link for the first time: Email Notifications. */
export async function noticeSessionStarted(
  deps: NoticeDeps,
  options: { link: ShareLinkRow; vemoTitle: string; viewer: ViewerRow; now: Date },
): Promise<void> {
  const { link, viewer } = options;
  // The viewer row is made by the first sign of life of this prospect, so only that call sees its own time there.
  const isFirstOpen = viewer.firstSeenAt.getTime() === options.now.getTime();
  if (!link.companyId || link.kind !== "unique" || !isFirstOpen) return;
  const companyId = link.companyId;
  await safely(deps, "first-open e-mail", async () => {
    const to = await recipientFor(deps, companyId, "email");
    if (!to) return;
    const about = { publicUrl: deps.config.publicUrl, link, viewerId: viewer.id, vemoTitle: options.vemoTitle };
    await deps.jobs.send(sendOwnerEmailJob, firstOpenEmail(to, about));
  });
}

/**
 * A question in a session: the engagement threshold may be passed, and a known prospect's first
 * question schedules the latest time of the session's questions notice.
 */
export async function noticeQuestionAsked(
  deps: NoticeDeps,
  options: { link: ShareLinkRow; sessionId: string | undefined; now: Date },
): Promise<void> {
  const { link, sessionId } = options;
  const companyId = link.companyId;
  if (!companyId || !sessionId) return;
  await safely(deps, "question notices", async () => {
    await alertHighEngagement(deps, { companyId, sessionId, now: options.now });
    if (link.kind !== "unique" || (await countSessionQuestions(deps.db, { sessionId, companyId })) !== 1) return;
    if (!(await recipientFor(deps, companyId, "email"))) return;
    await deps.jobs.send(questionsNoticeJob, { companyId, sessionId }, { startAfter: QUESTIONS_NOTICE_LATEST_SECONDS });
  });
}

/** The visit ended (the page closed, or went silent): `session.ended` to the webhook, and the questions notice now. */
export async function noticeSessionEnded(
  deps: NoticeDeps,
  options: { sessionId: string; companyId: string; now: Date },
): Promise<void> {
  await safely(deps, "session end notices", async () => {
    const context = await findSessionContext(deps.db, options);
    if (!context) return;
    await queueSessionEndedEvent(deps, context, options.now);
    if (context.questionCount > 0)
      await deps.jobs.send(questionsNoticeJob, { companyId: options.companyId, sessionId: options.sessionId });
    await alertHighEngagement(deps, options);
  });
}

function queueSessionEndedEvent(
  deps: NoticeDeps,
  { session, link, vemo, questionCount }: SessionContext,
  now: Date,
): Promise<void> {
  const ended = {
    id: session.id,
    started_at: session.startedAt.toISOString(),
    ended_at: (session.endedAt ?? now).toISOString(),
    active_seconds: Math.round(session.activeSeconds),
    question_count: questionCount,
  };
  return queueViewerEvent({ runtime: deps, db: deps.db, type: "session.ended", link, vemo, session: ended, now });
}

/**
 * The session's one questions notice to a known prospect's owner, with every question asked so
 * far (run by its job). The notice is taken first so two runs cannot both send it, and given back
 * if the e-mail could not be queued.
 */
export async function sendQuestionsNotice(
  deps: NoticeDeps,
  options: { companyId: string; sessionId: string; now: Date },
): Promise<void> {
  const to = await recipientFor(deps, options.companyId, "email");
  if (!to) return;
  const context = await findSessionContext(deps.db, options);
  if (!context || context.link.kind !== "unique" || context.questionCount === 0) return;
  if (!(await claimQuestionsNotice(deps.db, options))) return;
  try {
    const questions = await listSessionQuestions(deps.db, options);
    const about = {
      publicUrl: deps.config.publicUrl,
      link: context.link,
      viewerId: context.session.viewerId,
      vemoTitle: context.vemo.title,
    };
    await deps.jobs.send(sendOwnerEmailJob, questionsEmail(to, { ...about, questions }));
  } catch (error) {
    await releaseQuestionsNotice(deps.db, options);
    throw error;
  }
}

/** One High Engagement Alert per session, once it has passed either threshold; any visitor, known or not. */
export async function alertHighEngagement(
  deps: NoticeDeps,
  options: { companyId: string; sessionId: string; now: Date },
): Promise<void> {
  const to = await recipientFor(deps, options.companyId, "highEngagementAlerts");
  if (!to) return;
  const thresholds = { minQuestions: ENGAGEMENT_MIN_QUESTIONS, minActiveSeconds: ENGAGEMENT_MIN_ACTIVE_SECONDS };
  if (!(await claimEngagementAlert(deps.db, { ...options, ...thresholds }))) return;
  const context = await findSessionContext(deps.db, options);
  if (!context) return;
  const { session, link, vemo, questionCount } = context;
  const about = { publicUrl: deps.config.publicUrl, link, viewerId: session.viewerId, vemoTitle: vemo.title };
  await deps.jobs.send(
    sendOwnerEmailJob,
    engagementEmail(to, { ...about, questionCount, activeSeconds: session.activeSeconds }),
  );
}
