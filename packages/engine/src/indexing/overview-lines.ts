import type { VemoIndex } from "./create-index.ts";
import { inverseFrequency } from "./inverse-frequency.ts";

type IndexParts = Pick<VemoIndex, "passages" | "passagesBySource" | "passageStems" | "stemFrequency">;

// Lines that talk about the video itself rather than show something.
const OVERVIEW =
  /\b(in this (video|tutorial|lesson|course|episode|session|series)|(next|last|previous) (video|tutorial|lesson|episode)|today,? (i|we)\b|welcome|subscribe|thanks for watching|there you have it|that's it for|see you (next|in the)|(you'll|you will|we'll|we will)( also)? (learn|explore|discover)|(i'll|i will|i'm going to|i am going to) show you)\b/i;
const OVERVIEW_SECONDS = 30;
// Auto-captions cut a sentence into lines without punctuation: "today I wanted to | share with you eight of my
// favourite | stretches … to help improve mobility". What the video is about is said on the lines after the phrase.
const OVERVIEW_SENTENCE_SECONDS = 10;
const ENDS_SENTENCE = /[.!?]["')\]]?$/;

// A video's first and last lines often sum it up ("Zooming and panning are ways to navigate an image…"):
// most of their words come back far from them, where each thing is actually shown.
const SUMMARY_LINES = 2;
const SUMMARY_DISTANCE_SECONDS = 60;
const SUMMARY_SHARE = 0.4;

/** Ids of the transcript lines that introduce or sum up a video rather than show something. */
export function findOverviewLines(index: IndexParts): Set<number> {
  const overviews = new Set<number>();
  for (const ids of index.passagesBySource) {
    if (ids.length === 0 || index.passages[ids[0]!]!.kind !== "video") continue;
    const end = index.passages[ids.at(-1)!]!.end;
    ids.forEach((id, i) => {
      const line = index.passages[id]!;
      const atAnEnd = line.start < OVERVIEW_SECONDS || end - line.start < OVERVIEW_SECONDS;
      const opensOrCloses = i < SUMMARY_LINES || ids.length - i <= SUMMARY_LINES;
      if (atAnEnd && OVERVIEW.test(line.text)) {
        for (const lineId of restOfSentence(index, ids, i)) overviews.add(lineId);
      } else if (opensOrCloses && summarises(index, ids, i)) {
        overviews.add(id);
      }
    });
  }
  return overviews;
}

/** The line `i` and the lines that carry its sentence on (no sentence end between them), up to 10 s later. */
function restOfSentence(index: IndexParts, ids: number[], i: number): number[] {
  const textOf = (j: number) => index.passages[ids[j]!]!.text.trim();
  const startOf = (j: number) => index.passages[ids[j]!]!.start;
  let last = i;
  while (
    last + 1 < ids.length &&
    !ENDS_SENTENCE.test(textOf(last)) &&
    startOf(last + 1) - startOf(i) <= OVERVIEW_SENTENCE_SECONDS
  )
    last++;
  return ids.slice(i, last + 1);
}

/** Whether most of a line's words (by rarity) recur far from it in the same video. */
function summarises(index: IndexParts, ids: number[], i: number): boolean {
  const start = index.passages[ids[i]!]!.start;
  const elsewhere = new Set<string>();
  for (const id of ids) {
    if (Math.abs(index.passages[id]!.start - start) < SUMMARY_DISTANCE_SECONDS) continue;
    for (const stem of index.passageStems[id]!) elsewhere.add(stem);
  }
  let total = 0;
  let recurring = 0;
  for (const stem of index.passageStems[ids[i]!]!) {
    const weight = inverseFrequency(index, stem);
    total += weight;
    if (elsewhere.has(stem)) recurring += weight;
  }
  return total > 0 && recurring / total >= SUMMARY_SHARE;
}
