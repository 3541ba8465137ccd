import type { JobDeps } from "../../platform/jobs/job-deps.ts";
import { defineSubscriber, type ViewerEvent } from "../viewer-sessions/viewer-events.ts";
import { HOT_PROSPECT_SCORE } from "@vemo/shared/rules/engagement";
import { findSessionContext } from "../viewer-sessions/viewer-sessions.repository.ts";
import { engagementEmail, firstOpenEmail } from "./notice-messages.ts";
import { recipientFor } from "./notice-recipients.ts";
import { claimEngagementAlert, countSessionQuestions } from "./notifications.repository.ts";
import { questionsNoticeJob } from "./questions-notice.job.ts";
import { sendOwnerEmailJob } from "./send-owner-email.job.ts";

/**
 * The questions notice goes out when the visit ends, with every question of it; a page that stays
 * open and visible sends heartbeats for ever, so it is sent at the latest this long after the first question.
 */
const QUESTIONS_NOTICE_LATEST_SECONDS = 30 * 60;

/** The owner's e-mails about visits: Email Notifications (first open, questions) and High Engagement Alerts. */
export const subscriber = defineSubscriber({
  name: "owner e-mails",
  applicableEvents: ["link.viewed", "question.asked", "session.ended", "session.engaged"],
  async perform(event, deps) {
    if (event.type === "link.viewed") return noticeFirstOpen(deps, event);
    if (event.type === "question.asked") return noticeQuestionAsked(deps, event);
    if (event.type === "session.ended" && event.questionCount > 0)
      await deps.jobs.send(questionsNoticeJob, { companyId: event.companyId, sessionId: event.session.id });
    await alertHighEngagement(deps, { companyId: event.companyId, sessionId: event.session.id, now: event.now });
  },
});

/** A known prospect (a unique link, lead capture included) opened their link for the first time. */
async function noticeFirstOpen(deps: JobDeps, event: Extract<ViewerEvent, { type: "link.viewed" }>): Promise<void> {
  const { link, viewer } = event;
  // The viewer row is made by the first sign of life of this prospect, so only that call sees its own time there.
  const isFirstOpen = viewer.firstSeenAt.getTime() === event.now.getTime();
  if (link.kind !== "unique" || !isFirstOpen) return;
  const to = await recipientFor(deps, event.companyId, "email");
  if (!to) return;
  const about = { publicUrl: deps.config.publicUrl, link, viewerId: viewer.id, vemoTitle: event.vemo.title };
  await deps.jobs.send(sendOwnerEmailJob, { ...firstOpenEmail(to, about), companyId: event.companyId });
}

/**
 * A question in a session: the engagement threshold may be passed, and a known prospect's first
 * question schedules the latest time of the session's questions notice.
 */
async function noticeQuestionAsked(
  deps: JobDeps,
  event: Extract<ViewerEvent, { type: "question.asked" }>,
): Promise<void> {
  const { link, sessionId, companyId } = event;
  if (!sessionId) return;
  await alertHighEngagement(deps, { companyId, sessionId, now: event.now });
  if (link.kind !== "unique" || (await countSessionQuestions(deps.db, { sessionId, companyId })) !== 1) return;
  if (!(await recipientFor(deps, companyId, "email"))) return;
  await deps.jobs.send(questionsNoticeJob, { companyId, sessionId }, { startAfter: QUESTIONS_NOTICE_LATEST_SECONDS });
}

/**
 * One High Engagement Alert per session, once its viewer is a hot prospect by the engagement score
 * (rules/engagement.ts, the list's mark); any visitor, known or not.
 */
async function alertHighEngagement(
  deps: JobDeps,
  options: { companyId: string; sessionId: string; now: Date },
): Promise<void> {
  const to = await recipientFor(deps, options.companyId, "highEngagementAlerts");
  if (!to) return;
  if (!(await claimEngagementAlert(deps.db, { ...options, minScore: HOT_PROSPECT_SCORE }))) return;
  const context = await findSessionContext(deps.db, options);
  if (!context) return;
  const { session, link, vemo, questionCount, engagementScore } = context;
  const about = { publicUrl: deps.config.publicUrl, link, viewerId: session.viewerId, vemoTitle: vemo.title };
  await deps.jobs.send(sendOwnerEmailJob, {
    ...engagementEmail(to, {
      ...about,
      questionCount,
      activeSeconds: session.activeSeconds,
      watchedPercent: session.watchedPercent,
      engagementScore,
    }),
    companyId: options.companyId,
  });
}
