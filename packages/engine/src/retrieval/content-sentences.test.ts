import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import { contentSentences, saysQuestionWord } from "./content-sentences.ts";

const index = createIndex([
  {
    kind: "video",
    url: "https://tours.example/vanrota.mp4",
    cues: [
      { start: 0, end: 6, text: "Drivers are paid every Friday, straight to their bank." },
      { start: 6, end: 12, text: "Drivers see every Friday's route on their phone." },
      { start: 12, end: 18, text: "Last winter the depot dealt with every breakdown the same night." },
    ],
  },
]);
const sentence = (start: number) => contentSentences(index).find((each) => each.start === start)!;

describe("a question's word said by a sentence", { timeout: 20_000 }, () => {
  it("is said in an irregular past the stemmer does not reach ('pay' of 'paid')", () => {
    const question = "When do drivers get their pay?";
    expect(saysQuestionWord(index, question, sentence(0), "pay")).toBe(true);
    expect(saysQuestionWord(index, question, sentence(6), "pay")).toBe(false);
  });

  it("is said in the irregular past of a rarer verb ('deal' of 'dealt')", () => {
    const question = "How do you deal with breakdowns?";
    expect(saysQuestionWord(index, question, sentence(12), "deal")).toBe(true);
    expect(saysQuestionWord(index, question, sentence(6), "deal")).toBe(false);
  });
});
