import { HEARTBEAT_INTERVAL_MS } from "@vemo/shared/contracts/sharing";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { Runtime } from "../../runtime.ts";
import { noticeDepsOfRuntime, noticeQuestionAsked, noticeSessionStarted } from "../notifications/owner-notices.ts";
import { queueViewerEvent } from "../webhooks/webhook-events.ts";
import { answerVemoQuestion, readAnswerStyle, suggestVemoQuestions } from "../qa/qa.service.ts";
import type { VemoAnswer } from "../qa/vemo-answer.ts";
import { loadOpenShareLink, loadViewableShareLink } from "./sharing.service.ts";
import type { ShareLinkRow } from "./sharing.repository.ts";
import {
  ensureViewer,
  extendViewerSession,
  insertViewerQuestion,
  insertViewerSession,
} from "./viewer-sessions.repository.ts";

/**
 * The longest gap between two signs of life that still counts as time spent. The page sends a
 * heartbeat every 15 s only while visible, so a longer gap means it was hidden, asleep or closed
 * meanwhile; twice the interval tolerates a late timer in a busy or background-throttled tab.
 */
export const MAX_COUNTED_GAP_MS = 2 * HEARTBEAT_INTERVAL_MS;

export const VIEWER_SESSION_NOT_FOUND = "Viewer session not found";

/**
 * Who is watching: a unique link's prospect is the link itself; visitors of the public link are
 * told apart by the random id their browser keeps (docs/analytics.md), or share one anonymous viewer without it.
 */
function viewerKeyOf(link: ShareLinkRow, visitorId: string | undefined) {
  const visitorKey = link.kind === "public" ? (visitorId ?? "") : "";
  return { shareLinkId: link.id, vemoId: link.vemoId, companyId: link.companyId, visitorKey };
}

/** A share page was loaded: one view of the link, told to the owner's webhook. */
export async function startViewerSession(options: {
  runtime: Runtime;
  token: string;
  grant?: string | null;
  visitorId?: string;
  now?: Date;
}): Promise<{ sessionId: string }> {
  const { runtime } = options;
  const { db } = runtime.database;
  const now = options.now ?? new Date();
  const { link, vemo } = await loadViewableShareLink({ db, token: options.token, grant: options.grant, now });
  const viewer = await ensureViewer(db, { ...viewerKeyOf(link, options.visitorId), now });
  const session = await insertViewerSession(db, {
    shareLinkId: link.id,
    viewerId: viewer.id,
    vemoId: vemo.id,
    companyId: link.companyId,
    startedAt: now,
    lastSeenAt: now,
  });
  await queueViewerEvent({ runtime, db, type: "link.viewed", link, vemo, now });
  await noticeSessionStarted(noticeDepsOfRuntime(runtime), { link, vemoTitle: vemo.title, viewer, now });
  return { sessionId: session.id };
}

/** The page is still open and visible; a session of another link, or none, is 404. */
export async function recordHeartbeat(options: {
  db: Db;
  token: string;
  sessionId: string;
  now?: Date;
}): Promise<void> {
  const { db } = options;
  // The session was started with the link's grant: its id is what lets the visit go on.
  const { link } = await loadOpenShareLink({ db, token: options.token, now: options.now });
  const viewerId = await extendSession(db, link.id, options.sessionId, options.now ?? new Date());
  if (!viewerId) throw new AppError("not_found", VIEWER_SESSION_NOT_FOUND);
}

/**
 * Answers a viewer's question with the owner's AI assistant style (the welcome demo: the defaults)
 * and records it with its answer. A session of this link is extended and gets the question; any
 * other session id is ignored rather than failing the viewer's question.
 */
export async function askSharedVemo(options: {
  runtime: Runtime;
  token: string;
  grant?: string | null;
  question: string;
  sessionId?: string;
  visitorId?: string;
  now?: Date;
  /** Receives a chat model's answer text as it is written (the streamed share chat). */
  onText?: (text: string) => void;
}): Promise<VemoAnswer> {
  const { runtime, question, onText } = options;
  const { db } = runtime.database;
  const { link, vemo } = await loadViewableShareLink({ db, token: options.token, grant: options.grant });
  const style = await readAnswerStyle({ db, companyId: vemo.companyId });
  const answer = await answerVemoQuestion({ runtime, vemo, question, style, onText });
  const now = options.now ?? new Date();
  const sessionId = options.sessionId;
  const sessionViewerId = sessionId === undefined ? null : await extendSession(db, link.id, sessionId, now);
  const viewerId = sessionViewerId ?? (await ensureViewer(db, { ...viewerKeyOf(link, options.visitorId), now })).id;
  await insertViewerQuestion(db, {
    sessionId: sessionViewerId ? sessionId : null,
    viewerId,
    shareLinkId: link.id,
    vemoId: vemo.id,
    companyId: link.companyId,
    question,
    answer: answer.text,
    videoUrl: answer.videoUrl,
    startSeconds: answer.start,
    isAnswered: answer.isAnswered,
    taughtAnswerId: answer.taughtAnswerId,
    createdAt: now,
  });
  const asked = { text: question, answer: answer.text, video_url: answer.videoUrl, start: answer.start };
  await queueViewerEvent({ runtime, db, type: "question.asked", link, vemo, question: asked, now });
  await noticeQuestionAsked(noticeDepsOfRuntime(runtime), {
    link,
    sessionId: sessionViewerId ? sessionId : undefined,
    now,
  });
  return answer;
}

export async function suggestSharedQuestions(options: {
  runtime: Runtime;
  token: string;
  grant?: string | null;
}): Promise<string[]> {
  const { vemo } = await loadViewableShareLink({
    db: options.runtime.database.db,
    token: options.token,
    grant: options.grant,
  });
  return suggestVemoQuestions({ runtime: options.runtime, vemo });
}

/** The session's viewer id once extended, or null when it is not a session of this link. */
function extendSession(db: Db, shareLinkId: string, id: string, now: Date): Promise<string | null> {
  return extendViewerSession(db, { id, shareLinkId, now, maxGapSeconds: MAX_COUNTED_GAP_MS / 1000 });
}
