import { AppError } from "../../platform/errors.ts";
import type { Runtime } from "../../runtime.ts";
import { loadOpenShareLink } from "../sharing/sharing.service.ts";
import { extendViewerSession } from "../sharing/viewer-sessions.repository.ts";
import { MAX_COUNTED_GAP_MS, VIEWER_SESSION_NOT_FOUND } from "../sharing/viewer-sessions.service.ts";
import {
  endIdleSessions,
  hasLinkSession,
  listLongSessionsWithoutAlert,
  markSessionEnded,
} from "./notifications.repository.ts";
import {
  alertHighEngagement,
  ENGAGEMENT_MIN_ACTIVE_SECONDS,
  noticeDepsOfRuntime,
  noticeSessionEnded,
  type NoticeDeps,
} from "./owner-notices.ts";

/** A visit with no heartbeat for this long has ended: the page was closed without saying so, or hidden for good. */
export const SESSION_IDLE_MS = 10 * 60 * 1000;
/** Sessions idle longer than this when swept (e.g. from before session ends existed) are closed without notices or webhooks. */
export const SILENT_END_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;

/**
 * The share page is going away (its `pagehide` beacon). The first end of a session counts its last
 * moments as active time like a heartbeat and sends `session.ended` and the owner's notices; a
 * repeated one changes and sends nothing.
 */
export async function endViewerSession(options: {
  runtime: Runtime;
  token: string;
  sessionId: string;
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
  await extendViewerSession(db, { id: sessionId, shareLinkId: link.id, now, maxGapSeconds: MAX_COUNTED_GAP_MS / 1000 });
  if (ended.companyId)
    await noticeSessionEnded(noticeDepsOfRuntime(runtime), { sessionId, companyId: ended.companyId, now });
}

/**
 * The periodic sweep: ends sessions silent for SESSION_IDLE_MS as of their last sign of life, with
 * the same notices as a page that said goodbye, and sends the High Engagement Alert of open visits
 * that passed the active-time threshold (heartbeats send none).
 */
export async function sweepViewerSessions(deps: NoticeDeps, options: { now: Date }): Promise<void> {
  const { now } = options;
  const ended = await endIdleSessions(deps.db, {
    idleBefore: new Date(now.getTime() - SESSION_IDLE_MS),
    limit: SWEEP_BATCH,
  });
  for (const session of ended) {
    if (!session.companyId || now.getTime() - session.lastSeenAt.getTime() > SILENT_END_AFTER_MS) continue;
    await noticeSessionEnded(deps, { sessionId: session.id, companyId: session.companyId, now });
  }
  const long = await listLongSessionsWithoutAlert(deps.db, {
    minActiveSeconds: ENGAGEMENT_MIN_ACTIVE_SECONDS,
    limit: SWEEP_BATCH,
  });
  for (const session of long) {
    if (!session.companyId) continue;
    await alertHighEngagement(deps, { sessionId: session.id, companyId: session.companyId, now }).catch(
      (error: unknown) => deps.log.error({ err: error, sessionId: session.id }, "engagement alert not queued"),
    );
  }
}
