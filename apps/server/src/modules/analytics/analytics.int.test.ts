import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareLinks } from "../../platform/db/schema.ts";
import { signUpWithCompany, type SignedInUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { addUniqueLink, askShared, sharedTour, startSession, type SharedTour } from "../sharing/viewer-test-support.ts";
import { MINUTE, minutesAgo, view } from "./analytics-test-support.ts";

let testApp: TestApp;
let acme: SharedTour;
let rival: SharedTour;
let prospectToken: string;
beforeAll(async () => {
  testApp = await startTestApp({ welcomeDemo: true });
  acme = await sharedTour(testApp, { companyName: "Acme", title: "Acme tour" });
  rival = await sharedTour(testApp, { companyName: "Rival", title: "Rival tour" });
  const prospect = await addUniqueLink(testApp, acme, {
    name: "Grace Hopper",
    email: "grace@navy.example",
    company: "US Navy",
  });
  prospectToken = prospect.token;

  // Acme: four views of its links, two of them with questions, and one question asked without a session.
  const app = testApp.app;
  const publicSession = await startSession(app, acme.token);
  await askShared(app, acme.token, { question: "How do I invite a teammate?", sessionId: publicSession });
  await askShared(app, acme.token, { question: "How often do charts refresh?", sessionId: publicSession });
  await startSession(app, acme.token);
  await startSession(app, acme.token);
  await askShared(app, acme.token, { question: "What roles exist?" });
  const prospectSession = await startSession(app, prospect.token);
  await askShared(app, prospect.token, { question: "Can I pick a template?", sessionId: prospectSession });
  // Rival and the welcome demo: activity that Acme must never see.
  const rivalSession = await startSession(app, rival.token);
  await askShared(app, rival.token, { question: "How do I invite a teammate?", sessionId: rivalSession });
  await startSession(app, WELCOME_DEMO_SHARE_TOKEN);
});
afterAll(() => testApp.close());

const get = (path: string, user: SignedInUser) =>
  testApp.app.inject({ method: "GET", url: `/api/analytics/${path}`, headers: user.auth });

describe("GET /api/analytics/overview", () => {
  it("counts views and questions on the organisation's links, and averages its viewers' engagement scores", async () => {
    const response = await get("overview", acme.owner);
    expect(response.statusCode).toBe(200);
    // The public link's visitor: 3 questions (30) and 2 return visits (20); the prospect: 1 question (10), no return.
    expect(response.json()).toEqual({
      success: true,
      totalViews: 4,
      questionsAsked: 4,
      avgEngagement: 30,
      topVemos: [{ vemo_id: acme.vemoId, title: "Acme tour", viewers: 2, avg_engagement: 30 }],
    });
  });

  it("shows another organisation only its own numbers", async () => {
    expect((await get("overview", rival.owner)).json()).toEqual({
      success: true,
      totalViews: 1,
      questionsAsked: 1,
      avgEngagement: 10,
      topVemos: [{ vemo_id: rival.vemoId, title: "Rival tour", viewers: 1, avg_engagement: 10 }],
    });
  });

  it("gives zeros to an organisation without views", async () => {
    const newcomer = await signUpWithCompany(testApp.app, "Newcomer");
    expect((await get("overview", newcomer)).json()).toEqual({
      success: true,
      totalViews: 0,
      questionsAsked: 0,
      avgEngagement: 0,
      topVemos: [],
    });
  });

  it("needs a signed-in user with an organisation", async () => {
    expect((await testApp.app.inject({ method: "GET", url: "/api/analytics/overview" })).statusCode).toBe(401);
  });
});

describe("GET /api/analytics/recent-interactions", () => {
  it("lists the organisation's viewers with activity, most recent first, with the prospect's details", async () => {
    const response = await get("recent-interactions", acme.owner);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toEqual([
      {
        share_token: prospectToken,
        client_name: "Grace Hopper",
        client_company: "US Navy",
        client_email: "grace@navy.example",
        vemo_title: "Acme tour",
        questionCount: 1,
        lastInteractionDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      {
        share_token: acme.token,
        client_name: null,
        client_company: null,
        client_email: null,
        vemo_title: "Acme tour",
        questionCount: 3,
        lastInteractionDate: expect.any(String),
      },
    ]);
    expect(Date.parse(data[0].lastInteractionDate)).toBeGreaterThanOrEqual(Date.parse(data[1].lastInteractionDate));
  });

  it("shows another organisation only its own viewers", async () => {
    const { data } = (await get("recent-interactions", rival.owner)).json();
    expect(data).toEqual([
      expect.objectContaining({ share_token: rival.token, vemo_title: "Rival tour", questionCount: 1 }),
    ]);
  });

  it("lists at most 20 viewers, newest first, leaving out those with neither a question nor time spent", async () => {
    const busy = await sharedTour(testApp, { companyName: "Busy" });
    const db = testApp.database.db;
    const links = await db
      .insert(shareLinks)
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          vemoId: busy.vemoId,
          companyId: busy.owner.companyId,
          token: `busy-${i}-${busy.vemoId}`,
          kind: "unique" as const,
        })),
      )
      .returning();
    const base = minutesAgo(60).getTime();
    for (const [i, link] of links.slice(0, 21).entries())
      await view(testApp, link.token, { at: new Date(base + i * MINUTE), seconds: 15 });
    // Opened last, but closed before the first heartbeat and without a question; the 23rd was never opened.
    await view(testApp, links[21]!.token, { at: new Date(base + 30 * MINUTE) });

    const { data } = (await get("recent-interactions", busy.owner)).json();
    expect(data).toHaveLength(20);
    expect(data.map((row: { share_token: string }) => row.share_token)).toEqual(
      links
        .slice(1, 21)
        .reverse()
        .map((link) => link.token),
    );
  });

  it("lists each visitor of the public link on its own", async () => {
    const visited = await sharedTour(testApp, { companyName: "Visited" });
    await view(testApp, visited.token, { at: minutesAgo(10), seconds: 30, visitorId: "browser-a" });
    await view(testApp, visited.token, { at: minutesAgo(5), seconds: 15, visitorId: "browser-b" });
    const { data } = (await get("recent-interactions", visited.owner)).json();
    expect(data).toEqual([
      expect.objectContaining({ share_token: visited.token, client_name: null, questionCount: 0 }),
      expect.objectContaining({ share_token: visited.token, client_name: null, questionCount: 0 }),
    ]);
  });
});
