import type { JobDeps } from "../../platform/jobs/job-deps.ts";
import { findSessionContext } from "../viewer-sessions/viewer-sessions.repository.ts";
import { questionsEmail } from "./notice-messages.ts";
import { recipientFor } from "./notice-recipients.ts";
import { claimQuestionsNotice, listSessionQuestions, releaseQuestionsNotice } from "./notifications.repository.ts";
import { sendOwnerEmailJob } from "./send-owner-email.job.ts";

/**
 * The session's one questions notice to a known prospect's owner, with every question asked so
 * far (run by its job). The notice is taken first so two runs cannot both send it, and given back
 * if the e-mail could not be queued.
 */
export async function sendQuestionsNotice(
  deps: JobDeps,
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
    await deps.jobs.send(sendOwnerEmailJob, {
      ...questionsEmail(to, { ...about, questions, watchedPercent: context.session.watchedPercent }),
      companyId: options.companyId,
    });
  } catch (error) {
    await releaseQuestionsNotice(deps.db, options);
    throw error;
  }
}
