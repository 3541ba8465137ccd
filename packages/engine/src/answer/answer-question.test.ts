import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import { getEngineProfile } from "../profiles.ts";
import { BILLING_VIDEO, HELP_SITE, PRICING_PDF, REPORTS_VIDEO, WALKTHROUGH_VIDEO } from "../test-support/demo-content.ts";
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

  it("plays the step that shows the answer, not the opening line that sums up the video", async () => {
    const answer = await answerQuestion(createIndex([WALKTHROUGH_VIDEO]), "How do I export reports and share dashboards?");
    expect(answer.start).toBe(70);
  });

  it("falls back to the first video at 0 s when nothing matches", async () => {
    const answer = await answerQuestion(createIndex([REPORTS_VIDEO, BILLING_VIDEO]), "Do you support quantum teleportation?");
    expect(answer).toEqual({ answer: NOT_FOUND_ANSWER, video_url: REPORTS_VIDEO.url, start: 0, sources: [] });
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
    expect(answer.sources).toEqual([{ source_type: "website", url: HELP_SITE.url, start_timestamp: 0 }]);
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
