import { describe, expect, it } from "vitest";
import { answerQuestion } from "../answer/answer-question.ts";
import { createIndex } from "../indexing/create-index.ts";
import { buyerSizes, holdsSize } from "./buyer-size.ts";

describe("a buyer's size", () => {
  it("reads the things a buyer counts, in digits or words", () => {
    expect(buyerSizes("We have around 250 students — which plan would we need?")[0]).toMatchObject({
      count: 250,
      unit: "student",
    });
    expect(buyerSizes("We run two venues on the same estate — do we pay for each one?")[0]).toMatchObject({
      count: 2,
      unit: "venu",
    });
  });

  it("is held by a range of the same thing that contains it, not by a range that leaves it out", () => {
    const students = { count: 250, unit: "student" };
    expect(
      holdsSize("The growth plan is eighty nine dollars a month for up to three hundred students.", students),
    ).toBe(true);
    expect(holdsSize("Schools with fewer than 100 students can choose the Starter plan.", students)).toBe(false);
    expect(holdsSize("If you have more than five hundred students, talk to us.", students)).toBe(false);
    expect(holdsSize("It covers up to three hundred classes.", students)).toBe(false);
  });

  it("reads one size in a price question and one plan holding it: the count itself, a bound above it or no limit", () => {
    const [kilns] = buyerSizes("We run 9 kilns and spend $40 on glaze. What would we pay?");
    expect(kilns).toEqual({ count: 9, unit: "kiln" });
    expect(buyerSizes("What would we pay for 3 months?")).toEqual([]);
    expect(holdsSize("The Studio plan is ninety dollars a month for up to twelve kilns.", kilns!)).toBe(true);
    expect(holdsSize("Studio covers a maximum of 9 kilns.", kilns!)).toBe(true);
    expect(holdsSize("For nine kilns you'd be on Studio.", kilns!)).toBe(true);
    expect(holdsSize("Works is two hundred a month with unlimited kilns.", kilns!)).toBe(true);
    expect(holdsSize("Solo is thirty dollars a month for up to three kilns.", kilns!)).toBe(false);
    expect(holdsSize("Studios with under nine kilns pay less.", kilns!)).toBe(false);
    expect(holdsSize("Solo is thirty dollars a month for twelve rooms.", kilns!)).toBe(false);
  });

  it("answers which plan fits the buyer with the plan whose range holds their size", async () => {
    const index = createIndex([
      {
        kind: "video",
        url: "https://tours.example/classbook.mp4",
        cues: [
          { start: 0, end: 6, text: "Hi, I'm Lea, and this is Classbook, enrolment and billing for music schools." },
          {
            start: 6,
            end: 12,
            text: "Each family gets one invoice per term, and students can pay in three instalments.",
          },
          {
            start: 12,
            end: 18,
            text: "Invoices and billing are in the Scale plan, for more than three hundred students.",
          },
          {
            start: 18,
            end: 24,
            text: "Invoices and billing are in the Growth plan too, for up to three hundred students.",
          },
        ],
      },
    ]);
    const answer = await answerQuestion(
      index,
      "We have around 250 students — which plan would we need to send invoices?",
    );
    expect(answer.start).toBe(18);
  });
});
