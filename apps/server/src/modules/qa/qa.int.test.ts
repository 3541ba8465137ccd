import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vemoSources } from "../../platform/db/schema.ts";
import { signUpWithCompany, type SignedInUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import {
  appendChunks,
  insertProcessedSource,
  insertVemo,
  processWelcomeDemo,
  videoChunks,
  type Cue,
} from "./qa-test-support.ts";
import { NOT_FOUND_ANSWER } from "@vemo/engine";
import { en } from "@vemo/shared/viewer-text/en";

let testApp: TestApp;
let owner: SignedInUser & { companyId: string };
beforeAll(async () => {
  testApp = await startTestApp({ welcomeDemo: true });
  owner = await signUpWithCompany(testApp.app);
});
afterAll(() => testApp.close());

const db = () => testApp.runtime.database.db;
const inject = (options: InjectOptions) => testApp.app.inject(options);
const ask = (vemoId: string, question: unknown, user: SignedInUser = owner) =>
  inject({ method: "POST", url: `/api/qa/vemo/${vemoId}`, headers: user.auth, payload: { question } });

const DASHBOARD_VIDEO = "https://www.youtube.com/watch?v=AAAAAAAAAAA";
const SHARING_VIDEO = "https://www.youtube.com/watch?v=BBBBBBBBBBB";
const DASHBOARD_CUES: Cue[] = [
  [0, 5, "Welcome to the Acme analytics tour."],
  [5, 10, "In this first video we build a dashboard from scratch."],
  [10, 15, "Click New Dashboard and pick a template that fits your team."],
  [15, 20, "Drag a chart onto the canvas and choose the metric it shows."],
  [20, 25, "Charts refresh every five minutes with the latest numbers."],
];
const SHARING_CUES: Cue[] = [
  [0, 5, "This second video covers sharing and permissions."],
  [5, 10, "Every dashboard has a Share button in its top right corner."],
  [10, 15, "Now let's look at the billing page for a moment."],
  [15, 20, "Invoices are listed by month with their totals."],
  [20, 25, "To invite a teammate, open Settings and choose Members."],
  [25, 30, "Type their email address and pick a role such as Viewer or Editor."],
  [30, 35, "That's all for this tour, thanks for watching."],
];

async function twoVideoVemo(): Promise<string> {
  const vemoId = await insertVemo(db(), owner.companyId);
  await insertProcessedSource(db(), vemoId, {
    kind: "video",
    url: DASHBOARD_VIDEO,
    position: 1,
    chunks: videoChunks(DASHBOARD_CUES),
  });
  await insertProcessedSource(db(), vemoId, {
    kind: "video",
    url: SHARING_VIDEO,
    position: 2,
    chunks: videoChunks(SHARING_CUES),
  });
  return vemoId;
}

describe("asking about a Vemo", () => {
  it("answers from the second video with the moment its answer begins", async () => {
    const response = await ask(await twoVideoVemo(), "  How do I invite a teammate?  ");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, video_url: SHARING_VIDEO });
    expect(body.start).toBeGreaterThanOrEqual(20);
    expect(body.start).toBeLessThan(25);
    expect(body.answer).toContain("open Settings and choose Members");
    expect(body.sources[0]).toEqual({ source_type: "video", url: SHARING_VIDEO, start_timestamp: body.start });
  });

  it("answers a PDF-only Vemo without a video, citing the page", async () => {
    const vemoId = await insertVemo(db(), owner.companyId);
    const pages = [
      { page: 1, text: "Acme Security Guide. This guide explains how Acme protects your data." },
      { page: 2, text: "Single sign-on. Acme supports SAML single sign-on with Okta and Azure AD." },
      { page: 3, text: "Data retention. Event data is kept for 24 months and then deleted automatically." },
    ];
    await insertProcessedSource(db(), vemoId, { kind: "document", url: "security-guide.pdf", chunks: pages });
    const body = (await ask(vemoId, "How long is event data kept?")).json();
    expect(body).toMatchObject({ success: true, video_url: null, start: 0 });
    expect(body.answer).toContain("24 months");
    expect(body.sources[0]).toEqual({ source_type: "pdf", url: "security-guide.pdf", start_timestamp: null, page: 3 });
  });

  it("answers a website-only Vemo without a video", async () => {
    const vemoId = await insertVemo(db(), owner.companyId);
    const sections = [
      { heading: "Plans and pricing", text: "The Starter plan costs 29 dollars a month and includes five seats." },
      {
        heading: "Enterprise support",
        text: "Enterprise customers get a named success manager and an uptime commitment.",
      },
    ];
    await insertProcessedSource(db(), vemoId, {
      kind: "website",
      url: "https://acme.example/pricing",
      chunks: sections,
    });
    const body = (await ask(vemoId, "How much does the Starter plan cost?")).json();
    expect(body).toMatchObject({ success: true, video_url: null, start: 0 });
    expect(body.answer).toContain("29 dollars");
    expect(body.sources[0]).toEqual({
      source_type: "website",
      url: "https://acme.example/pricing",
      start_timestamp: null,
      title: "Plans and pricing",
    });
  });

  it("says so when the content is still being processed, or when there is none", async () => {
    const processing = await insertVemo(db(), owner.companyId);
    await insertProcessedSource(db(), processing, { kind: "video", url: SHARING_VIDEO, chunks: [] });
    await db().insert(vemoSources).values({
      vemoId: processing,
      companyId: owner.companyId,
      kind: "website",
      url: "https://acme.example",
      title: "Site",
    });
    expect((await ask(processing, "What is this?")).json()).toEqual({
      success: true,
      answer: en["answer.stillProcessing"],
      video_url: null,
      start: 0,
      sources: [],
    });

    const empty = await insertVemo(db(), owner.companyId);
    expect((await ask(empty, "What is this?")).json()).toMatchObject({
      answer: en["answer.noContent"],
      video_url: null,
      start: 0,
    });
  });

  it("answers with the new content once the Vemo's content changes", async () => {
    const vemoId = await insertVemo(db(), owner.companyId);
    const video = await insertProcessedSource(db(), vemoId, {
      kind: "video",
      url: DASHBOARD_VIDEO,
      chunks: videoChunks(DASHBOARD_CUES),
    });
    const question = "How do I export a report as a spreadsheet?";
    expect((await ask(vemoId, question)).json()).toEqual(DECLINED);

    await appendChunks(
      db(),
      video,
      videoChunks([[300, 305, "To export a report as a spreadsheet, click Export and choose CSV."]]),
    );
    const body = (await ask(vemoId, question)).json();
    expect(body.answer).toContain("click Export and choose CSV");
    expect(body).toMatchObject({ video_url: DASHBOARD_VIDEO, start: 300 });
  });
});

const DECLINED = {
  success: true,
  answer: "I couldn't find that in this demo's videos and documents.",
  video_url: null,
  start: 0,
  sources: [],
};

describe("what the content does not cover", () => {
  it("is declined with no video moment, so the viewer's player keeps its place", async () => {
    const vemoId = await twoVideoVemo();
    for (const question of [
      "Do you integrate with Salesforce?",
      "How do I open a bank account?",
      "Can I change the tyres of my car?",
    ]) {
      expect((await ask(vemoId, question)).json()).toEqual(DECLINED);
    }
    expect(NOT_FOUND_ANSWER).toBe(DECLINED.answer);
  });

  it("is answered from a document without moving the video when no video moment supports it", async () => {
    const vemoId = await twoVideoVemo();
    const sections = [
      { heading: "Plans and pricing", text: "The Starter plan costs 29 dollars a month and includes five seats." },
    ];
    await insertProcessedSource(db(), vemoId, {
      kind: "website",
      url: "https://acme.example/pricing",
      position: 3,
      chunks: sections,
    });
    const body = (await ask(vemoId, "How much does the Starter plan cost?")).json();
    expect(body).toMatchObject({ success: true, video_url: null, start: 0 });
    expect(body.answer).toContain("29 dollars");
    expect(body.sources).toEqual([
      {
        source_type: "website",
        url: "https://acme.example/pricing",
        start_timestamp: null,
        title: "Plans and pricing",
      },
    ]);
  });

  it("cites up to three video moments, the one played first", async () => {
    const body = (await ask(await twoVideoVemo(), "How do I share a dashboard and invite a teammate?")).json();
    const moments = body.sources.filter((source: { source_type: string }) => source.source_type === "video");
    expect(moments.length).toBeGreaterThan(1);
    expect(moments.length).toBeLessThanOrEqual(3);
    expect(moments[0]).toEqual({ source_type: "video", url: body.video_url, start_timestamp: body.start });
  });
});

describe("who may ask", () => {
  it("answers 404 for another organisation's Vemo and for an unknown id", async () => {
    const vemoId = await twoVideoVemo();
    const stranger = await signUpWithCompany(testApp.app, "Other Org");
    for (const id of [vemoId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await ask(id, "How do I invite a teammate?", stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: "Vemo not found" });
    }
  });

  it("lets anyone signed in ask about the welcome demo", async () => {
    const demo = await processWelcomeDemo(testApp.runtime);
    const someone = await signUpWithCompany(testApp.app, "Newcomer Ltd");
    const body = (await ask(demo.vemoId, "How do I create a Vemo?", someone)).json();
    expect(body).toMatchObject({ success: true, video_url: demo.videoUrl });
    expect(body.answer).toContain("Create Vemo");
    expect(body.start).toBeGreaterThan(9);
    expect(body.start).toBeLessThan(15);
  });

  it("needs a sign-in", async () => {
    const response = await inject({
      method: "POST",
      url: `/api/qa/vemo/${await twoVideoVemo()}`,
      payload: { question: "Hi?" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("validation", () => {
  it.each([[""], ["   "], [undefined]])("rejects the question %j with 'Please enter a question'", async (question) => {
    const response = await ask(await twoVideoVemo(), question);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: "Please enter a question" });
  });

  it("rejects a question over 1000 characters", async () => {
    const response = await ask(await twoVideoVemo(), "why ".repeat(300));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Please keep your question under 1000 characters");
  });
});

describe("suggested questions", () => {
  const suggestions = (vemoId: string, user: SignedInUser = owner) =>
    inject({ method: "GET", url: `/api/vemos/${vemoId}/suggested-questions`, headers: user.auth });

  it("suggests questions drawn from the content's headings and sentences, each one it answers", async () => {
    const vemoId = await insertVemo(db(), owner.companyId);
    const sections = [
      { heading: "How to cancel", text: "You can cancel at any time from the billing page." },
      { heading: "Enterprise support", text: "Enterprise customers get a named success manager." },
    ];
    await insertProcessedSource(db(), vemoId, { kind: "website", url: "https://acme.example/help", chunks: sections });
    const body = (await suggestions(vemoId)).json();
    expect(body.success).toBe(true);
    expect(body.suggested_questions).toEqual(
      expect.arrayContaining(["How do I cancel?", "What should I know about enterprise support?"]),
    );
    for (const question of body.suggested_questions)
      expect((await ask(vemoId, question)).json().answer).not.toBe(NOT_FOUND_ANSWER);
  });

  it("suggests nothing yet for a Vemo without content, and hides other organisations' Vemos", async () => {
    const vemoId = await insertVemo(db(), owner.companyId);
    expect((await suggestions(vemoId)).json()).toEqual({ success: true, suggested_questions: [] });
    const stranger = await signUpWithCompany(testApp.app, "Another Org");
    expect((await suggestions(vemoId, stranger)).statusCode).toBe(404);
  });
});
