import { describe, expect, it } from "vitest";
import { matchTaughtQuestion, questionSimilarity, TAUGHT_MATCH_THRESHOLD } from "./taught-answers.ts";

const TAUGHT = [
  { id: "discount", question: "Do you offer a discount for nonprofits?" },
  { id: "price", question: "How much does the Pro plan cost?" },
  { id: "crm", question: "Which CRMs do you integrate with?" },
  { id: "data", question: "Where is our data stored?" },
];

describe("matchTaughtQuestion", () => {
  it.each([
    ["Do you offer a discount for nonprofits?", "discount"],
    ["is there a nonprofit discount", "discount"],
    ["Can you tell me if nonprofits get a discount?", "discount"],
    ["What's the price of the Pro plan?", "price"],
    ["how much is the pro plan", "price"],
    ["Which CRM do you integrate with", "crm"],
    ["What CRMs does it integrate with?", "crm"],
    ["Where do you store our data?", "data"],
  ])("gives %j the answer taught for the question meaning the same", (asked, id) => {
    expect(matchTaughtQuestion(asked, TAUGHT)?.id).toBe(id);
  });

  it.each([
    "Do you offer a discount for students?",
    "How much does the Starter plan cost?",
    "Which calendars do you integrate with?",
    "Who won the football world cup in 2022?",
    "How do I export a report?",
    "What?",
  ])("gives %j, a different question, no taught answer", (asked) => {
    expect(matchTaughtQuestion(asked, TAUGHT)).toBeUndefined();
  });

  it("picks the closest of two taught questions that both match", () => {
    const taught = [
      { id: "plan", question: "How much does the plan cost?" },
      { id: "pro", question: "How much does the Pro plan cost?" },
    ];
    expect(matchTaughtQuestion("What does the Pro plan cost?", taught)?.id).toBe("pro");
  });

  it("finds nothing among no taught questions", () => {
    expect(matchTaughtQuestion("How much does it cost?", [])).toBeUndefined();
  });
});

describe("questionSimilarity", () => {
  it("is 1 for the same words in any order or case, and below the threshold when a specific word differs", () => {
    expect(questionSimilarity("Is SSO included?", "included SSO is")).toBe(1);
    expect(questionSimilarity("Is SSO included?", "Is SCIM included?")).toBeLessThan(TAUGHT_MATCH_THRESHOLD);
  });
});
