// Fits the weights a sales tour's candidate sentences are ranked by (`tour.ranking` in profiles.ts): a pairwise logistic
// model over the signals of each question's best candidates (`rankingSignals`: score relative to the best, share of the
// question said, its meaningful stop words said, its first content word said), trained on the tuning tours only;
// leave-one-tour-out cross-validation chooses the L2 penalty, and prints what the first two signals alone gain.
//
//   npm run fit-ranking -- DIR --hold-out NAME[,NAME…] [--bridge-loto]
//
// With --bridge-loto each tour's candidates are scored with a lexical bridge learnt without its questions (and
// without the held-out tours'), so no signal has seen the tour it ranks.
//
// A candidate is right when it is in the asked video and starts within 10 s of the expected moment. Each question with a
// right and a wrong candidate gives one pair per wrong one; the model learns w so that w·(right − wrong) > 0.
import path from "node:path";
import { parseArgs } from "node:util";
import { answeringSentence } from "../answer/tour-answer.ts";
import {
  learntFirst,
  RANKING_SIGNALS,
  rankingSignals,
  type RankingCandidate,
  type RankingWeights,
} from "../answer/tour-ranking.ts";
import { createIndex } from "../indexing/create-index.ts";
import { getEngineProfile, type EngineProfile } from "../profiles.ts";
import { bridgePairs, leaveOneTourOut } from "./bridge-learning.ts";
import { loadEvalSet, tourName, type EvalVemo } from "./eval-data.ts";
import { isExpectedMoment } from "./run-eval.ts";

const LAMBDAS = [0.001, 0.01, 0.1, 1];

/** One question's candidates, which of them are right, and the tour it belongs to. */
interface Group {
  tour: string;
  candidates: RankingCandidate[];
  right: boolean[];
}

/** The weights in `RANKING_SIGNALS`' order. */
type Weights = number[];

const asRankingWeights = (weights: Weights) =>
  Object.fromEntries(RANKING_SIGNALS.map((name, k) => [name, weights[k] ?? 0])) as RankingWeights;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "hold-out": { type: "string", default: "" }, "bridge-loto": { type: "boolean", default: false } },
  });
  if (positionals.length !== 1)
    throw new Error("usage: npm run fit-ranking -- DIR --hold-out NAME[,NAME…] [--bridge-loto]");
  const heldOut = new Set(values["hold-out"].split(",").filter(Boolean));
  const dir = path.resolve(process.cwd(), positionals[0]!);
  const set = await loadEvalSet(dir, "questions.csv");
  const profile = getEngineProfile("production");
  const profileOf = values["bridge-loto"]
    ? leaveOneTourOut(
        (await bridgePairs(dir)).filter((pair) => !heldOut.has(pair.tour)),
        profile,
      )
    : () => profile;
  const groups = collectGroups(set, heldOut, profileOf);
  const tours = new Set(groups.map((group) => group.tour));
  const learnable = groups.filter((group) => group.right.includes(true) && group.right.includes(false));
  console.log(
    `${tours.size} tuning tours, ${groups.length} questions ranked, ${learnable.length} with a right and a wrong candidate`,
  );
  console.log(`hand score alone: leave-one-tour-out ${firstRight(groups, () => [1])} right first`);
  const shipped = RANKING_SIGNALS.map((name) => profile.tour.ranking[name]);
  console.log(`profile's weights (${shipped.join(", ")}): ${firstRight(groups, () => shipped)} right first`);
  const byLambda = (signals: number) =>
    LAMBDAS.map((lambda) => ({
      lambda,
      hits: firstRight(groups, (tour) =>
        fit(
          learnable.filter((group) => group.tour !== tour),
          lambda,
          signals,
        ),
      ),
    }));
  const figures = (tried: ReturnType<typeof byLambda>) =>
    tried.map(({ lambda, hits }) => `${hits} (lambda ${lambda})`).join(", ");
  console.log(`score + share said: ${figures(byLambda(2))}`);
  const tried = byLambda(RANKING_SIGNALS.length);
  console.log(`every signal: ${figures(tried)}`);
  // The first of the best, as the engine chooses.
  const best = tried.reduce((best, each) => (each.hits > best.hits ? each : best));
  const weights = fit(learnable, best.lambda, RANKING_SIGNALS.length).map((weight) => Number(weight.toFixed(3)));
  console.log(`learnt (lambda ${best.lambda}): leave-one-tour-out ${best.hits} right first`);
  console.log(`tour.ranking: ${JSON.stringify(asRankingWeights(weights))}`);
}

function collectGroups(
  set: Awaited<ReturnType<typeof loadEvalSet>>,
  heldOut: Set<string>,
  profileOf: (vemo: EvalVemo) => EngineProfile,
): Group[] {
  const groups: Group[] = [];
  for (const vemo of set.vemos) {
    const videos = vemo.sources.filter((source) => source.kind === "video").map((source) => source.url);
    const tour = tourName(videos, vemo.name);
    if (heldOut.has(tour)) continue;
    const rows = set.rows.filter((row) => row.expectedStart !== null && videos.includes(row.videoUrl));
    if (rows.length === 0) continue;
    const index = createIndex(vemo.sources, profileOf(vemo));
    for (const row of rows) {
      let candidates: RankingCandidate[] = [];
      answeringSentence(index, row.question, { onRanking: (ranked) => (candidates = ranked) });
      if (candidates.length === 0) continue;
      groups.push({
        tour,
        candidates,
        right: candidates.map(({ sentence }) => isExpectedMoment(row, sentence)),
      });
    }
  }
  return groups;
}

/** How many questions, each ranked by weights fitted without its tour, have a right candidate first. */
function firstRight(groups: Group[], weightsFor: (tour: string) => Weights): number {
  const byTour = new Map<string, Weights>();
  let hits = 0;
  for (const group of groups) {
    let weights = byTour.get(group.tour);
    if (!weights) byTour.set(group.tour, (weights = weightsFor(group.tour)));
    const first = learntFirst(group.candidates, asRankingWeights(weights));
    if (group.right[group.candidates.indexOf(first!)]) hits++;
  }
  return hits;
}

/**
 * Pairwise logistic regression with an L2 penalty on the weights of the first `signals` signals (the others 0), by
 * Newton's method.
 */
function fit(groups: Group[], lambda: number, signals: number): Weights {
  const pairs: Weights[] = [];
  for (const group of groups)
    group.candidates.forEach((right, r) => {
      if (!group.right[r]) return;
      const x = rankingSignals(right).slice(0, signals);
      group.candidates.forEach((wrong, w) => {
        if (group.right[w]) return;
        const y = rankingSignals(wrong);
        pairs.push(x.map((value, k) => value - y[k]!));
      });
    });
  const penalty = lambda * pairs.length;
  let w: Weights = Array<number>(signals).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    // Gradient g and Hessian h of the penalised loss.
    const g = w.map((value) => penalty * value);
    const h = w.map((_, k) => w.map((_, l) => (k === l ? penalty : 0)));
    for (const x of pairs) {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, k) => sum + w[k]! * value, 0)));
      x.forEach((value, k) => {
        g[k]! -= (1 - p) * value;
        x.forEach((other, l) => (h[k]![l]! += p * (1 - p) * value * other));
      });
    }
    const step = solve(h, g);
    w = w.map((value, k) => value - step[k]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return w;
}

/** x with a·x = b, by Gaussian elimination with partial pivoting (a is small and positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const rows = a.map((row, k) => [...row, b[k]!]);
  const n = b.length;
  for (let k = 0; k < n; k++) {
    const pivot = rows
      .slice(k)
      .reduce((best, row, r) => (Math.abs(row[k]!) > Math.abs(rows[best]![k]!) ? k + r : best), k);
    [rows[k], rows[pivot]] = [rows[pivot]!, rows[k]!];
    for (let r = k + 1; r < n; r++) {
      const factor = rows[r]![k]! / rows[k]![k]!;
      for (let c = k; c <= n; c++) rows[r]![c]! -= factor * rows[k]![c]!;
    }
  }
  const x = Array<number>(n).fill(0);
  for (let k = n - 1; k >= 0; k--)
    x[k] =
      (rows[k]![n]! - rows[k]!.slice(k + 1, n).reduce((sum, value, c) => sum + value * x[k + 1 + c]!, 0)) /
      rows[k]![k]!;
  return x;
}

await main();
