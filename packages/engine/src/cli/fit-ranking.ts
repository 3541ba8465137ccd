// Fits the weights a sales tour's candidate sentences are ranked by (`tour.ranking.weights` in profiles.ts): a pairwise
// logistic model over the signals of the best candidates of each question (RANKING_SIGNALS), trained on the tuning
// tours only; leave-one-tour-out cross-validation chooses the regularisation and the signals.
//
//   npm run fit-ranking -- DIR --hold-out NAME[,NAME…]
//
// A candidate is right when it is in the asked video and starts within 10 s of the expected moment. Each question with a
// right and a wrong candidate gives one pair per wrong one; the model learns w so that w·(right − wrong) > 0.
import path from "node:path";
import { parseArgs } from "node:util";
import { learntRankingCandidates, RANKING_SIGNALS } from "../answer/tour-answer.ts";
import { createIndex } from "../indexing/create-index.ts";
import { getEngineProfile } from "../profiles.ts";
import { loadEvalSet } from "./eval-data.ts";

const TOLERANCE_SECONDS = 10;
const LAMBDAS = [0.001, 0.01, 0.1, 1];

/** One question's candidates: their signals, which are right, and the tour it belongs to. */
interface Group {
  tour: string;
  signals: number[][];
  right: boolean[];
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "hold-out": { type: "string", default: "" } },
  });
  if (positionals.length !== 1) throw new Error("usage: npm run fit-ranking -- DIR --hold-out NAME[,NAME…]");
  const heldOut = new Set(values["hold-out"].split(",").filter(Boolean));
  const set = await loadEvalSet(path.resolve(process.cwd(), positionals[0]!), "questions.csv");
  const groups = collectGroups(set, heldOut);
  const tours = [...new Set(groups.map((group) => group.tour))];
  const learnable = groups.filter((group) => group.right.includes(true) && group.right.includes(false));
  console.log(
    `${tours.length} tuning tours, ${groups.length} questions ranked, ${learnable.length} with a right and a wrong candidate`,
  );
  const hand = RANKING_SIGNALS.map((_, k) => (k === 0 ? 1 : 0));
  console.log(`hand weights: leave-one-tour-out ${firstRight(groups, () => hand)} right first`);
  let best = { hits: -1, lambda: 0, used: [] as number[] };
  for (const used of signalSubsets()) {
    const byLambda = LAMBDAS.map((lambda) => ({
      lambda,
      used,
      hits: firstRight(groups, (tour) =>
        fit(
          learnable.filter((group) => group.tour !== tour),
          used,
          lambda,
        ),
      ),
    }));
    const names = used.map((k) => RANKING_SIGNALS[k]).join(" + ");
    console.log(`  ${names}: ${byLambda.map(({ lambda, hits }) => `${hits} (lambda ${lambda})`).join(", ")}`);
    for (const tried of byLambda) if (tried.hits > best.hits) best = tried;
  }
  const names = best.used.map((k) => RANKING_SIGNALS[k]).join(", ");
  console.log(`learnt (${names}; lambda ${best.lambda}): leave-one-tour-out ${best.hits} right first`);
  const weights = fit(learnable, best.used, best.lambda).map((weight) => Number(weight.toFixed(3)));
  console.log(`weights (${RANKING_SIGNALS.join(", ")}): [${weights.join(", ")}]`);
}

function collectGroups(set: Awaited<ReturnType<typeof loadEvalSet>>, heldOut: Set<string>): Group[] {
  const profile = getEngineProfile("production");
  const groups: Group[] = [];
  for (const vemo of set.vemos) {
    const videos = vemo.sources.filter((source) => source.kind === "video").map((source) => source.url);
    const tour = path.basename(videos[0] ?? vemo.name).replace(/\.\w+$/, "");
    if (heldOut.has(tour)) continue;
    const rows = set.rows.filter((row) => row.expectedStart !== null && videos.includes(row.videoUrl));
    if (rows.length === 0) continue;
    const index = createIndex(vemo.sources, profile);
    for (const row of rows) {
      const candidates = learntRankingCandidates(index, row.question);
      if (candidates.length === 0) continue;
      groups.push({
        tour,
        signals: candidates.map((candidate) => candidate.signals),
        right: candidates.map(
          ({ sentence }) =>
            sentence.url === row.videoUrl && Math.abs(sentence.start - row.expectedStart!) <= TOLERANCE_SECONDS,
        ),
      });
    }
  }
  return groups;
}

/** The hand score with any one or two other signals, and with all: few subsets, so the choice cannot overfit much. */
function signalSubsets(): number[][] {
  const others = RANKING_SIGNALS.map((_, k) => k).slice(1);
  const pairs = others.flatMap((k, i) => others.slice(i + 1).map((l) => [0, k, l]));
  return [[0], ...others.map((k) => [0, k]), ...pairs, [0, ...others]];
}

/** How many questions, each ranked by weights fitted without its tour, have a right candidate first. */
function firstRight(groups: Group[], weightsFor: (tour: string) => number[]): number {
  const byTour = new Map<string, number[]>();
  let hits = 0;
  for (const group of groups) {
    let weights = byTour.get(group.tour);
    if (!weights) byTour.set(group.tour, (weights = weightsFor(group.tour)));
    const scores = group.signals.map((signals) => dot(weights, signals));
    // The first of equals, as the engine chooses.
    const first = scores.indexOf(Math.max(...scores));
    if (group.right[first]) hits++;
  }
  return hits;
}

/** Pairwise logistic regression with an L2 penalty on the used signals, by Newton's method (a handful of weights). */
function fit(groups: Group[], used: number[], lambda: number): number[] {
  const pairs: number[][] = [];
  for (const group of groups)
    group.signals.forEach((right, r) => {
      if (!group.right[r]) return;
      group.signals.forEach((wrong, w) => {
        if (!group.right[w]) pairs.push(used.map((k) => right[k]! - wrong[k]!));
      });
    });
  const n = used.length;
  let w = new Array<number>(n).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = w.map((weight) => lambda * pairs.length * weight);
    const hessian = used.map((_, i) => used.map((_, j) => (i === j ? lambda * pairs.length : 0)));
    for (const x of pairs) {
      const p = 1 / (1 + Math.exp(-dot(w, x)));
      for (let i = 0; i < n; i++) {
        gradient[i]! -= (1 - p) * x[i]!;
        for (let j = 0; j < n; j++) hessian[i]![j]! += p * (1 - p) * x[i]! * x[j]!;
      }
    }
    const step = solve(hessian, gradient);
    w = w.map((weight, i) => weight - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  const weights = RANKING_SIGNALS.map(() => 0);
  used.forEach((k, i) => (weights[k] = w[i]!));
  return weights;
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    const pivot = m.reduce(
      (best, row, i) => (i >= col && Math.abs(row[col]!) > Math.abs(m[best]![col]!) ? i : best),
      col,
    );
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = col + 1; row < n; row++) {
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = m[row]![n]!;
    for (let k = row + 1; k < n; k++) sum -= m[row]![k]! * x[k]!;
    x[row] = sum / m[row]![row]!;
  }
  return x;
}

function dot(weights: readonly number[], signals: readonly number[]): number {
  return weights.reduce((sum, weight, k) => sum + weight * signals[k]!, 0);
}

await main();
