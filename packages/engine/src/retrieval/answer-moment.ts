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

/**
 * Up to `count` answer moments of a video, best first, each starting at least `distinctSeconds` from the others.
 * The first is the passage of the best line. The others are second guesses at where the answer begins, chosen among
 * the next few candidates (the passage of the next best line whose passage starts elsewhere, and so on) by
 * `secondGuessScore`.
 */
export function findAnswerMoments(
  index: VemoIndex,
  source: number,
  relevance: Float64Array,
  count: number,
): AnswerMoment[] {
  const candidates = momentCandidates(index, source, relevance, Math.max(count, index.profile.moments.candidates));
  const [first, ...others] = candidates;
  if (!first) return [];
  const start = (moment: AnswerMoment) => index.passages[moment.passage]!.start;
  const guess = (moment: AnswerMoment) => secondGuessScore(index, moment.score, start(moment) - start(first));
  const chosen = others.sort((a, b) => guess(b) - guess(a)).slice(0, count - 1);
  return [first, ...chosen.sort((a, b) => b.score - a.score)];
}

/**
 * How likely a candidate moment `offsetSeconds` from the first one is where the answer begins when the first is
 * not: the best-matching words of an answer come after its beginning, so a candidate after the first counts only
 * `laterShare` of its score, and one more than `farSeconds` away, on another step of the demo, `farShare`.
 */
function secondGuessScore(index: VemoIndex, score: number, offsetSeconds: number): number {
  const { laterShare, farSeconds, farShare } = index.profile.moments;
  return score * (offsetSeconds > 0 ? laterShare : 1) * (Math.abs(offsetSeconds) > farSeconds ? farShare : 1);
}

/**
 * Up to `count` candidate moments, best first: the passage of the best line, then of the next best line whose
 * passage starts elsewhere, and so on. The next best line is often just before or after the best one.
 */
function momentCandidates(index: VemoIndex, source: number, relevance: Float64Array, count: number): AnswerMoment[] {
  const ids = index.passagesBySource[source] ?? [];
  if (ids.length === 0) return [];
  const lineRelevance = Float64Array.from(
    ids,
    (id) => (index.overviewLines.has(id) ? index.profile.overviewWeight : 1) * relevance[id]!,
  );
  const scores = withFollowingContext(index, ids, lineRelevance);
  const order = ids
    .map((_, i) => i)
    .filter((i) => scores[i]! > 0)
    .sort((a, b) => scores[b]! - scores[a]! || a - b);
  const { distinctSeconds } = index.profile.moments;
  const moments: AnswerMoment[] = [];
  for (const peak of order) {
    if (moments.length >= count) break;
    const begin = ids[beginningOfPassage(index, ids, peak)]!;
    const start = index.passages[begin]!.start;
    if (moments.some((moment) => Math.abs(index.passages[moment.passage]!.start - start) < distinctSeconds)) continue;
    moments.push({ source, passage: begin, score: scores[peak]! });
  }
  return moments;
}

/**
 * Each line scored together with the lines that follow it, fading with time. Worked from the lines that match
 * (each adds to the lines of the window before it), so a long video costs only where the question's words are.
 */
function withFollowingContext(index: VemoIndex, ids: number[], lineRelevance: Float64Array): Float64Array {
  const { windows, fades } = contextWindows(index, ids);
  const scores = new Float64Array(ids.length);
  for (let j = 0; j < ids.length; j++) {
    const relevance = lineRelevance[j]!;
    if (relevance === 0) continue;
    for (let w = windows[j]!, i = j; w < windows[j + 1]!; w++, i--) scores[i]! += fades[w]! * relevance;
  }
  return scores;
}

type ContextWindows = {
  /** Where each line's window begins in `fades`; one more entry marks the end of the last. */
  windows: Uint32Array;
  /** For each line, the fade of itself and of each line before it within the window, nearest first. */
  fades: Float64Array;
};

const contextWindowCache = new WeakMap<number[], ContextWindows>();

/** The fades of each line's context window, worked out once per video of an index: they depend on its timing alone. */
function contextWindows(index: VemoIndex, ids: number[]): ContextWindows {
  let cached = contextWindowCache.get(ids);
  if (cached) return cached;
  const { windowSeconds, fadeSeconds } = index.profile.context;
  const starts = Float64Array.from(ids, (id) => index.passages[id]!.start);
  const windows = new Uint32Array(ids.length + 1);
  const fades: number[] = [];
  for (let j = 0; j < ids.length; j++) {
    windows[j] = fades.length;
    for (let i = j; i >= 0 && starts[j]! - starts[i]! <= windowSeconds; i--)
      fades.push(Math.exp(-(starts[j]! - starts[i]!) / fadeSeconds));
  }
  windows[ids.length] = fades.length;
  cached = { windows, fades: Float64Array.from(fades) };
  contextWindowCache.set(ids, cached);
  return cached;
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
  while (
    begin > 0 &&
    startOf(begin) - startOf(begin - 1) < CONTINUATION_SECONDS &&
    isContinuation(index, ids[begin]!)
  ) {
    begin--;
  }
  return begin;
}

function isContinuation(index: VemoIndex, id: number): boolean {
  return CONTINUATIONS.has(splitWords(index.passages[id]!.text)[0] ?? "");
}
