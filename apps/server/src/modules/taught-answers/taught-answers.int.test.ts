import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import nodePath from "node:path";
import { TAUGHT_ANSWER_MESSAGES } from "@vemo/shared/contracts/taught-answers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { jobDefinitions } from "../../jobs.ts";
import { loadConfig } from "../../platform/config.ts";
import { viewerQuestions } from "../../platform/db/schema.ts";
import { openRuntime } from "../../runtime.ts";
import { viewerEventSubscribers } from "../../viewer-event-subscribers.ts";
import { insertProcessedSource, insertVemo } from "../../test/row-factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { askShared, sharedTour, TOUR_VIDEO, type SharedTour } from "../sharing/viewer-test-support.ts";
import {
  CITED_MOMENT_ANSWER,
  SOURCE_NOT_IN_VEMO,
  TAUGHT_ANSWER_NOT_FOUND,
  VIDEO_NOT_IN_VEMO,
} from "./taught-answers.service.ts";

const DECLINE = "I couldn't find that in this demo's videos and documents.";
const DISCOUNT = "Do you offer a discount for nonprofits?";
const HALF_PRICE = "Yes: registered nonprofits get half price on every plan.";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const path = (vemoId: string, answerId?: string) =>
  `/api/vemos/${vemoId}/taught-answers${answerId ? `/${answerId}` : ""}`;

function teach(tour: SharedTour, payload: Record<string, unknown>, vemoId = tour.vemoId) {
  return testApp.app.inject({ method: "POST", url: path(vemoId), headers: tour.owner.auth, payload });
}

function list(tour: SharedTour, vemoId = tour.vemoId) {
  return testApp.app.inject({ method: "GET", url: path(vemoId), headers: tour.owner.auth });
}

/** A Pro organisation's tour with a pricing PDF and a help web page beside the video. */
async function tourWithDocuments() {
  const tour = await sharedTour(testApp);
  const vemo = { id: tour.vemoId, companyId: tour.owner.companyId };
  const pdf = await insertProcessedSource(db(), {
    vemo,
    kind: "document",
    url: "pricing.pdf",
    chunks: [
      { text: "Pricing overview.", page: 1 },
      { text: "Nonprofits pay half of the list price on every plan.", page: 2 },
    ],
  });
  const site = await insertProcessedSource(db(), {
    vemo,
    kind: "website",
    url: "https://help.example.com/nonprofits",
    chunks: [{ text: "Send us your registration to get the nonprofit price.", heading: "Nonprofits" }],
  });
  return { tour, pdf, site };
}

describe("teaching an answer", () => {
  it("gives a paraphrase of a declined question the taught text and moment, recorded as answered and taught", async () => {
    const tour = await sharedTour(testApp);
    expect((await askShared(testApp.app, tour.token, { question: DISCOUNT })).json().answer).toBe(DECLINE);

    const taught = await teach(tour, { question: DISCOUNT, answer: HALF_PRICE, videoUrl: TOUR_VIDEO, start: 10 });
    expect(taught.statusCode).toBe(200);
    expect(taught.json().data).toMatchObject({
      question: DISCOUNT,
      answer: HALF_PRICE,
      videoUrl: TOUR_VIDEO,
      start: 10,
      sourceId: null,
      page: null,
      source: null,
    });

    const response = await askShared(testApp.app, tour.token, { question: "is there a nonprofit discount" });
    expect(response.json()).toEqual({
      success: true,
      answer: HALF_PRICE,
      video_url: TOUR_VIDEO,
      start: 10,
      sources: [{ source_type: "video", url: TOUR_VIDEO, start_timestamp: 10 }],
    });
    const stored = await db().select().from(viewerQuestions).where(eq(viewerQuestions.shareLinkId, tour.linkId));
    expect(stored.map((row) => [row.question, row.isAnswered, row.taughtAnswerId])).toEqual(
      expect.arrayContaining([
        [DISCOUNT, false, null],
        ["is there a nonprofit discount", true, taught.json().data.id],
      ]),
    );
    // A different question is still the engine's to answer or decline.
    expect(
      (await askShared(testApp.app, tour.token, { question: "Do you offer a discount for students?" })).json().answer,
    ).toBe(DECLINE);
  });

  it("is given by the next share chat in every API process, and so are its change and its removal", async () => {
    // Another API process on the same database: another database handle, so its own copy of each share link.
    const dataDir = await mkdtemp(nodePath.join(os.tmpdir(), "vemo-test-"));
    const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), {
      jobs: jobDefinitions,
      subscribers: viewerEventSubscribers,
      work: false,
      database: { ...testApp.database, db: new Proxy(testApp.database.db, {}) },
    });
    const other = await buildApp(runtime);
    try {
      const tour = await sharedTour(testApp);
      const askOther = async () =>
        (await askShared(other, tour.token, { question: "is there a nonprofit discount" })).json().answer;
      expect(await askOther()).toBe(DECLINE);

      const taught = await teach(tour, { question: DISCOUNT, answer: HALF_PRICE });
      expect(await askOther()).toBe(HALF_PRICE);

      const changed = "Nonprofits pay a third of the list price.";
      const url = path(tour.vemoId, taught.json().data.id);
      await testApp.app.inject({ method: "PATCH", url, headers: tour.owner.auth, payload: { answer: changed } });
      expect(await askOther()).toBe(changed);

      await testApp.app.inject({ method: "DELETE", url, headers: tour.owner.auth });
      expect(await askOther()).toBe(DECLINE);
    } finally {
      await other.close();
      await runtime.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("answers from the cited moment, document page or web page when the owner wrote no text", async () => {
    const { tour, pdf, site } = await tourWithDocuments();
    await teach(tour, { question: "How do I bring my team in?", videoUrl: "https://youtu.be/CCCCCCCCCCC", start: 15 });
    await teach(tour, { question: "What do nonprofits pay?", sourceId: pdf.id, page: 2 });
    await teach(tour, { question: "How do we apply for the nonprofit price?", sourceId: site.id });

    const moment = (await askShared(testApp.app, tour.token, { question: "how can I bring in my team" })).json();
    expect(moment).toMatchObject({
      answer: "To invite a teammate, open Settings and choose Members.",
      video_url: TOUR_VIDEO,
      start: 15,
    });

    const page = (await askShared(testApp.app, tour.token, { question: "What do non-profits pay?" })).json();
    expect(page).toMatchObject({
      answer: "Nonprofits pay half of the list price on every plan.",
      video_url: null,
      start: 0,
    });
    expect(page.sources).toEqual([
      {
        source_type: "pdf",
        url: `${testApp.runtime.config.publicUrl}/api/vemos/share/${tour.token}/documents/${pdf.id}`,
        start_timestamp: null,
        page: 2,
      },
    ]);

    const web = (
      await askShared(testApp.app, tour.token, { question: "How do we apply for the nonprofit price?" })
    ).json();
    expect(web.answer).toBe("Send us your registration to get the nonprofit price.");
    expect(web.sources).toEqual([
      { source_type: "website", url: "https://help.example.com/nonprofits", start_timestamp: null, title: site.title },
    ]);
  });

  it("is given in the owner's own preview chat too", async () => {
    const tour = await sharedTour(testApp);
    await teach(tour, { question: DISCOUNT, answer: HALF_PRICE });
    const response = await testApp.app.inject({
      method: "POST",
      url: `/api/qa/vemo/${tour.vemoId}`,
      headers: tour.owner.auth,
      payload: { question: "Do nonprofits get a discount?" },
    });
    expect(response.json()).toEqual({ success: true, answer: HALF_PRICE, video_url: null, start: 0, sources: [] });
  });

  it("refuses what it cannot keep, with a clear message", async () => {
    const { tour } = await tourWithDocuments();
    const other = await sharedTour(testApp);
    const otherVemo = { id: other.vemoId, companyId: other.owner.companyId };
    const foreign = await insertProcessedSource(db(), {
      vemo: otherVemo,
      kind: "document",
      url: "theirs.pdf",
      chunks: [{ text: "x", page: 1 }],
    });
    const refusals: [Record<string, unknown>, string][] = [
      [{ question: DISCOUNT }, TAUGHT_ANSWER_MESSAGES.nothingTaught],
      [{ question: DISCOUNT, answer: "   " }, TAUGHT_ANSWER_MESSAGES.nothingTaught],
      [{ question: "", answer: HALF_PRICE }, "Please enter a question"],
      [{ question: DISCOUNT, answer: "x".repeat(2001) }, "Please keep the answer under 2000 characters"],
      [{ question: DISCOUNT, answer: HALF_PRICE, start: 10 }, TAUGHT_ANSWER_MESSAGES.startWithoutVideo],
      [{ question: DISCOUNT, videoUrl: TOUR_VIDEO, sourceId: foreign.id }, TAUGHT_ANSWER_MESSAGES.oneCitation],
      [{ question: DISCOUNT, videoUrl: TOUR_VIDEO, start: -1 }, "Start must be 0 seconds or more"],
      [{ question: DISCOUNT, videoUrl: "https://www.youtube.com/watch?v=ZZZZZZZZZZZ" }, VIDEO_NOT_IN_VEMO],
      [{ question: DISCOUNT, sourceId: foreign.id, page: 1 }, SOURCE_NOT_IN_VEMO],
      [{ question: DISCOUNT, sourceId: "not-an-id" }, SOURCE_NOT_IN_VEMO],
    ];
    for (const [payload, error] of refusals) {
      const response = await teach(tour, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(error);
    }
    expect((await list(tour)).json().data).toEqual([]);
  });
});

describe("listing, changing and removing taught answers", () => {
  it("lists them newest first, changes the fields sent and removes one", async () => {
    const { tour, pdf } = await tourWithDocuments();
    const first = (await teach(tour, { question: "What do nonprofits pay?", sourceId: pdf.id, page: 2 })).json().data;
    const second = (await teach(tour, { question: DISCOUNT, answer: HALF_PRICE })).json().data;
    expect((await list(tour)).json().data.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(first.source).toEqual({ kind: "document", title: pdf.title, url: "pricing.pdf" });

    const patch = (answerId: string, payload: Record<string, unknown>) =>
      testApp.app.inject({ method: "PATCH", url: path(tour.vemoId, answerId), headers: tour.owner.auth, payload });
    const moved = await patch(first.id, { answer: "Half price.", videoUrl: TOUR_VIDEO, start: 5 });
    expect(moved.json().data).toMatchObject({
      answer: "Half price.",
      videoUrl: TOUR_VIDEO,
      start: 5,
      sourceId: null,
      page: null,
    });
    expect((await patch(first.id, { answer: null })).json().data).toMatchObject({ answer: null, videoUrl: TOUR_VIDEO });
    const emptied = await patch(first.id, { videoUrl: null });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error).toBe(TAUGHT_ANSWER_MESSAGES.nothingTaught);

    const removed = await testApp.app.inject({
      method: "DELETE",
      url: path(tour.vemoId, second.id),
      headers: tour.owner.auth,
    });
    expect(removed.json()).toEqual({ success: true });
    expect((await list(tour)).json().data.map((item: { id: string }) => item.id)).toEqual([first.id]);
    expect((await askShared(testApp.app, tour.token, { question: DISCOUNT })).json().answer).not.toBe(HALF_PRICE);
    const again = await testApp.app.inject({
      method: "DELETE",
      url: path(tour.vemoId, second.id),
      headers: tour.owner.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(TAUGHT_ANSWER_NOT_FOUND);
  });

  it("never reaches another organisation's Vemo or another Vemo's questions", async () => {
    const tour = await sharedTour(testApp);
    const taught = (await teach(tour, { question: DISCOUNT, answer: HALF_PRICE })).json().data;
    const other = await sharedTour(testApp, { companyName: "Other Co" });

    expect((await list(other, tour.vemoId)).statusCode).toBe(404);
    expect((await teach(other, { question: DISCOUNT, answer: "No." }, tour.vemoId)).statusCode).toBe(404);
    for (const method of ["PATCH", "DELETE"] as const) {
      const onOwnVemo = await testApp.app.inject({
        method,
        url: path(other.vemoId, taught.id),
        headers: other.owner.auth,
        payload: { answer: "No." },
      });
      expect(onOwnVemo.statusCode).toBe(404);
    }
    // Neither the other organisation's link nor another Vemo of the same organisation gets the answer.
    expect((await askShared(testApp.app, other.token, { question: DISCOUNT })).json().answer).toBe(DECLINE);
    const sibling = await insertVemo(db(), { companyId: tour.owner.companyId, title: "Second tour" });
    await insertProcessedSource(db(), {
      vemo: sibling,
      kind: "video",
      url: TOUR_VIDEO,
      chunks: [{ text: "Welcome.", startSeconds: 0, endSeconds: 5 }],
    });
    const preview = await testApp.app.inject({
      method: "POST",
      url: `/api/qa/vemo/${sibling.id}`,
      headers: tour.owner.auth,
      payload: { question: DISCOUNT },
    });
    expect(preview.json().answer).toBe(DECLINE);
    expect((await list(tour)).json().data).toHaveLength(1);
  });

  it("needs the Pro plan, as the interactions pages do", async () => {
    const tour = await sharedTour(testApp, { plan: "free" });
    const response = await teach(tour, { question: DISCOUNT, answer: HALF_PRICE });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ requiresUpgrade: true });
    expect((await list(tour)).statusCode).toBe(403);
  });
});

describe("a citation whose source is removed", () => {
  it("keeps the owner's text and drops the citation", async () => {
    const { tour, pdf } = await tourWithDocuments();
    await teach(tour, { question: "What do nonprofits pay?", answer: "Half price.", sourceId: pdf.id, page: 2 });
    const removed = await testApp.app.inject({
      method: "DELETE",
      url: `/api/vemos/${tour.vemoId}/sources/${pdf.id}`,
      headers: tour.owner.auth,
    });
    expect(removed.statusCode).toBe(200);
    const answer = (await askShared(testApp.app, tour.token, { question: "What do nonprofits pay?" })).json();
    expect(answer).toMatchObject({ answer: "Half price.", sources: [] });
    expect(CITED_MOMENT_ANSWER).not.toBe(answer.answer);
  });
});
