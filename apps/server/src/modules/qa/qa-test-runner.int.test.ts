import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithCompany, type SignedInUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { insertProcessedSource, insertVemo, processWelcomeDemo, videoChunks, type Cue } from "./qa-test-support.ts";
import { VIDEO_NOT_FOUND_ERROR } from "./qa.service.ts";

let testApp: TestApp;
let owner: SignedInUser & { companyId: string };
const VIDEO_ID = "CCCCCCCCCCC";
const CUES: Cue[] = [
  [0, 6, "Hi, this is a quick look at the Acme mobile app."],
  [6, 12, "Sign in with the same account you use on the web."],
  [12, 18, "Swipe left on a notification to snooze it for an hour."],
  [18, 24, "Offline mode keeps your last ten dashboards on the phone."],
  [24, 30, "That wraps up the mobile tour."],
];

beforeAll(async () => {
  testApp = await startTestApp({ welcomeDemo: true });
  owner = await signUpWithCompany(testApp.app);
  const vemoId = await insertVemo(testApp.runtime.database.db, owner.companyId);
  await insertProcessedSource(testApp.runtime.database.db, vemoId, {
    kind: "video",
    url: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
    chunks: videoChunks(CUES),
  });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);
const runRow = (payload: Record<string, unknown>, user: SignedInUser = owner) =>
  inject({ method: "POST", url: "/api/qa/test", headers: user.auth, payload });

describe("the test runner's backends", () => {
  it("lists Backend 1 (production) and Backend 2 (testing) with a displayable address", async () => {
    const body = (await inject({ method: "GET", url: "/api/qa/backends" })).json();
    expect(body).toEqual({
      success: true,
      data: [
        {
          id: "backend1",
          name: "Backend 1",
          description: "Production Backend",
          profile: "production",
          url: "http://localhost:3000/api/qa/test?profile=production",
        },
        {
          id: "backend2",
          name: "Backend 2",
          description: "Testing Backend",
          profile: "testing",
          url: "http://localhost:3000/api/qa/test?profile=testing",
        },
      ],
    });
  });
});

describe("one test-runner row", () => {
  it.each(["production", "testing"])(
    "finds the video from another URL form and answers with its moment (%s)",
    async (profile) => {
      const response = await runRow({
        question: "How do I snooze a notification?",
        video_url: `https://youtu.be/${VIDEO_ID}`,
        backend_url: profile,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        start: 12,
        answer: expect.stringContaining("snooze it for an hour"),
      });
    },
  );

  it("answers about the welcome demo's video", async () => {
    const demo = await processWelcomeDemo(testApp.runtime);
    const body = (
      await runRow({ question: "How do I create a Vemo?", video_url: demo.videoUrl, backend_url: "production" })
    ).json();
    expect(body.success).toBe(true);
    expect(body.start).toBeGreaterThan(9);
    expect(body.start).toBeLessThan(15);
  });

  it("refuses an unknown backend", async () => {
    const response = await runRow({
      question: "How do I sign in?",
      video_url: `https://youtu.be/${VIDEO_ID}`,
      backend_url: "https://other.example/api",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: "Unknown backend" });
  });

  it("answers 404 with a clear message for a video in none of the organisation's Vemos", async () => {
    const unknown = await runRow({
      question: "How do I sign in?",
      video_url: "https://youtu.be/ZZZZZZZZZZZ",
      backend_url: "production",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: VIDEO_NOT_FOUND_ERROR });

    const stranger = await signUpWithCompany(testApp.app, "Other Org");
    const othersVideo = await runRow(
      { question: "How do I sign in?", video_url: `https://youtu.be/${VIDEO_ID}`, backend_url: "production" },
      stranger,
    );
    expect(othersVideo.statusCode).toBe(404);
  });

  it("rejects an empty question", async () => {
    const response = await runRow({
      question: " ",
      video_url: `https://youtu.be/${VIDEO_ID}`,
      backend_url: "production",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Please enter a question");
  });
});
