import { describe, expect, it } from "vitest";
import { toTranscriptLines } from "./transcript-lines.ts";

describe("toTranscriptLines", () => {
  it("keeps each line of rolling auto-captions once, timed from where it first appears", () => {
    const rolling = [
      { start: 0.4, end: 2.7, text: "what's up guys hey" },
      { start: 2.7, end: 2.71, text: "what's up guys hey" },
      { start: 2.71, end: 4.2, text: "what's up guys hey\nhere is the first stretch" },
      { start: 4.2, end: 4.21, text: "here is the first stretch" },
      { start: 4.21, end: 6, text: "here is the first stretch\nraise your arm" },
    ];
    expect(toTranscriptLines(rolling)).toEqual([
      { start: 0.4, end: 2.7, text: "what's up guys hey" },
      { start: 2.71, end: 4.2, text: "here is the first stretch" },
      { start: 4.21, end: 6, text: "raise your arm" },
    ]);
  });

  it("leaves ordinary captions as they are, in time order", () => {
    const cues = [
      { start: 5, end: 9, text: "Then click Save." },
      { start: 0, end: 4, text: "Open the file." },
    ];
    expect(toTranscriptLines(cues).map((line) => line.text)).toEqual(["Open the file.", "Then click Save."]);
  });

  it("takes the speakers' labels of a recorded call off the words they say, and YouTube's speaker marks", () => {
    const call = [
      { start: 0, end: 4, text: "Sam Ortiz: Thanks for joining. Note: this is recorded." },
      { start: 4, end: 6, text: "Dana Lee: And cost?" },
      { start: 6, end: 9, text: "Sam Ortiz: It's eight hundred dollars a month." },
      { start: 9, end: 12, text: ">> Step 1: open the contract." },
    ];
    expect(toTranscriptLines(call).map((line) => line.text)).toEqual([
      "Thanks for joining. Note: this is recorded.",
      "Dana Lee: And cost?",
      "It's eight hundred dollars a month.",
      "Step 1: open the contract.",
    ]);
  });
});
