import type { VemoIndex } from "../indexing/create-index.ts";
import { inverseFrequency } from "../indexing/inverse-frequency.ts";
import { splitWords } from "../text/tokens.ts";

/** Where in one video an answer begins, and how well the passage from there matches the question. */
export interface AnswerMoment {
  source: number;
  /** Id of the transcript line where the answer begins. */
  passage: number;
  score: number;
}

// A sentence opening with one of these carries on the one before it, so an answer cannot begin there.
const CONTINUATIONS = new Set(["and", "then", "this", "that", "it", "these", "those", "they", "which", "also", "or"]);
const CONTINUATION_SECONDS = 15;

/** The best answer moment in a video, or undefined when no line of it matches the question. */
export function findAnswerMoment(index: VemoIndex, source: number, relevance: Float64Array): AnswerMoment | undefined {
  const ids = index.passagesBySource[source] ?? [];
  if (ids.length === 0) return undefined;
  const lineRelevance = ids.map((id) => (index.overviewLines.has(id) ? index.profile.overviewWeight : 1) * relevance[id]!);
  const scores = withFollowingContext(index, ids, lineRelevance);
  let peak = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[peak]!) peak = i;
  if (!(scores[peak]! > 0)) return undefined;
  const begin = beginningOfPassage(index, ids, peak);
  return { source, passage: ids[begin]!, score: scores[peak]! };
}

/** Each line scored together with the lines that follow it, fading with time. */
function withFollowingContext(index: VemoIndex, ids: number[], lineRelevance: number[]): number[] {
  const { windowSeconds, fadeSeconds } = index.profile.context;
  const starts = ids.map((id) => index.passages[id]!.start);
  return starts.map((start, i) => {
    let score = 0;
    for (let j = i; j < ids.length && starts[j]! - start <= windowSeconds; j++) {
      score += Math.exp(-(starts[j]! - start) / fadeSeconds) * lineRelevance[j]!;
    }
    return score;
  });
}

/**
 * Walks back from the best line while the line before shares enough rare words with the passage so far
 * (it is still the same step of the demo), then past lines that only carry on the one before.
 */
function beginningOfPassage(index: VemoIndex, ids: number[], peak: number): number {
  const { minSharedIdf, maxSeconds } = index.profile.cohesion;
  const startOf = (i: number) => index.passages[ids[i]!]!.start;
  const stems = new Set(index.passageStems[ids[peak]!]);
  let begin = peak;
  for (let i = peak - 1; i >= 0 && startOf(peak) - startOf(i) <= maxSeconds; i--) {
    const lineStems = index.passageStems[ids[i]!]!;
    let shared = 0;
    for (const stem of lineStems) if (stems.has(stem)) shared += inverseFrequency(index, stem);
    if (shared < minSharedIdf) break;
    begin = i;
    for (const stem of lineStems) stems.add(stem);
  }
  while (begin > 0 && startOf(begin) - startOf(begin - 1) < CONTINUATION_SECONDS && isContinuation(index, ids[begin]!)) {
    begin--;
  }
  return begin;
}

function isContinuation(index: VemoIndex, id: number): boolean {
  return CONTINUATIONS.has(splitWords(index.passages[id]!.text)[0] ?? "");
}
