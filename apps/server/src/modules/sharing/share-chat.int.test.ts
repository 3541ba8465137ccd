import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, shareLinks, viewerQuestions, viewers } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { processWelcomeDemo } from "../qa/qa-test-support.ts";
import { storeVisitorQuestion } from "../viewer-sessions/visitor-questions.ts";
import { askShared, sharedTour, startSession, TOUR_VIDEO, type SharedTour } from "./viewer-test-support.ts";

let testApp: TestApp;
let demo: { vemoId: string; videoUrl: string };
beforeAll(async () => {
  testApp = await startTestApp({ welcomeDemo: true });
  demo = await processWelcomeDemo(testApp.runtime);
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const questionsOfLink = (shareLinkId: string) =>
  db().select().from(viewerQuestions).where(eq(viewerQuestions.shareLinkId, shareLinkId));

describe("POST /api/vemos/share/{token}/chat", () => {
  it("answers anyone about the welcome demo from its content", async () => {
    const response = await askShared(testApp.app, WELCOME_DEMO_SHARE_TOKEN, { question: "How do I create a Vemo?" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, video_url: demo.videoUrl });
    expect(body.answer).toContain("Create Vemo");
    expect(body.start).toBeGreaterThan(9);
    expect(body.start).toBeLessThan(15);
  });

  it("answers on a Pro link and records the question, its answer and moment in the viewer's session", async () => {
    const tour = await sharedTour(testApp);
    const sessionId = await startSession(testApp.app, tour.token);
    const response = await askShared(testApp.app, tour.token, {
      question: "  How do I invite a teammate?  ",
      sessionId,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, video_url: TOUR_VIDEO });
    expect(body.answer).toContain("open Settings and choose Members");

    expect(await questionsOfLink(tour.linkId)).toEqual([
      expect.objectContaining({
        sessionId,
        vemoId: tour.vemoId,
        companyId: tour.owner.companyId,
        question: "How do I invite a teammate?",
        answer: body.answer,
        videoUrl: TOUR_VIDEO,
        startSeconds: body.start,
      }),
    ]);
  });

  it("stores a question without a session, or with a session of another link, unattached", async () => {
    const tour = await sharedTour(testApp);
    const other = await sharedTour(testApp);
    const otherSession = await startSession(testApp.app, other.token);
    expect((await askShared(testApp.app, tour.token, { question: "How often do charts refresh?" })).statusCode).toBe(
      200,
    );
    expect(
      (await askShared(testApp.app, tour.token, { question: "What is a template?", sessionId: otherSession }))
        .statusCode,
    ).toBe(200);
    expect(
      (await askShared(testApp.app, tour.token, { question: "What roles exist?", sessionId: "not-a-uuid" })).statusCode,
    ).toBe(200);
    const stored = await questionsOfLink(tour.linkId);
    expect(stored.map((row) => [row.question, row.sessionId])).toEqual(
      expect.arrayContaining([
        ["How often do charts refresh?", null],
        ["What is a template?", null],
        ["What roles exist?", null],
      ]),
    );
    expect(await questionsOfLink(other.linkId)).toEqual([]);
  });

  it("stores every question of visitors asking at once, each counted on its own visitor", async () => {
    const tour = await sharedTour(testApp);
    const other = await sharedTour(testApp);
    const asked = [
      ...["anonymous", "anonymous", "anonymous", "anonymous", "browser-a", "browser-a", "browser-a", "browser-b"].map(
        (visitor, i) => ({ token: tour.token, question: `Question ${i} of ${visitor}?`, visitor }),
      ),
      { token: other.token, question: "Question of browser-a on another link?", visitor: "browser-a" },
    ];
    const answers = await Promise.all(
      asked.map(({ token, question, visitor }, i) =>
        testApp.app.inject({
          method: "POST",
          url: `/api/vemos/share/${token}/chat`,
          payload: { question, ...(visitor === "anonymous" ? {} : { visitorId: visitor }) },
          remoteAddress: `10.7.0.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(asked.map(() => 200));

    const stored = await questionsOfLink(tour.linkId);
    expect(stored.map((row) => row.question).sort()).toEqual(
      asked
        .slice(0, 8)
        .map((one) => one.question)
        .sort(),
    );
    const counted = await db()
      .select({ visitorKey: viewers.visitorKey, questions: viewers.questionCount, score: viewers.engagementScore })
      .from(viewers)
      .where(eq(viewers.shareLinkId, tour.linkId));
    expect(counted.sort((a, b) => a.visitorKey.localeCompare(b.visitorKey))).toEqual([
      { visitorKey: "", questions: 4, score: 30 },
      { visitorKey: "browser-a", questions: 3, score: 30 },
      { visitorKey: "browser-b", questions: 1, score: 10 },
    ]);
    for (const row of stored) {
      const viewer = await db().select().from(viewers).where(eq(viewers.id, row.viewerId!));
      expect(row.question).toContain(`of ${viewer[0]!.visitorKey || "anonymous"}?`);
    }
    expect((await questionsOfLink(other.linkId)).map((row) => row.question)).toEqual([
      "Question of browser-a on another link?",
    ]);
  });

  it("stores a burst of more questions than one statement holds, each counted once on its visitor", async () => {
    const tour = await sharedTour(testApp);
    const questions = Array.from({ length: 60 }, (_, i) => `Burst question ${i}?`);
    const answers = await Promise.all(
      questions.map((question, i) =>
        testApp.app.inject({
          method: "POST",
          url: `/api/vemos/share/${tour.token}/chat`,
          payload: { question },
          remoteAddress: `10.8.0.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(questions.map(() => 200));

    expect((await questionsOfLink(tour.linkId)).map((row) => row.question).sort()).toEqual([...questions].sort());
    const counted = await db()
      .select({ visitorKey: viewers.visitorKey, questions: viewers.questionCount })
      .from(viewers)
      .where(eq(viewers.shareLinkId, tour.linkId));
    expect(counted).toEqual([{ visitorKey: "", questions: 60 }]);
  });

  it("stores the questions asked together with one whose link was deleted meanwhile, which alone fails", async () => {
    const tour = await sharedTour(testApp);
    const deleted = await sharedTour(testApp);
    await db().delete(shareLinks).where(eq(shareLinks.id, deleted.linkId));
    const questionOn = (link: SharedTour, linkId: string, question: string) => ({
      key: { shareLinkId: linkId, vemoId: link.vemoId, companyId: link.owner.companyId, visitorKey: "" },
      values: {
        shareLinkId: linkId,
        vemoId: link.vemoId,
        companyId: link.owner.companyId,
        question,
        answer: "An answer.",
        createdAt: new Date(),
      },
    });
    const results = await Promise.allSettled([
      storeVisitorQuestion(db(), questionOn(tour, tour.linkId, "Kept?")),
      storeVisitorQuestion(db(), questionOn(deleted, deleted.linkId, "Lost?")),
      storeVisitorQuestion(db(), questionOn(tour, tour.linkId, "Kept too?")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await questionsOfLink(tour.linkId)).map((row) => row.question).sort()).toEqual(["Kept too?", "Kept?"]);
  });

  it("refuses a Free owner's link and one whose subscription ended, storing nothing", async () => {
    const free = await sharedTour(testApp, { plan: "free" });
    const lapsed = await sharedTour(testApp);
    await db().update(companies).set({ subscriptionStatus: "expired" }).where(eq(companies.id, lapsed.owner.companyId));
    for (const tour of [free, lapsed]) {
      const response = await askShared(testApp.app, tour.token, { question: "How do I invite a teammate?" });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, subscriptionExpired: true });
      expect(await questionsOfLink(tour.linkId)).toEqual([]);
    }
  });

  it("answers 404 for an unknown token and 400 for an empty question", async () => {
    const unknown = await askShared(testApp.app, "no-such-link", { question: "Hello?" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: "Share link not found" });

    const tour = await sharedTour(testApp);
    const empty = await askShared(testApp.app, tour.token, { question: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("Please enter a question");
  });
});

describe("GET /api/vemos/share/{token}/suggested-questions", () => {
  it("suggests questions from a Pro link's content, without a sign-in", async () => {
    const tour = await sharedTour(testApp);
    const response = await testApp.app.inject({
      method: "GET",
      url: `/api/vemos/share/${tour.token}/suggested-questions`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.suggested_questions.length).toBeGreaterThan(0);
    expect(body.suggested_questions.every((question: unknown) => typeof question === "string")).toBe(true);
  });

  it("suggests for the welcome demo, refuses a Free owner's link and 404s an unknown one", async () => {
    const suggested = await testApp.app.inject({
      method: "GET",
      url: `/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}/suggested-questions`,
    });
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json().suggested_questions.length).toBeGreaterThan(0);

    const free = await sharedTour(testApp, { plan: "free" });
    const refused = await testApp.app.inject({
      method: "GET",
      url: `/api/vemos/share/${free.token}/suggested-questions`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().subscriptionExpired).toBe(true);

    const unknown = await testApp.app.inject({
      method: "GET",
      url: "/api/vemos/share/no-such-link/suggested-questions",
    });
    expect(unknown.statusCode).toBe(404);
  });
});
