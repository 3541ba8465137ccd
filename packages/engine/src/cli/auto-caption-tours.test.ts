import { describe, expect, it } from "vitest";
import { rebuildSentences } from "../indexing/caption-sentences.ts";
import {
  captionCues,
  captionWords,
  movedMoment,
  scoreBoundaries,
  spokenWords,
  toWebVtt,
} from "./auto-caption-tours.ts";

const TOUR = [
  { start: 0, end: 4, text: "Hi, I'm Dana. Setup takes 15 minutes." },
  { start: 5, end: 9, text: "Pro costs $29.90 a month, and 99.9% uptime is promised." },
  { start: 10, end: 12, text: "PRICING" },
  { start: 12, end: 15, text: "Try it free for 14 days." },
];

describe("punctuated tours as automatic captions", () => {
  it("writes words as YouTube's automatic captions do: lower case, no punctuation, numbers said or kept", () => {
    expect(captionWords("$29.90", "words")).toEqual(["twenty", "nine", "dollars", "ninety"]);
    expect(captionWords("99.9%", "words")).toEqual(["ninety", "nine", "point", "nine", "percent"]);
    expect(captionWords("2,500", "words")).toEqual(["two", "thousand", "five", "hundred"]);
    expect(captionWords("2024", "words")).toEqual(["twenty", "twenty", "four"]);
    expect(captionWords("3rd", "words")).toEqual(["third"]);
    expect(captionWords("9:30am", "words")).toEqual(["nine", "thirty", "am"]);
    expect(captionWords("10–15", "words")).toEqual(["ten", "to", "fifteen"]);
    expect(captionWords("$29.90", "digits")).toEqual(["$29.90"]);
    expect(captionWords("month,", "digits")).toEqual(["month"]);
    expect(captionWords("“Dana's”", "words")).toEqual(["dana's"]);
    expect(captionWords("e.g.", "words")).toEqual(["eg"]);
    expect(captionWords("—", "words")).toEqual([]);
  });

  it("times each word by its place in its cue and marks where the original's sentences start", () => {
    const words = spokenWords(TOUR, "words");
    // Seven words over four seconds.
    expect(words.slice(0, 4).map((word) => [word.text, word.opensSentence])).toEqual([
      ["hi", true],
      ["i'm", false],
      ["dana", false],
      ["setup", true],
    ]);
    expect(words[3]!.start).toBeCloseTo((3 * 4) / 7);
    expect(words.find((word) => word.text === "fifteen")!.start).toBeCloseTo((5 * 4) / 7);
    // "$29.90", the third of ten words from 5 s to 9 s, is said in four words sharing its time.
    const price = words.findIndex((word) => word.text === "twenty");
    expect(words.slice(price, price + 4).map((word) => word.start.toFixed(2))).toEqual([
      "5.80",
      "5.90",
      "6.00",
      "6.10",
    ]);
    // A chapter title cue ends where it ends.
    expect(words.find((word) => word.text === "try")!.opensSentence).toBe(true);
  });

  it("cuts the words into rolling two-line cues of seven words, or one line of six to ten", () => {
    const words = spokenWords(TOUR, "digits");
    const rolling = captionCues(words, "rolling");
    expect(rolling[0]!.text).toBe("hi i'm dana setup takes 15 minutes");
    expect(rolling[1]!.text).toBe("hi i'm dana setup takes 15 minutes\npro costs $29.90 a month and 99.9%");
    expect(rolling[1]!.start).toBe(5);
    const lines = captionCues(words, "lines");
    expect(lines.map((cue) => cue.text.split(" ").length)).toEqual([8, 6, 10]);
    expect(toWebVtt(rolling.slice(0, 1))).toBe(
      "WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nhi i'm dana setup takes 15 minutes\n",
    );
  });

  it("moves a question's moment to the first word of the sentence that holds the answer", () => {
    const words = spokenWords(
      [{ start: 10, end: 20, text: "Welcome to Acme. It works with Gmail and Outlook, and it syncs hourly." }],
      "words",
    );
    // "It" is the fourth of 13 words over ten seconds.
    const moved = movedMoment(words, "it works with Gmail and Outlook", 10);
    expect(moved.found).toBe(true);
    expect(moved.moment).toBeCloseTo(10 + (3 * 10) / 13);
    // A snippet from inside the sentence moves to the sentence's start too.
    expect(movedMoment(words, "Outlook, and it syncs hourly.", 12).moment).toBeCloseTo(10 + (3 * 10) / 13);
    expect(movedMoment(words, "not in this video", 11)).toEqual({ moment: 10, found: false });
  });

  it("scores the engine's rebuilt sentences against the original's", () => {
    const words = spokenWords(TOUR, "words");
    const cues = captionCues(words, "lines");
    const score = scoreBoundaries(words, rebuildSentences(cues));
    expect(score.truth).toBe(4);
    expect(score.hits).toBeLessThanOrEqual(score.found);
    expect(scoreBoundaries(words, rebuildSentences(cues.map((cue) => ({ ...cue, text: `${cue.text}.` })))).found).toBe(
      cues.length - 1,
    );
  });

  it("scores sentences whose text leaves out a speaker's repair", () => {
    const spoken = [
      { start: 0, end: 5, text: "Visits come up weekly, no sorry, monthly by default." },
      { start: 5, end: 9, text: "You can change that per unit." },
    ];
    const words = spokenWords(spoken, "words");
    const sentences = rebuildSentences(captionCues(words, "lines"));
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "Visits come up monthly by default.",
      "You can change that per unit.",
    ]);
    expect(scoreBoundaries(words, sentences)).toEqual({ truth: 1, found: 1, hits: 1 });
  });
});
