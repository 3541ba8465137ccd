import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import type { VideoSource } from "../types.ts";
import { answerQuestion } from "./answer-question.ts";
import { NOT_FOUND_ANSWER } from "./extractive-answer.ts";

// A short tour whose cues hold a few sentences each, as screen recorders cut them.
const TOUR: VideoSource = {
  kind: "video",
  url: "https://tours.example/signwise.mp4",
  cues: [
    {
      start: 0,
      end: 10,
      text: "Welcome to Signwise, e-signatures for small agencies. Send a contract in under a minute.",
    },
    {
      start: 10,
      end: 30,
      text:
        "You upload a PDF and drag the signature fields onto the page. Then you set the signing order for each " +
        "signer. Your clients don't need an account, and they can sign on a phone.",
    },
    { start: 30, end: 38, text: "Signed copies are stored in your archive for ten years." },
    {
      start: 38,
      end: 48,
      text: "Signwise costs twelve dollars per sender per month, and there is a fourteen day trial.",
    },
  ],
};

// The first answer of a test file loads WordNet (about a second on a busy machine).
describe("answers on a short tour", { timeout: 20_000 }, () => {
  it("plays the sentence that answers, not the start of its cue", async () => {
    const answer = await answerQuestion(createIndex([TOUR]), "Do my clients need an account to sign?");
    expect(answer.answer).toMatch(/^Your clients don't need an account/);
    expect(answer.start).toBeGreaterThan(22);
    expect(answer.start).toBeLessThan(26);
  });

  it("declines a question next to the product's domain that no sentence says", async () => {
    const index = createIndex([TOUR]);
    expect((await answerQuestion(index, "Can it generate sales contracts for me automatically?")).answer).toBe(
      NOT_FOUND_ANSWER,
    );
    expect((await answerQuestion(index, "How much does Signwise cost?")).answer).toMatch(/twelve dollars/);
  });

  it("reads 'without internet' as 'offline'", async () => {
    const tour: VideoSource = {
      ...TOUR,
      cues: [...TOUR.cues, { start: 48, end: 55, text: "The mobile app works offline and syncs later." }],
    };
    const answer = await answerQuestion(createIndex([tour]), "Does it work without internet?");
    expect(answer.answer).toMatch(/works offline/);
    expect(answer.start).toBe(48);
  });
});
