// Fits the weights a sales tour's candidate sentences are ranked by (`tour.ranking` in profiles.ts): a pairwise logistic
// model over the two signals of each question's best candidates (score relative to the best, share of the question
// said), with the profile's weights on the question's meaningful stop words said and on a denial held fixed, trained on
// the tuning tours only; leave-one-tour-out cross-validation chooses the L2 penalty.
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
import { fixedScore, learntFirst, type RankingCandidate } from "../answer/tour-ranking.ts";
import { createIndex } from "../indexing/create-index.ts";
import { getEngineProfile, type EngineProfile } from "../profiles.ts";
import { bridgePairs, leaveOneTourOut } from "./bridge-learning.ts";
import { heldOutTours, loadEvalSet, tourName, type EvalVemo } from "./eval-data.ts";
import { isExpectedMoment } from "./run-eval.ts";

const LAMBDAS = [0.001, 0.01, 0.1, 1];

/** One question's candidates, which of them are right, and the tour it belongs to. */
interface Group {
  tour: string;
  candidates: RankingCandidate[];
  right: boolean[];
}

type Weights = [score: number, share: number];

const profile = getEngineProfile("production");
const { stopwordWeight, whetherWeight, caseWeight } = profile.tour.ranking;
/**
 * The weights of the question's meaningful stop words said, of saying whether and of setting the asked case, not fitted
 * here (rounds 30g, 35b, 37b, 41b).
 */
const fixedWeights = { stopwordWeight, whetherWeight, caseWeight };

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "hold-out": { type: "string", default: "" }, "bridge-loto": { type: "boolean", default: false } },
  });
  if (positionals.length !== 1)
    throw new Error("usage: npm run fit-ranking -- DIR --hold-out NAME[,NAME…] [--bridge-loto]");
  const dir = path.resolve(process.cwd(), positionals[0]!);
  const set = await loadEvalSet(dir, "questions.csv");
  const heldOut = heldOutTours(
    values["hold-out"],
    set.vemos.map((vemo) => tourName(videoUrls(vemo), vemo.name)),
  );
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
  console.log(`hand score (and stop words said): leave-one-tour-out ${firstRight(groups, () => [1, 0])} right first`);
  const { scoreWeight: shipped, shareWeight: shippedShare } = profile.tour.ranking;
  console.log(
    `profile's weights (${shipped}, ${shippedShare}): ${firstRight(groups, () => [shipped, shippedShare])} right first`,
  );
  const byLambda = LAMBDAS.map((lambda) => ({
    lambda,
    hits: firstRight(groups, (tour) =>
      fit(
        learnable.filter((group) => group.tour !== tour),
        lambda,
      ),
    ),
  }));
  console.log(`score + share said: ${byLambda.map(({ lambda, hits }) => `${hits} (lambda ${lambda})`).join(", ")}`);
  // The first of the best, as the engine chooses.
  const best = byLambda.reduce((best, tried) => (tried.hits > best.hits ? tried : best));
  const [scoreWeight, shareWeight] = fit(learnable, best.lambda).map((weight) => Number(weight.toFixed(3)));
  console.log(`learnt (lambda ${best.lambda}): leave-one-tour-out ${best.hits} right first`);
  console.log(`tour.ranking: { scoreWeight: ${scoreWeight}, shareWeight: ${shareWeight} }`);
}

function videoUrls(vemo: EvalVemo): string[] {
  return vemo.sources.filter((source) => source.kind === "video").map((source) => source.url);
}

function collectGroups(
  set: Awaited<ReturnType<typeof loadEvalSet>>,
  heldOut: Set<string>,
  profileOf: (vemo: EvalVemo) => EngineProfile,
): Group[] {
  const groups: Group[] = [];
  for (const vemo of set.vemos) {
    const videos = videoUrls(vemo);
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
    const [scoreWeight, shareWeight] = weights;
    const first = learntFirst(group.candidates, { ...fixedWeights, scoreWeight, shareWeight });
    if (group.right[group.candidates.indexOf(first!)]) hits++;
  }
  return hits;
}

/**
 * Pairwise logistic regression with an L2 penalty on the two weights, by Newton's method; the part of the score at the
 * profile's fixed weights (stop words said, a denial) is a fixed offset of each pair.
 */
function fit(groups: Group[], lambda: number): Weights {
  const pairs: [...Weights, offset: number][] = [];
  for (const group of groups)
    group.candidates.forEach((right, r) => {
      if (!group.right[r]) return;
      group.candidates.forEach((wrong, w) => {
        if (!group.right[w])
          pairs.push([
            right.score - wrong.score,
            right.share - wrong.share,
            fixedScore(right, fixedWeights) - fixedScore(wrong, fixedWeights),
          ]);
      });
    });
  const penalty = lambda * pairs.length;
  let w: Weights = [0, 0];
  for (let iteration = 0; iteration < 50; iteration++) {
    // Gradient g and Hessian [[a, b], [b, d]] of the penalised loss.
    const g: Weights = [penalty * w[0], penalty * w[1]];
    let [a, b, d] = [penalty, 0, penalty];
    for (const [x, y, offset] of pairs) {
      const p = 1 / (1 + Math.exp(-(w[0] * x + w[1] * y + offset)));
      g[0] -= (1 - p) * x;
      g[1] -= (1 - p) * y;
      a += p * (1 - p) * x * x;
      b += p * (1 - p) * x * y;
      d += p * (1 - p) * y * y;
    }
    const det = a * d - b * b;
    const step: Weights = [(d * g[0] - b * g[1]) / det, (a * g[1] - b * g[0]) / det];
    w = [w[0] - step[0], w[1] - step[1]];
    if (Math.max(Math.abs(step[0]), Math.abs(step[1])) < 1e-9) break;
  }
  return w;
}

await main();
