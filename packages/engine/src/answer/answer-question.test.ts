import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import { getEngineProfile } from "../profiles.ts";
import {
  BILLING_VIDEO,
  HELP_SITE,
  PRICING_PDF,
  REPORTS_VIDEO,
  WALKTHROUGH_VIDEO,
} from "../test-support/demo-content.ts";
import type { VideoSource } from "../types.ts";
import { answerQuestion } from "./answer-question.ts";
import { NOT_FOUND_ANSWER } from "./extractive-answer.ts";

describe("answerQuestion with the built-in engine", () => {
  it("plays the start of the cue where the answer begins", async () => {
    const answer = await answerQuestion(createIndex([REPORTS_VIDEO]), "How do I export a report as a CSV file?");
    expect(answer.video_url).toBe(REPORTS_VIDEO.url);
    expect(answer.start).toBe(40);
    expect(answer.answer).toMatch(/export/i);
    expect(answer.sources[0]).toEqual({ source_type: "video", url: REPORTS_VIDEO.url, start_timestamp: 40 });
  });

  it("chooses the video that answers among several", async () => {
    const index = createIndex([REPORTS_VIDEO, BILLING_VIDEO]);
    const billing = await answerQuestion(index, "how can I update my payment card?");
    expect(billing.video_url).toBe(BILLING_VIDEO.url);
    expect(billing.start).toBe(20);
    const sharing = await answerQuestion(index, "How do I share a dashboard with a colleague?");
    expect(sharing.video_url).toBe(REPORTS_VIDEO.url);
    expect(sharing.start).toBe(90);
  });

  it("reads a misspelt word of the question as the word the Vemo says", async () => {
    const index = createIndex([REPORTS_VIDEO, BILLING_VIDEO]);
    const typed = await answerQuestion(index, "Are invoicse emailed?");
    expect(typed).toEqual(await answerQuestion(index, "Are invoices emailed?"));
    expect(typed.start).toBe(6);
  });

  it("plays the step that shows the answer, not the opening line that sums up the video", async () => {
    const answer = await answerQuestion(
      createIndex([WALKTHROUGH_VIDEO]),
      "How do I export reports and share dashboards?",
    );
    expect(answer.start).toBe(70);
  });

  it("declines a question the Vemo does not cover, naming no video so the player keeps its place", async () => {
    const index = createIndex([REPORTS_VIDEO, BILLING_VIDEO, PRICING_PDF]);
    const declined = {
      answer: "I couldn't find that in this demo's videos and documents.",
      video_url: null,
      start: 0,
      sources: [],
    };
    expect(await answerQuestion(index, "Do you support quantum teleportation?")).toEqual(declined);
    // Each shares an everyday word with the content ("open", "change"), not what it asks about.
    expect(await answerQuestion(index, "How do I open a bank account?")).toEqual(declined);
    expect(await answerQuestion(index, "How can I change the tyres of my car?")).toEqual(declined);
    expect(NOT_FOUND_ANSWER).toBe(declined.answer);
  });

  it("declines a question whose rare word the Vemo says only once, in passing", async () => {
    const neck: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/neck-pain.mp4",
      cues: [
        { start: 0, end: 6, text: "Neck pain often comes from tight upper trap muscles." },
        { start: 6, end: 12, text: "Tilt your head to the side and hold the stretch for thirty seconds." },
        { start: 12, end: 18, text: "Chin tucks help when your neck is a little out of alignment." },
        { start: 18, end: 24, text: "Repeat each stretch three times a day to ease the neck pain." },
      ],
    };
    const index = createIndex([neck]);
    expect((await answerQuestion(index, "How do I align layers within an image?")).answer).toBe(NOT_FOUND_ANSWER);
    expect(await answerQuestion(index, "How long do I hold the stretch?")).toMatchObject({
      video_url: neck.url,
      start: 6,
    });
  });

  it("answers a question naming a thing the Vemo calls by a synonym, but not one resting on a verb's synonym", async () => {
    const aligning: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/align-shapes.mp4",
      cues: [
        { start: 0, end: 6, text: "Welcome to the drawing tutorial." },
        { start: 6, end: 12, text: "Select the objects you want to arrange on the canvas." },
        { start: 12, end: 18, text: "Click Align Centers so the objects sit in one row." },
        { start: 18, end: 24, text: "Your image now looks tidy." },
      ],
    };
    expect(await answerQuestion(createIndex([aligning]), "How do I space the objects in my picture?")).toMatchObject({
      video_url: aligning.url,
      start: 6,
    });
    const stretching: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/desk-stretches.mp4",
      cues: [
        { start: 0, end: 6, text: "Gentle stretches relieve tension in the neck." },
        { start: 6, end: 12, text: "Do them at work every hour." },
        { start: 12, end: 18, text: "Stretch again after work." },
      ],
    };
    expect((await answerQuestion(createIndex([stretching]), "How do I save my work?")).answer).toBe(NOT_FOUND_ANSWER);
  });

  it("answers a question naming nothing from where the content introduces itself", async () => {
    const answer = await answerQuestion(createIndex([REPORTS_VIDEO, BILLING_VIDEO]), "What is this?");
    expect(answer).toMatchObject({
      answer: "In this video we tour the Acme dashboard.",
      video_url: REPORTS_VIDEO.url,
      start: 0,
    });
  });

  it("declines a question whose only match is the name of the product the whole Vemo is about", async () => {
    const tour: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/acme-tour.mp4",
      cues: [
        { start: 0, end: 5, text: "Welcome to the Acme tour." },
        { start: 5, end: 10, text: "Acme collects your team's tasks in one board." },
        { start: 10, end: 15, text: "Drag a card to change its status." },
        { start: 15, end: 20, text: "Acme sends a reminder the day before a task is due." },
        { start: 20, end: 25, text: "That's the Acme tour." },
      ],
    };
    const index = createIndex([tour]);
    expect((await answerQuestion(index, "Does Acme support single sign-on?")).answer).toBe(NOT_FOUND_ANSWER);
    expect((await answerQuestion(index, "Can I use Acme on my phone?")).answer).toBe(NOT_FOUND_ANSWER);
    const reminders = await answerQuestion(index, "When does Acme send reminders?");
    expect(reminders).toMatchObject({
      video_url: tour.url,
      start: 15,
      answer: "Acme sends a reminder the day before a task is due.",
    });
  });

  it("cites up to three distinct moments of the videos, best first", async () => {
    const answer = await answerQuestion(
      createIndex([REPORTS_VIDEO, BILLING_VIDEO]),
      "How do I export or share a report from the dashboard?",
    );
    const moments = answer.sources.filter((source) => source.source_type === "video");
    expect(moments.length).toBeGreaterThan(1);
    expect(moments.length).toBeLessThanOrEqual(3);
    expect(moments[0]).toEqual({ source_type: "video", url: answer.video_url, start_timestamp: answer.start });
    const starts = moments.map((moment) => moment.start_timestamp);
    for (const [i, start] of starts.entries())
      for (const other of starts.slice(i + 1)) expect(Math.abs(start - other)).toBeGreaterThanOrEqual(10);
  });

  it("answers from a document without moving the video when no video moment supports the answer", async () => {
    const answer = await answerQuestion(
      createIndex([REPORTS_VIDEO, BILLING_VIDEO, PRICING_PDF]),
      "How much does the Starter plan cost?",
    );
    expect(answer).toMatchObject({ video_url: null, start: 0 });
    expect(answer.answer).toMatch(/20 dollars per month/);
    expect(answer.sources).toEqual([{ source_type: "pdf", url: PRICING_PDF.url, start_timestamp: 0, page: 2 }]);
  });

  it("plays the video moment that also covers a document's answer, citing both", async () => {
    const answer = await answerQuestion(
      createIndex([BILLING_VIDEO, HELP_SITE]),
      "When are invoices emailed, and is my data encrypted?",
    );
    expect(answer.video_url).toBe(BILLING_VIDEO.url);
    expect(answer.start).toBe(6);
    expect(answer.sources.map((source) => source.source_type)).toEqual(expect.arrayContaining(["video", "website"]));
  });

  it("answers a PDF-only Vemo without a timestamp, citing the page", async () => {
    const answer = await answerQuestion(createIndex([PRICING_PDF]), "How much does the Starter plan cost?");
    expect(answer.video_url).toBeNull();
    expect(answer.start).toBe(0);
    expect(answer.answer).toMatch(/20 dollars per month/);
    expect(answer.sources[0]).toEqual({ source_type: "pdf", url: PRICING_PDF.url, start_timestamp: 0, page: 2 });
  });

  it("answers a website-only Vemo without a timestamp", async () => {
    const answer = await answerQuestion(createIndex([HELP_SITE]), "How long are deleted projects kept?");
    expect(answer.video_url).toBeNull();
    expect(answer.start).toBe(0);
    expect(answer.answer).toMatch(/thirty days/);
    expect(answer.answer).not.toMatch(/^Data retention/);
    expect(answer.sources).toEqual([
      { source_type: "website", url: HELP_SITE.url, start_timestamp: 0, title: "Data retention" },
    ]);
  });

  it("keeps the video moment when documents answer too", async () => {
    const index = createIndex([REPORTS_VIDEO, PRICING_PDF, HELP_SITE]);
    const answer = await answerQuestion(index, "Can I export the revenue report?");
    expect(answer.video_url).toBe(REPORTS_VIDEO.url);
    expect(answer.sources[0]!.source_type).toBe("video");
  });

  it("answers with either engine profile", async () => {
    const index = createIndex([REPORTS_VIDEO, BILLING_VIDEO], getEngineProfile("testing"));
    const answer = await answerQuestion(index, "When are invoices emailed?");
    expect(answer.video_url).toBe(BILLING_VIDEO.url);
    expect(answer.start).toBe(6);
  });
});
