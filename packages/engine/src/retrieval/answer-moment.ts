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
 * Up to `count` answer moments of a video, best first, each starting at least `distinctSeconds` from the others:
 * the passage of the best line, then of the next best line whose passage starts elsewhere, and so on. The next
 * best line is often just before or after the best one, which gives a second guess at where the answer begins.
 */
export function findAnswerMoments(index: VemoIndex, source: number, relevance: Float64Array, count: number): AnswerMoment[] {
  const ids = index.passagesBySource[source] ?? [];
  if (ids.length === 0) return [];
  const lineRelevance = ids.map((id) => (index.overviewLines.has(id) ? index.profile.overviewWeight : 1) * relevance[id]!);
  const scores = withFollowingContext(index, ids, lineRelevance);
  const order = ids.map((_, i) => i).filter((i) => scores[i]! > 0).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const { distinctSeconds } = index.profile.moments;
  const MV = process.env.MV ?? "";
  if (MV.startsWith("agg")) return aggregated(index, source, ids, scores, order, count, MV);
  if (MV === "alt" && order.length > 0) {
    const alt = withFollowingContext(index, ids, lineRelevance, Number(process.env.AWIN ?? 30), Number(process.env.AFADE ?? 5));
    const order2 = ids.map((_, i) => i).filter((i) => alt[i]! > 0).sort((a, b) => alt[b]! - alt[a]! || a - b);
    const ms: AnswerMoment[] = [];
    const tryPush = (peak: number, score: number) => {
      const begin = ids[beginningOfPassage(index, ids, peak)]!;
      const start = index.passages[begin]!.start;
      if (ms.some((m) => Math.abs(index.passages[m.passage]!.start - start) < index.profile.moments.distinctSeconds)) return;
      ms.push({ source, passage: begin, score });
    };
    tryPush(order[0]!, scores[order[0]!]!);
    const K = Number(process.env.AK ?? 2);
    for (const peak of order.slice(1)) { if (ms.length >= K) break; tryPush(peak, scores[peak]!); }
    for (const peak of order2) { if (ms.length >= count) break; tryPush(peak, scores[peak]!); }
    return ms;
  }
  const moments: AnswerMoment[] = [];
  const POOL = Number(process.env.POOL ?? 0);
  if (POOL > 0) {
    const pool = findPool(index, source, ids, scores, order, POOL);
    if (pool.length === 0) return pool;
    const t0 = index.passages[pool[0]!.passage]!.start;
    const NEAR = Number(process.env.NEAR ?? 20), MID = Number(process.env.MIDS ?? 60);
    const wm = Number(process.env.WM ?? 0.7), wf = Number(process.env.WF ?? 0.5), wa = Number(process.env.WA ?? 1);
    const w = (m: AnswerMoment) => { const t = index.passages[m.passage]!.start; const d = Math.abs(t - t0); return (d <= NEAR ? 1 : d <= MID ? wm : wf) * (t > t0 && t - t0 <= Number(process.env.AWIN2 ?? 1e9) ? wa : 1); };
    const WP = Number(process.env.WP ?? 0);
    const extra: AnswerMoment[] = [];
    if (WP > 0) {
      const ps = index.passages[ids[order[0]!]!]!.start;
      if (!pool.some((m) => Math.abs(index.passages[m.passage]!.start - ps) < index.profile.moments.distinctSeconds)) extra.push({ source, passage: ids[order[0]!]!, score: scores[order[0]!]! * WP });
    }
    const rest = [...pool.slice(1), ...extra].sort((x, y) => y.score * w(y) - x.score * w(x));
    const R = Number(process.env.SWAP ?? 2);
    const out = [pool[0]!, ...rest];
    const cand = pool.slice(1).find((m) => index.passages[m.passage]!.start < t0 && m.score >= R * pool[0]!.score && (t0 - index.passages[m.passage]!.start) <= Number(process.env.SWAPD ?? 1e9));
    if (cand) { const i = out.indexOf(cand); out.splice(i, 1); out.unshift({ ...cand, score: pool[0]!.score * 1.0001 }); }
    return out.slice(0, count);
  }
  const X = Number(process.env.MX ?? 0);
  const spans: [number, number][] = [];
  const startOf = (i: number) => index.passages[ids[i]!]!.start;
  for (const peak of order) {
    if (moments.length >= count) break;
    const bi = beginningOfPassage(index, ids, peak);
    const begin = ids[bi]!;
    const start = index.passages[begin]!.start;
    if (MV === "span" && moments.length > 0 && spans.some(([s, e]) => startOf(peak) >= s && startOf(peak) <= e + X)) continue;
    if (moments.some((moment) => Math.abs(index.passages[moment.passage]!.start - start) < distinctSeconds)) {
      if (MV === "peak" && moments.length > 0) {
        const ps = startOf(peak);
        if (!moments.some((moment) => Math.abs(index.passages[moment.passage]!.start - ps) < distinctSeconds)) {
          moments.push({ source, passage: ids[peak]!, score: scores[peak]! });
        }
      }
      continue;
    }
    spans.push([start, startOf(peak)]);
    moments.push({ source, passage: begin, score: scores[peak]! });
    if ((MV === "loose" && moments.length === 1) || (MV === "loose3" && moments.length === 2) || (MV === "looseall" && moments.length < count)) {
      const lb = ids[beginningOfPassage(index, ids, peak, Number(process.env.LI ?? 1.5), Number(process.env.LS ?? 30))]!;
      const ls = index.passages[lb]!.start;
      if (!moments.some((moment) => Math.abs(index.passages[moment.passage]!.start - ls) < distinctSeconds)) moments.push({ source, passage: lb, score: scores[peak]! });
    }
  }
  return moments;
}

/** Each line scored together with the lines that follow it, fading with time. */
function withFollowingContext(index: VemoIndex, ids: number[], lineRelevance: number[], w?: number, f?: number): number[] {
  const windowSeconds = w ?? index.profile.context.windowSeconds;
  const fadeSeconds = f ?? index.profile.context.fadeSeconds;
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
function beginningOfPassage(index: VemoIndex, ids: number[], peak: number, li?: number, ls?: number): number {
  const minSharedIdf = li ?? index.profile.cohesion.minSharedIdf;
  const maxSeconds = ls ?? index.profile.cohesion.maxSeconds;
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

function aggregated(index: VemoIndex, source: number, ids: number[], scores: number[], order: number[], count: number, MV: string): AnswerMoment[] {
  const { distinctSeconds } = index.profile.moments;
  const W = Number(process.env.AW ?? 1);
  const agg = new Map<number, number>();
  const firstPeak = new Map<number, number>();
  for (const peak of order) {
    const b = beginningOfPassage(index, ids, peak);
    if (!firstPeak.has(b)) { firstPeak.set(b, scores[peak]!); agg.set(b, scores[peak]!); }
    else agg.set(b, agg.get(b)! + W * scores[peak]!);
  }
  const begins = [...agg.keys()];
  const moments: AnswerMoment[] = [];
  const push = (b: number, score: number) => {
    const start = index.passages[ids[b]!]!.start;
    if (moments.some((m) => Math.abs(index.passages[m.passage]!.start - start) < distinctSeconds)) return;
    moments.push({ source, passage: ids[b]!, score });
  };
  if (MV === "agg23" && order.length > 0) {
    const b0 = beginningOfPassage(index, ids, order[0]!);
    push(b0, scores[order[0]!]!);
  }
  begins.sort((x, y) => agg.get(y)! - agg.get(x)! || x - y);
  for (const b of begins) { if (moments.length >= count) break; push(b, MV === "agg23" ? firstPeak.get(b)! : agg.get(b)!); }
  return moments;
}

function findPool(index: VemoIndex, source: number, ids: number[], scores: number[], order: number[], count: number): AnswerMoment[] {
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
