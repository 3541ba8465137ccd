import { describe, expect, it } from "vitest";
import { WALKTHROUGH_VIDEO } from "../test-support/demo-content.ts";
import type { VideoSource } from "../types.ts";
import { createIndex } from "./create-index.ts";

const overviewTexts = (video: VideoSource) => {
  const index = createIndex([video]);
  return [...index.overviewLines].map((id) => index.passages[id]!.text);
};

describe("overview lines", () => {
  it("finds opening and closing lines that sum up the video or talk about it", () => {
    expect(overviewTexts(WALKTHROUGH_VIDEO)).toEqual([
      "Exporting reports and sharing dashboards keep your whole team informed.",
      "Thanks for watching, and see you next time.",
    ]);
  });

  it("leaves a short video's opening line alone, since nothing recurs far from it", () => {
    const cues = [
      { start: 0, end: 5, text: "Exporting reports is quick." },
      { start: 6, end: 11, text: "Open the Reports tab and click Export." },
    ];
    expect(overviewTexts({ ...WALKTHROUGH_VIDEO, cues })).toEqual([]);
  });

  it("carries an overview phrase over the unpunctuated caption lines that finish its sentence", () => {
    const cues = [
      { start: 0, end: 2, text: "hey guys today I wanted to" },
      { start: 2, end: 4, text: "share with you my favourite stretches" },
      { start: 4, end: 6, text: "to help improve mobility in your shoulder" },
      { start: 14, end: 16, text: "grab a towel and hold it behind you" },
      { start: 30, end: 35, text: "In this video, you'll learn to stretch." },
      { start: 36, end: 40, text: "Stand with your feet apart." },
    ];
    expect(overviewTexts({ ...WALKTHROUGH_VIDEO, cues })).toEqual([
      "hey guys today I wanted to",
      "share with you my favourite stretches",
      "to help improve mobility in your shoulder",
      "In this video, you'll learn to stretch.",
    ]);
  });
});
