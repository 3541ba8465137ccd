import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewerQuestions } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { addUniqueLink, sharedTour, TOUR_VIDEO, type SharedTour } from "../sharing/viewer-test-support.ts";
import { ask, minutesAgo, view } from "./analytics-test-support.ts";

// Without LLM_BASE_URL: insight summaries are the plain fallback sentences.
let testApp: TestApp;
let acme: SharedTour;
let grace: { token: string; linkId: string };
let visitorViewerId: string;

beforeAll(async () => {
  testApp = await startTestApp();
  acme = await sharedTour(testApp, { companyName: "Acme", title: "Acme tour" });
  grace = await addUniqueLink(testApp, acme, { name: "Grace Hopper", email: "grace@navy.example", company: "US Navy" });
  // 45 s of heartbeats, and the first question 15 s after the last one counts as 15 s more.
  const session = await view(testApp, grace.token, { at: minutesAgo(30), seconds: 45 });
  await ask(testApp, grace.token, { question: "How do I invite a teammate?", at: minutesAgo(29), sessionId: session });
  await ask(testApp, grace.token, { question: "How often do charts refresh?", at: minutesAgo(28), sessionId: session });
  // Known moments instead of whatever the engine picked: one answer at 75.5 s of the video, one with no video.
  const db = testApp.database.db;
  await db
    .update(viewerQuestions)
    .set({ startSeconds: 75.5 })
    .where(eq(viewerQuestions.question, "How do I invite a teammate?"));
  await db
    .update(viewerQuestions)
    .set({ videoUrl: null })
    .where(eq(viewerQuestions.question, "How often do charts refresh?"));

  await view(testApp, acme.token, { at: minutesAgo(20), seconds: 15, visitorId: "browser-a" });
  const list = await testApp.app.inject({
    method: "GET",
    url: "/api/analytics/customer-list",
    headers: acme.owner.auth,
  });
  visitorViewerId = list.json().data.find((row: { share_token: string }) => row.share_token === acme.token).viewer_id;
});
afterAll(() => testApp.close());

const details = (path: string, user = acme.owner) =>
  testApp.app.inject({ method: "GET", url: `/api/analytics/customer-interaction-details/${path}`, headers: user.auth });
const summarise = (payload: Record<string, unknown>, user = acme.owner) =>
  testApp.app.inject({ method: "POST", url: "/api/analytics/generate-insight-summary", headers: user.auth, payload });

describe("GET /api/analytics/customer-interaction-details/:shareToken", () => {
  it("gives a unique link's prospect with their questions, oldest first, and their moments as m:ss", async () => {
    const response = await details(grace.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        share_id: grace.linkId,
        share_token: grace.token,
        viewer_id: expect.any(String),
        link_kind: "unique",
        client_name: "Grace Hopper",
        client_email: "grace@navy.example",
        client_company: "US Navy",
        vemo_id: acme.vemoId,
        vemo_title: "Acme tour",
        question_count: 2,
        total_duration: 60,
        // Nothing played yet; two questions (20) in one visit.
        watched_percent: 0,
        visit_count: 1,
        engagement_score: 20,
        first_seen_at: minutesAgo(30).toISOString(),
        last_accessed_at: minutesAgo(28).toISOString(),
        shared_by: { id: acme.owner.id, name: "Ada Lovelace" },
        link_created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        link: {
          shareId: grace.linkId,
          kind: "unique",
          state: "active",
          disabled: false,
          expiresAt: null,
          hasPasscode: false,
          verifyEmail: false,
        },
        videos: [{ videoUrl: TOUR_VIDEO, duration: 0, watched_percent: 0, ranges: [] }],
        questions: [
          {
            id: expect.any(String),
            question: "How do I invite a teammate?",
            answer: expect.any(String),
            created_at: minutesAgo(29).toISOString(),
            video_url: TOUR_VIDEO,
            start_timestamp: 75.5,
            formatted_timestamp: "1:15",
            is_answered: true,
            taught_answer_id: null,
          },
          {
            id: expect.any(String),
            question: "How often do charts refresh?",
            answer: expect.any(String),
            created_at: minutesAgo(28).toISOString(),
            video_url: null,
            start_timestamp: null,
            formatted_timestamp: null,
            is_answered: true,
            taught_answer_id: null,
          },
        ],
        insight_summary: null,
      },
    });
    expect(response.json().data.questions[0].answer).not.toBe("");
  });

  it("gives one visitor of the public link by their viewer id", async () => {
    const response = await details(`${acme.token}?viewerId=${visitorViewerId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      viewer_id: visitorViewerId,
      link_kind: "public",
      client_name: null,
      total_duration: 15,
      questions: [],
    });
  });

  it("answers 'Interaction not found' for an unknown link or viewer", async () => {
    const other = await addUniqueLink(testApp, acme, {
      name: "Never Opened",
      email: "never@opened.example",
      company: "Closed Co",
    });
    const attempts = [
      "no-such-token",
      // The public link has only visitors with an id here, so no viewer without one.
      acme.token,
      `${acme.token}?viewerId=not-an-id`,
      `${acme.token}?viewerId=00000000-0000-4000-8000-000000000000`,
      // A viewer of another link.
      `${grace.token}?viewerId=${visitorViewerId}`,
      // A link nobody opened yet.
      other.token,
    ];
    for (const path of attempts) {
      const response = await details(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ success: false, error: "Interaction not found" });
    }
  });
});

describe("POST /api/analytics/generate-insight-summary without a model", () => {
  it("sums up a stored prospect from their own questions, not the ones sent", async () => {
    const response = await summarise({
      questions: ["Something else entirely?"],
      customerName: "Someone",
      vemoTitle: "Other",
      shareToken: grace.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        summary:
          'Grace Hopper asked 2 questions about Acme tour and watched for 1:00. They asked about "How often do charts refresh?" and "How do I invite a teammate?". The answers took them to 1:15 in the video.',
      },
    });
    // The plain sentence is not kept: a model configured later writes the real one.
    expect((await details(grace.token)).json().data.insight_summary).toBeNull();
  });

  it("says how long a visitor watched without asking anything", async () => {
    const response = await summarise({
      questions: [],
      customerName: "",
      vemoTitle: "",
      shareToken: acme.token,
      viewerId: visitorViewerId,
    });
    expect(response.json().data.summary).toBe(
      "Anonymous User viewed Acme tour without asking any questions and watched for 0:15.",
    );
  });

  it("sums up the questions sent when no prospect is named", async () => {
    const one = await summarise({
      questions: ["Is there a free trial?"],
      customerName: "Dana Scully",
      vemoTitle: "Field guide",
    });
    expect(one.json().data.summary).toBe(
      'Dana Scully asked 1 question about Field guide. They asked "Is there a free trial?".',
    );
    const none = await summarise({ questions: [], customerName: "Dana Scully", vemoTitle: "Field guide" });
    expect(none.json().data.summary).toBe("Dana Scully viewed Field guide without asking any questions.");
  });

  it("refuses a body it cannot use with a clear message", async () => {
    const response = await summarise({ questions: "not a list", customerName: "Dana", vemoTitle: "Guide" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });
});
