import { HEARTBEAT_INTERVAL_MS } from "@vemo/shared/contracts/sharing";
import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, shareLinks, viewerQuestions, viewerSessions } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { askShared, heartbeat, sharedTour, startSession } from "../sharing/viewer-test-support.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp({ welcomeDemo: true })));
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const readSession = async (id: string) =>
  (await db().select().from(viewerSessions).where(eq(viewerSessions.id, id)))[0]!;
/** Moves the session's start and last sign of life `seconds` into the past, as if that time had passed. */
const ageSession = async (id: string, seconds: number) => {
  const session = await readSession(id);
  const shift = (date: Date) => new Date(date.getTime() - seconds * 1000);
  await db()
    .update(viewerSessions)
    .set({ startedAt: shift(session.startedAt), lastSeenAt: shift(session.lastSeenAt) })
    .where(eq(viewerSessions.id, id));
};

describe("viewer sessions", () => {
  it("starts one session per page load, on the link's organisation", async () => {
    const tour = await sharedTour(testApp);
    const first = await startSession(testApp.app, tour.token);
    const second = await startSession(testApp.app, tour.token);
    expect(first).not.toBe(second);
    const stored = await db().select().from(viewerSessions).where(eq(viewerSessions.shareLinkId, tour.linkId));
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ vemoId: tour.vemoId, companyId: tour.owner.companyId, activeSeconds: 0 });
  });

  it("counts the time between heartbeats as time spent", async () => {
    const tour = await sharedTour(testApp);
    const sessionId = await startSession(testApp.app, tour.token);
    await ageSession(sessionId, 14);
    const response = await heartbeat(testApp.app, tour.token, sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const first = await readSession(sessionId);
    expect(first.activeSeconds).toBeGreaterThanOrEqual(14);
    expect(first.activeSeconds).toBeLessThan(30);
    expect(first.lastSeenAt.getTime()).toBeGreaterThan(first.startedAt.getTime() + 13_000);

    await ageSession(sessionId, 15);
    await heartbeat(testApp.app, tour.token, sessionId);
    expect((await readSession(sessionId)).activeSeconds).toBeGreaterThanOrEqual(29);
  });

  it("does not count a gap longer than two heartbeat intervals (the page was hidden or closed)", async () => {
    const tour = await sharedTour(testApp);
    const sessionId = await startSession(testApp.app, tour.token);
    await ageSession(sessionId, 10);
    await heartbeat(testApp.app, tour.token, sessionId);
    const before = (await readSession(sessionId)).activeSeconds;

    await ageSession(sessionId, (2 * HEARTBEAT_INTERVAL_MS) / 1000 + 600);
    const calledAt = Date.now();
    expect((await heartbeat(testApp.app, tour.token, sessionId)).statusCode).toBe(200);
    const after = await readSession(sessionId);
    expect(after.activeSeconds).toBe(before);
    expect(after.lastSeenAt.getTime()).toBeGreaterThanOrEqual(calledAt);
  });

  it("extends the session when its viewer asks a question", async () => {
    const tour = await sharedTour(testApp);
    const sessionId = await startSession(testApp.app, tour.token);
    await ageSession(sessionId, 12);
    expect(
      (await askShared(testApp.app, tour.token, { question: "How do I invite a teammate?", sessionId })).statusCode,
    ).toBe(200);
    expect((await readSession(sessionId)).activeSeconds).toBeGreaterThanOrEqual(12);
  });

  it("refuses a heartbeat for another link's session, an unknown one or a malformed id", async () => {
    const tour = await sharedTour(testApp);
    const other = await sharedTour(testApp);
    const otherSession = await startSession(testApp.app, other.token);
    for (const sessionId of [otherSession, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await heartbeat(testApp.app, tour.token, sessionId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: "Viewer session not found" });
    }
    expect((await readSession(otherSession)).lastSeenAt).toEqual((await readSession(otherSession)).startedAt);
  });

  it("records views of the welcome demo on no organisation", async () => {
    const sessionId = await startSession(testApp.app, WELCOME_DEMO_SHARE_TOKEN);
    expect((await readSession(sessionId)).companyId).toBeNull();
  });

  it("answers 404 for an unknown link and 403 once the owner's plan no longer allows sharing", async () => {
    const unknown = await testApp.app.inject({ method: "POST", url: "/api/vemos/share/no-such-link/sessions" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("Share link not found");

    const tour = await sharedTour(testApp);
    const sessionId = await startSession(testApp.app, tour.token);
    await db().update(companies).set({ subscriptionPlan: "free" }).where(eq(companies.id, tour.owner.companyId));
    const refused = await testApp.app.inject({ method: "POST", url: `/api/vemos/share/${tour.token}/sessions` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().subscriptionExpired).toBe(true);
    expect((await heartbeat(testApp.app, tour.token, sessionId)).statusCode).toBe(403);
  });

  it("goes with its share link", async () => {
    const tour = await sharedTour(testApp);
    const sessionId = await startSession(testApp.app, tour.token);
    await askShared(testApp.app, tour.token, { question: "How do I invite a teammate?", sessionId });
    await db().delete(shareLinks).where(eq(shareLinks.id, tour.linkId));
    expect(await db().select().from(viewerSessions).where(eq(viewerSessions.id, sessionId))).toEqual([]);
    expect(await db().select().from(viewerQuestions).where(eq(viewerQuestions.shareLinkId, tour.linkId))).toEqual([]);
  });
});
