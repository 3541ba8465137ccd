import type { SubscriptionPlan, SubscriptionStatus } from "@vemo/shared/rules/plans";
// Recorded activity at chosen times for the analytics tests, through the same services the share
// page's calls use (a session, heartbeats every 15 s while visible, questions).
import { eq } from "drizzle-orm";
import { HEARTBEAT_INTERVAL_MS } from "@vemo/shared/contracts/sharing";
import { companies } from "../../platform/db/schema.ts";
import { insertProcessedSource, insertShareLink, insertVemo, videoChunks } from "../../test/row-factories.ts";
import type { TestApp } from "../../test/test-app.ts";
import { askSharedVemo, recordHeartbeat, startViewerSession } from "../viewer-sessions/viewer-sessions.service.ts";
import { TOUR_CUES, TOUR_VIDEO, type SharedTour } from "../sharing/viewer-test-support.ts";

export const MINUTE = 60_000;

/** A page load at `at` that stays visible for `seconds` (whole heartbeats); returns the session id. */
export async function view(
  testApp: TestApp,
  token: string,
  options: { at: Date; seconds?: number; visitorId?: string },
): Promise<string> {
  const db = testApp.database.db;
  const { sessionId } = await startViewerSession({
    runtime: testApp.runtime,
    token,
    visitorId: options.visitorId,
    now: options.at,
  });
  const beats = Math.floor(((options.seconds ?? 0) * 1000) / HEARTBEAT_INTERVAL_MS);
  for (let beat = 1; beat <= beats; beat++) {
    await recordHeartbeat({ db, token, sessionId, now: new Date(options.at.getTime() + beat * HEARTBEAT_INTERVAL_MS) });
  }
  return sessionId;
}

/** A question asked on the share page at `at`, answered by the built-in engine. */
export function ask(
  testApp: TestApp,
  token: string,
  options: { question: string; at: Date; sessionId?: string; visitorId?: string },
) {
  return askSharedVemo({
    runtime: testApp.runtime,
    token,
    question: options.question,
    sessionId: options.sessionId,
    visitorId: options.visitorId,
    now: options.at,
  });
}

// One fixed "now" per test file, so the same call always names the same moment.
const testStartedAt = Date.now();

/** A moment `minutes` before the test file started. */
export function minutesAgo(minutes: number): Date {
  return new Date(testStartedAt - minutes * MINUTE);
}

/** Another processed Vemo of the tour's organisation, with its public link. */
export async function addSharedVemo(
  testApp: TestApp,
  tour: SharedTour,
  title: string,
): Promise<{ vemoId: string; token: string }> {
  const db = testApp.database.db;
  const vemo = await insertVemo(db, { companyId: tour.owner.companyId, title });
  await insertProcessedSource(db, { vemo, kind: "video", url: TOUR_VIDEO, chunks: videoChunks(TOUR_CUES) });
  const link = await insertShareLink(db, { vemo });
  return { vemoId: vemo.id, token: link.token };
}

export async function setSubscription(
  testApp: TestApp,
  companyId: string,
  state: { plan: SubscriptionPlan; status: SubscriptionStatus },
): Promise<void> {
  await testApp.database.db
    .update(companies)
    .set({ subscriptionPlan: state.plan, subscriptionStatus: state.status })
    .where(eq(companies.id, companyId));
}
