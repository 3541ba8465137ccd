import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import { passageTerms } from "../text/tokens.ts";
import { scoreSentences, type ContentSentence } from "./content-sentences.ts";

describe("a long sentence of automatic captions scored by its clauses", () => {
  const index = createIndex([
    { kind: "video", url: "https://tours.example/rota.mp4", cues: [{ start: 0, end: 4, text: "managers approve swaps" }] },
  ]);
  const sentence = (text: string, end: number | undefined): ContentSentence => ({
    source: 0,
    kind: "video",
    url: "https://tours.example/rota.mp4",
    passage: 0,
    start: 0,
    end,
    text,
    stems: passageTerms(text),
  });
  const question = "Can a manager approve a shift swap on the phone?";
  const terms = new Map(passageTerms("manager approve shift swap phone").map((stem) => [stem, 1]));
  // The same words, said across four clauses or in one.
  const across =
    "Every shift swap on the rota is checked at noon and the manager signs the roster on the web " +
    "there is a phone line for questions at night so staff approve their own hours at the end of the month.";
  const inOne =
    "Staff ask for a day off at least two weeks ahead and the rota is drawn up every sunday evening " +
    "the manager can approve a shift swap from the phone in one tap so the whole team sees it at once.";

  it("puts the run-on saying the question in one clause before the one saying it across several", () => {
    const [spread, said] = scoreSentences(index, [sentence(across, 30), sentence(inOne, 30)], terms, question);
    expect(said!).toBeGreaterThan(spread!);
  });

  it("scores a punctuated sentence, which has no clauses read apart, whole", () => {
    const [spread, said] = scoreSentences(
      index,
      [sentence(across, undefined), sentence(inOne, undefined)],
      terms,
      question,
    );
    expect(said).toBeCloseTo(spread!);
  });
});
