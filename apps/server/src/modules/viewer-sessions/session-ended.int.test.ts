import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { vemoSources, viewers, viewerSessions } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import {
  addUniqueLink,
  askShared,
  heartbeat,
  sharedTour,
  startSession,
  TOUR_VIDEO,
} from "../sharing/viewer-test-support.ts";
import {
  generateSecret,
  saveWebhookUrl,
  startReceiver,
  verifySignature,
  waitForDeliveries,
} from "../webhooks/webhook-test-support.ts";
import { waitForJobsToSettle } from "../notifications/mail-test-support.ts";
import { jobDepsOfRuntime } from "../../platform/jobs/job-deps.ts";
import { SESSION_IDLE_MS, sweepViewerSessions } from "./viewer-sessions.service.ts";

const JANE = { name: "Jane Doe", email: "jane@prospect.test", company: "Prospect Inc" };

/** As `navigator.sendBeacon` sends it: no body, or an empty text one. */
function endSession(testApp: TestApp, token: string, sessionId: string, asText = false) {
  const url = `/api/vemos/share/${token}/sessions/${sessionId}/end`;
  return testApp.app.inject({
    method: "POST",
    url,
    ...(asText && { headers: { "content-type": "text/plain;charset=UTF-8" }, payload: "" }),
  });
}

describe("session.ended", () => {
  let testApp: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    testApp = await startTestApp({ work: true, env: { ALLOW_PRIVATE_NETWORK: "true" } });
  });
  afterAll(() => testApp.close());
  afterEach(() => receiver?.close());

  const endedEvents = () =>
    receiver.received
      .map((request) => ({ request, event: JSON.parse(request.body) }))
      .filter(({ event }) => event.type === "session.ended");

  it("is delivered signed, once, when the share page says goodbye", { timeout: 30_000 }, async () => {
    receiver = await startReceiver();
    const tour = await sharedTour(testApp, { companyName: "Goodbye Co", title: "Analytics tour" });
    await saveWebhookUrl(testApp, tour.owner, receiver.url);
    const secret = await generateSecret(testApp, tour.owner);
    const prospect = await addUniqueLink(testApp, tour, JANE);
    const sessionId = await startSession(testApp.app, prospect.token);
    expect(
      (await askShared(testApp.app, prospect.token, { question: "How do I invite a teammate?", sessionId })).statusCode,
    ).toBe(200);
    // 95.4 s measured so far, in the visit and in the prospect's total the owner's list reads.
    await testApp.database.db
      .update(viewerSessions)
      .set({ activeSeconds: 95.4 })
      .where(eq(viewerSessions.id, sessionId));
    await testApp.database.db
      .update(viewers)
      .set({ activeSeconds: 95.4 })
      .where(eq(viewers.companyId, tour.owner.companyId));
    // The host said the video is 100 s long; the page played 0–40 s of it.
    await testApp.database.db
      .update(vemoSources)
      .set({ durationSeconds: 100 })
      .where(eq(vemoSources.vemoId, tour.vemoId));
    const watched = [{ videoUrl: TOUR_VIDEO, ranges: [[0, 40]] }];
    const beat = `/api/vemos/share/${prospect.token}/sessions/${sessionId}/heartbeat`;
    expect((await testApp.app.inject({ method: "POST", url: beat, payload: { watched } })).statusCode).toBe(200);

    expect((await endSession(testApp, prospect.token, sessionId)).json()).toEqual({ success: true });
    expect((await endSession(testApp, prospect.token, sessionId, true)).statusCode).toBe(200);
    await waitForDeliveries(testApp, tour.owner, (deliveries) =>
      deliveries.some((delivery) => delivery.event_type === "session.ended"),
    );
    await waitForJobsToSettle(testApp);

    const [ended, ...again] = endedEvents();
    expect(again).toEqual([]);
    expect(verifySignature(ended!.request, secret)).toBe(true);
    const [row] = await testApp.database.db.select().from(viewerSessions).where(eq(viewerSessions.id, sessionId));
    expect(row!.endedAt).not.toBeNull();
    expect(row!.activeSeconds).toBeGreaterThanOrEqual(95.4); // the goodbye counts as a last sign of life
    expect(ended!.event.data).toEqual({
      vemo: { id: tour.vemoId, title: "Analytics tour" },
      link: { token: prospect.token, kind: "unique", url: expect.stringContaining(`/share/${prospect.token}`) },
      prospect: { name: "Jane Doe", email: "jane@prospect.test", company: "Prospect Inc" },
      session: {
        id: sessionId,
        started_at: row!.startedAt.toISOString(),
        ended_at: row!.endedAt!.toISOString(),
        active_seconds: expect.any(Number),
        question_count: 1,
        watched_percent: 40,
      },
    });
    // The receiver reads the same whole seconds as the owner's list and export of the prospect.
    const owner = { headers: tour.owner.auth };
    const list = await testApp.app.inject({ method: "GET", url: "/api/analytics/customer-list", ...owner });
    const listed = list.json().data.find((item: { share_token: string }) => item.share_token === prospect.token);
    expect(ended!.event.data.session.active_seconds).toBe(listed.total_duration);
    const exported = await testApp.app.inject({ method: "GET", url: "/api/analytics/customer-list/export", ...owner });
    const rows = Papa.parse<Record<string, string>>(exported.body, { header: true, skipEmptyLines: true }).data;
    const exportedRow = rows.find((candidate) => candidate["Email"] === JANE.email);
    expect(exportedRow?.["Time spent"]).toBe(formatClockTime(ended!.event.data.session.active_seconds));
  });

  it(
    "is delivered by the sweep for a page that went silent, ended at its last sign of life",
    { timeout: 30_000 },
    async () => {
      receiver = await startReceiver();
      const tour = await sharedTour(testApp, { companyName: "Silent Co", title: "Analytics tour" });
      await saveWebhookUrl(testApp, tour.owner, receiver.url);
      await generateSecret(testApp, tour.owner);
      const silent = await startSession(testApp.app, tour.token);
      const lastSeen = new Date(Date.now() - SESSION_IDLE_MS - 60_000);
      await testApp.database.db
        .update(viewerSessions)
        .set({ lastSeenAt: lastSeen })
        .where(eq(viewerSessions.id, silent));
      const alive = await startSession(testApp.app, tour.token);
      await heartbeat(testApp.app, tour.token, alive);

      const deps = jobDepsOfRuntime(testApp.runtime);
      await sweepViewerSessions(deps, { now: new Date() });
      await sweepViewerSessions(deps, { now: new Date() });
      await waitForDeliveries(testApp, tour.owner, (deliveries) =>
        deliveries.some((delivery) => delivery.event_type === "session.ended"),
      );
      await waitForJobsToSettle(testApp);

      expect(endedEvents().map(({ event }) => event.data.session)).toEqual([
        {
          id: silent,
          started_at: expect.any(String),
          ended_at: lastSeen.toISOString(),
          active_seconds: 0,
          question_count: 0,
          watched_percent: 0,
        },
      ]);
      expect(endedEvents()[0]!.event.data.prospect).toBeNull();
      const [open] = await testApp.database.db.select().from(viewerSessions).where(eq(viewerSessions.id, alive));
      expect(open!.endedAt).toBeNull();
    },
  );

  it("answers 404 for a session of another link", async () => {
    const tour = await sharedTour(testApp, { companyName: "Other Link Co" });
    const prospect = await addUniqueLink(testApp, tour, JANE);
    const sessionId = await startSession(testApp.app, prospect.token);
    const response = await endSession(testApp, tour.token, sessionId);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Viewer session not found");
  });
});
