import { HEARTBEAT_INTERVAL_MS } from "@vemo/shared/contracts/sharing";
import { HOT_PROSPECT_SCORE } from "@vemo/shared/rules/engagement";
import type { WatchedReport } from "@vemo/shared/contracts/sharing";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { jobDepsOfRuntime, type JobDeps } from "../../platform/jobs/job-deps.ts";
import type { Runtime } from "../../runtime.ts";
import { answerVemoQuestion } from "../qa/qa.service.ts";
import type { VemoAnswer } from "../qa/vemo-answer.ts";
import { loadOpenShareLink, loadViewableShareLink } from "../sharing/sharing.service.ts";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";
import type { VemoRow } from "../vemos/vemos.repository.ts";
import { emitViewerEvent } from "./viewer-events.ts";
import {
  endIdleSessions,
  ensureViewer,
  extendViewerSession,
  findSessionContext,
  hasLinkSession,
  insertViewerQuestion,
  insertViewerSession,
  listEngagedSessionsWithoutAlert,
  markSessionEnded,
} from "./viewer-sessions.repository.ts";
import { storeVisitorQuestion } from "./visitor-questions.ts";
import { recordVisit, recordWatched, refreshEngagements } from "./watch-depth.ts";
import { viewerLanguage } from "../sharing/viewer-language.ts";

/**
 * The longest gap between two signs of life that still counts as time spent. The page sends a
 * heartbeat every 15 s only while visible, so a longer gap means it was hidden, asleep or closed
 * meanwhile; twice the interval tolerates a late timer in a busy or background-throttled tab.
 */
const MAX_COUNTED_GAP_MS = 2 * HEARTBEAT_INTERVAL_MS;
/** A visit with no heartbeat for this long has ended: the page was closed without saying so, or hidden for good. */
export const SESSION_IDLE_MS = 10 * 60 * 1000;
/** Sessions idle longer than this when swept (e.g. from before session ends existed) are closed without telling anyone. */
const SILENT_END_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;

const VIEWER_SESSION_NOT_FOUND = "Viewer session not found";

/**
 * Who is watching: a unique link's prospect is the link itself; visitors of the public link are
 * told apart by the random id their browser keeps (docs/analytics.md), or share one anonymous viewer without it.
 */
function viewerKeyOf(link: ShareLinkRow, visitorId: string | undefined) {
  const visitorKey = link.kind === "public" ? (visitorId ?? "") : "";
  return { shareLinkId: link.id, vemoId: link.vemoId, companyId: link.companyId, visitorKey };
}

/** The visit as events tell it, or null for the welcome demo, whose visits belong to no organisation. */
function visitOf(link: ShareLinkRow, vemo: Pick<VemoRow, "id" | "title">, now: Date) {
  return link.companyId ? { companyId: link.companyId, link, vemo: { id: vemo.id, title: vemo.title }, now } : null;
}

/** A share page was loaded: one view of the link (`link.viewed`). */
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
  await recordVisit(db, viewer.id);
  const visit = visitOf(link, vemo, now);
  if (visit) await emitViewerEvent(jobDepsOfRuntime(runtime), { type: "link.viewed", ...visit, viewer });
  return { sessionId: session.id };
}

/**
 * The page is still open and visible, with what played since its last report (watch depth); a
 * session of another link, or none, is 404 and changes nothing.
 */
export async function recordHeartbeat(options: {
  db: Db;
  token: string;
  sessionId: string;
  watched?: WatchedReport;
  now?: Date;
}): Promise<void> {
  const { db, sessionId } = options;
  // The session was started with the link's grant: its id is what lets the visit go on.
  const { link } = await loadOpenShareLink({ db, token: options.token, now: options.now });
  const viewerId = await extendSession(db, link.id, sessionId, options.now ?? new Date());
  if (!viewerId) throw new AppError("not_found", VIEWER_SESSION_NOT_FOUND);
  await recordWatched(db, { vemoId: link.vemoId, sessionId, viewerId, report: options.watched });
}

/**
 * Answers a viewer's question with the owner's AI assistant style (the welcome demo: the defaults)
 * and records it with its answer (`question.asked`). What the server itself writes (a decline, "still
 * processing") is in the page's language: the Vemo's pinned one, else the browser's `Accept-Language`. A session of this link is extended and gets the
 * question; any other session id is ignored rather than failing the viewer's question.
 */
export async function askSharedVemo(options: {
  runtime: Runtime;
  token: string;
  grant?: string | null;
  /** The visitor's `Accept-Language` header. */
  acceptLanguage?: string;
  question: string;
  sessionId?: string;
  visitorId?: string;
  now?: Date;
  /** Receives a chat model's answer text as it is written (the streamed share chat). */
  onText?: (text: string) => void;
}): Promise<VemoAnswer> {
  const { runtime, question, onText } = options;
  const { db } = runtime.database;
  const { link, vemo, sources, settings, taughtAnswers } = await loadViewableShareLink({
    db,
    token: options.token,
    grant: options.grant,
  });
  const style = settings.aiAssistant;
  const language = viewerLanguage({ pinned: vemo.language, acceptLanguage: options.acceptLanguage });
  const known = { sources, taughtAnswers };
  const answer = await answerVemoQuestion({ runtime, vemo, question, style, language, onText, known });
  const now = options.now ?? new Date();
  const sessionViewerId =
    options.sessionId === undefined ? null : await extendSession(db, link.id, options.sessionId, now);
  const sessionId = sessionViewerId ? (options.sessionId ?? null) : null;
  const asked = { text: question, answer: answer.text, videoUrl: answer.videoUrl, start: answer.start };
  const values = {
    shareLinkId: link.id,
    vemoId: vemo.id,
    companyId: link.companyId,
    question,
    answer: asked.answer,
    videoUrl: asked.videoUrl,
    startSeconds: asked.start,
    isAnswered: answer.isAnswered,
    taughtAnswerId: answer.taughtAnswerId,
    createdAt: now,
  };
  if (sessionViewerId) {
    const signals = await insertViewerQuestion(db, { ...values, sessionId, viewerId: sessionViewerId });
    await refreshEngagements(db, [{ viewerId: sessionViewerId, ...signals }]);
  } else await storeVisitorQuestion(db, { key: viewerKeyOf(link, options.visitorId), values });
  const visit = visitOf(link, vemo, now);
  if (visit)
    await emitViewerEvent(jobDepsOfRuntime(runtime), { type: "question.asked", ...visit, sessionId, question: asked });
  return answer;
}

/**
 * The share page is going away (its `pagehide` beacon). The first end of a session counts its last
 * moments as active time and watch depth like a heartbeat and tells `session.ended`; a repeated one
 * changes and tells nothing.
 */
export async function endViewerSession(options: {
  runtime: Runtime;
  token: string;
  sessionId: string;
  watched?: WatchedReport;
  now?: Date;
}): Promise<void> {
  const { runtime, sessionId } = options;
  const { db } = runtime.database;
  const now = options.now ?? new Date();
  const { link } = await loadOpenShareLink({ db, token: options.token, now });
  const ended = await markSessionEnded(db, { sessionId, shareLinkId: link.id, now });
  if (!ended) {
    if (await hasLinkSession(db, { sessionId, shareLinkId: link.id })) return; // ended already
    throw new AppError("not_found", VIEWER_SESSION_NOT_FOUND);
  }
  await extendSession(db, link.id, sessionId, now);
  await recordWatched(db, { vemoId: link.vemoId, sessionId, viewerId: ended.viewerId, report: options.watched });
  if (ended.companyId) await emitSessionEvent(jobDepsOfRuntime(runtime), "session.ended", ended, now);
}

/**
 * The periodic sweep: ends sessions silent for SESSION_IDLE_MS as of their last sign of life, told
 * as `session.ended` like a page that said goodbye, and tells `session.engaged` of open visits whose
 * viewer became a hot prospect (rules/engagement.ts) on what they watched (heartbeats tell none).
 */
export async function sweepViewerSessions(deps: JobDeps, options: { now: Date }): Promise<void> {
  const { now } = options;
  const ended = await endIdleSessions(deps.db, {
    idleBefore: new Date(now.getTime() - SESSION_IDLE_MS),
    limit: SWEEP_BATCH,
  });
  for (const session of ended) {
    if (now.getTime() - session.lastSeenAt.getTime() > SILENT_END_AFTER_MS) continue;
    await emitSessionEvent(deps, "session.ended", session, now);
  }
  const engaged = await listEngagedSessionsWithoutAlert(deps.db, { minScore: HOT_PROSPECT_SCORE, limit: SWEEP_BATCH });
  for (const session of engaged) await emitSessionEvent(deps, "session.engaged", session, now);
}

/** Tells a session event with the session's link, Vemo and question count as they are now; a failure to read them is only logged. */
async function emitSessionEvent(
  deps: JobDeps,
  type: "session.ended" | "session.engaged",
  session: { id: string; companyId: string | null },
  now: Date,
): Promise<void> {
  const { companyId } = session;
  if (!companyId) return;
  try {
    const context = await findSessionContext(deps.db, { sessionId: session.id, companyId });
    if (context) await emitViewerEvent(deps, { type, companyId, now, ...context });
  } catch (error) {
    deps.log.error({ err: error, sessionId: session.id, event: type }, "viewer event not told");
  }
}

/** The session's viewer id once extended, or null when it is not a session of this link. */
function extendSession(db: Db, shareLinkId: string, id: string, now: Date): Promise<string | null> {
  return extendViewerSession(db, { id, shareLinkId, now, maxGapSeconds: MAX_COUNTED_GAP_MS / 1000 });
}
