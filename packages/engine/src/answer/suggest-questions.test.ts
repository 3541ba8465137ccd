import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import {
  BILLING_VIDEO,
  HELP_SITE,
  PRICING_PDF,
  REPORTS_VIDEO,
  WALKTHROUGH_VIDEO,
} from "../test-support/demo-content.ts";
import type { VideoSource } from "../types.ts";
import { answerQuestion } from "./answer-question.ts";
import { questionFromHeading, questionFromSentence } from "./content-questions.ts";
import { NOT_FOUND_ANSWER } from "./extractive-answer.ts";
import { suggestQuestions } from "./suggest-questions.ts";

describe("suggested questions without a model", () => {
  it("are whole questions that the Vemo answers when asked", async () => {
    const index = createIndex([REPORTS_VIDEO, BILLING_VIDEO, WALKTHROUGH_VIDEO, PRICING_PDF, HELP_SITE]);
    const questions = await suggestQuestions(index, { count: 8 });
    expect(questions).toHaveLength(8);
    expect(questions).toEqual(
      expect.arrayContaining([
        "How do I change my payment card?",
        "How much does the Starter plan cost?",
        "How do I export a report?",
      ]),
    );
    for (const question of questions) {
      expect(question).toMatch(/^[A-Z].+\?$/);
      expect((await answerQuestion(index, question)).answer).not.toBe(NOT_FOUND_ANSWER);
    }
  });

  it("never ask about a number", async () => {
    const pricing: VideoSource = {
      kind: "video",
      url: "https://videos.example.com/pricing.mp4",
      cues: [
        { start: 0, end: 5, text: "The plan is nine dollars a month." },
        { start: 5, end: 10, text: "Yes, nine dollars, and you can easily add seats." },
        { start: 10, end: 15, text: "You can easily add seats from the billing page." },
        { start: 15, end: 20, text: "The billing page lists every invoice." },
      ],
    };
    const questions = await suggestQuestions(createIndex([pricing]), { count: 8 });
    expect(questions).toEqual(
      expect.arrayContaining(["Can I add seats from the billing page?", "What does the billing page list?"]),
    );
    expect(questions.filter((question) => /nine|dollars/.test(question))).toEqual([]);
  });
});

describe("questions read off the content", () => {
  it.each([
    ["To invite a teammate, open Settings and choose Members.", "How do I invite a teammate?"],
    ["In this video, I'll show you how to add text to your images.", "How do I add text to my images?"],
    ["A Vemo is an interactive demo page built from your videos.", "What is a Vemo?"],
    ["Pro costs twenty nine dollars a month.", "How much does Pro cost?"],
    ["The Free plan lets you create up to three Vemos.", "What does the Free plan let me do?"],
    [
      "You can also create a unique link for each prospect, one at a time or in bulk.",
      "Can I create a unique link for each prospect?",
    ],
  ])("%s → %s", (sentence, question) => {
    expect(questionFromSentence(sentence)).toBe(question);
  });

  it("asks nothing of a sentence without such a shape", () => {
    expect(questionFromSentence("This is where it gets interesting.")).toBeUndefined();
    expect(questionFromSentence("Click Create Vemo to build your first one.")).toBeUndefined();
  });

  it.each([
    ["How to cancel", "How do I cancel?"],
    ["Can I pay by invoice?", "Can I pay by invoice?"],
    ["Data retention", "What should I know about data retention?"],
    ["SAML SSO", "What should I know about SAML SSO?"],
  ])("heading %s → %s", (heading, question) => {
    expect(questionFromHeading(heading)).toBe(question);
  });
});
