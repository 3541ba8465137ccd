import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import { findAnswerMoments } from "./answer-moment.ts";

// Lines far enough apart that each is scored on its own and no passage reaches back to another line.
const lines = [
  { start: 20, text: "Old warehouses line the eastern quay." },
  { start: 100, text: "Gulls circle above the fishing boats." },
  { start: 160, text: "Lighthouse keepers once lived on the rocks." },
  { start: 200, text: "Ferries leave from the northern pier." },
  { start: 240, text: "Cranes unload containers at dusk." },
];
const video = {
  kind: "video" as const,
  url: "https://example.com/harbour.mp4",
  cues: lines.map((line) => ({ ...line, end: line.start + 5 })),
};

/** The moments found when each line matches the question as much as `relevanceByStart` says. */
function momentStarts(relevanceByStart: Record<number, number>, count = 3): number[] {
  const index = createIndex([video]);
  const relevance = Float64Array.from(index.passages, (passage) => relevanceByStart[passage.start] ?? 0);
  return findAnswerMoments(index, 0, relevance, count).map((moment) => index.passages[moment.passage]!.start);
}

describe("findAnswerMoments", () => {
  it("plays the best line's passage first, then the next best guesses, best first", () => {
    expect(momentStarts({ 200: 1, 160: 0.7, 100: 0.5 })).toEqual([200, 160, 100]);
  });

  it("prefers a second guess before the best moment, where answers begin, over one after it", () => {
    // 240 s matches better than 160 s, but an answer's best words come after its beginning, not before it.
    expect(momentStarts({ 200: 1, 240: 0.9, 160: 0.7 }, 2)).toEqual([200, 160]);
  });

  it("prefers a nearby second guess over a slightly better one on another step of the demo", () => {
    expect(momentStarts({ 200: 1, 20: 0.8, 160: 0.7 }, 2)).toEqual([200, 160]);
  });

  it("still cites a far moment that matches much better than the nearby ones", () => {
    expect(momentStarts({ 200: 1, 20: 0.95, 160: 0.5 }, 2)).toEqual([200, 20]);
  });
});
