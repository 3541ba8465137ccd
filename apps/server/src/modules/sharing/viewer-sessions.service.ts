import { HEARTBEAT_INTERVAL_MS } from "@vemo/shared/contracts/sharing";
import type { AnswerResponse } from "@vemo/shared/contracts/qa";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { Runtime } from "../../runtime.ts";
import { answerVemoQuestion, readAnswerStyle, suggestVemoQuestions } from "../qa/qa.service.ts";
import { loadViewableShareLink } from "./sharing.service.ts";
import { extendViewerSession, insertViewerQuestion, insertViewerSession } from "./viewer-sessions.repository.ts";

/**
 * The longest gap between two signs of life that still counts as time spent. The page sends a
 * heartbeat every 15 s only while visible, so a longer gap means it was hidden, asleep or closed
 * meanwhile; twice the interval tolerates a late timer in a busy or background-throttled tab.
 */
export const MAX_COUNTED_GAP_MS = 2 * HEARTBEAT_INTERVAL_MS;

export const VIEWER_SESSION_NOT_FOUND = "Viewer session not found";

/** A share page was loaded: one view of the link. */
export async function startViewerSession(options: { db: Db; token: string; now?: Date }): Promise<{ sessionId: string }> {
  const { db } = options;
  const now = options.now ?? new Date();
  const { link, vemo } = await loadViewableShareLink({ db, token: options.token });
  const session = await insertViewerSession(db, { shareLinkId: link.id, vemoId: vemo.id, companyId: link.companyId, startedAt: now, lastSeenAt: now });
  return { sessionId: session.id };
}

/** The page is still open and visible; a session of another link, or none, is 404. */
export async function recordHeartbeat(options: { db: Db; token: string; sessionId: string; now?: Date }): Promise<void> {
  const { db } = options;
  const { link } = await loadViewableShareLink({ db, token: options.token });
  const isExtended = await extendSession(db, link.id, options.sessionId, options.now ?? new Date());
  if (!isExtended) throw new AppError("not_found", VIEWER_SESSION_NOT_FOUND);
}

/**
 * Answers a viewer's question with the owner's AI assistant style (the welcome demo: the defaults)
 * and records it with its answer. A session of this link is extended and gets the question; any
 * other session id is ignored rather than failing the viewer's question.
 */
export async function askSharedVemo(options: {
  runtime: Runtime;
  token: string;
  question: string;
  sessionId?: string;
  now?: Date;
}): Promise<AnswerResponse> {
  const { runtime, question } = options;
  const { db } = runtime.database;
  const { link, vemo } = await loadViewableShareLink({ db, token: options.token });
  const style = await readAnswerStyle({ db, companyId: vemo.companyId });
  const answer = await answerVemoQuestion({ runtime, vemo, question, style });
  const sessionId = options.sessionId;
  const isSessionOfLink = sessionId !== undefined && (await extendSession(db, link.id, sessionId, options.now ?? new Date()));
  await insertViewerQuestion(db, {
    sessionId: isSessionOfLink ? sessionId : null,
    shareLinkId: link.id,
    vemoId: vemo.id,
    companyId: link.companyId,
    question,
    answer: answer.answer,
    videoUrl: answer.video_url,
    startSeconds: answer.start,
  });
  return answer;
}

export async function suggestSharedQuestions(options: { runtime: Runtime; token: string }): Promise<string[]> {
  const { vemo } = await loadViewableShareLink({ db: options.runtime.database.db, token: options.token });
  return suggestVemoQuestions({ runtime: options.runtime, vemo });
}

function extendSession(db: Db, shareLinkId: string, id: string, now: Date): Promise<boolean> {
  return extendViewerSession(db, { id, shareLinkId, now, maxGapSeconds: MAX_COUNTED_GAP_MS / 1000 });
}
