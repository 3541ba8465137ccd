import { answerQuestion, type Answer } from "../answer/answer-question.ts";
import { answeringSentence } from "../answer/tour-answer.ts";
import { learntOrder, type RankingCandidate } from "../answer/tour-ranking.ts";
import { NOT_FOUND_ANSWER } from "../answer/extractive-answer.ts";
import { createIndex, type VemoIndex } from "../indexing/create-index.ts";
import type { EngineProfile } from "../profiles.ts";
import { MAX_START_SECONDS } from "@vemo/shared/rules/answer-start";
import type { EvalRow, EvalSet, EvalVemo } from "./eval-data.ts";
import { carriesFact } from "./fact-match.ts";
import { videoHalf, type Half } from "./halves.ts";

/** The test runner's rule: an answer passes when it starts within this many seconds of the expected moment. */
const PASS_TOLERANCE_SECONDS = 10;

export interface RowResult {
  row: EvalRow;
  /** The half of the set the row's Vemo falls in (by its first video). */
  half: Half;
  answer: string;
  predictedUrl: string | null;
  predictedStart: number;
  /**
   * Seconds between the predicted and the expected start; a wrong video, or a video moment where the answer lives
   * only in a document, counts as the longest possible error.
   */
  errorSeconds: number;
  /** The moment is right: within 10 s on the expected video, or the player left in place for a document's answer. */
  passed: boolean;
  /** Whether any of the answer's cited video moments (up to three) is within the tolerance. */
  passedTop3: boolean;
  declined: boolean;
  /** Whether the answer carries the row's `expected_fact`; null when the set has none. */
  factPresent: boolean | null;
  /** Moment right and fact present; null when the set has no facts. */
  right: boolean | null;
  /** An answer (not a decline) of fewer than SHORT_ANSWER_WORDS words: a fragment rather than an answer. */
  short: boolean;
  /** With `ranked`: a sales tour's candidate sentences in the learnt ranking's order (eval's `--ranked`). */
  ranked?: RankingCandidate[];
}

export interface EvalSummary {
  total: number;
  passed: number;
  passRate: number;
  medianErrorS: number;
  passedTop3: number;
  passRateTop3: number;
  /** Questions of the set declined although their Vemo answers them. */
  declined: number;
  falseDeclineRate: number;
  /** Answers under SHORT_ANSWER_WORDS words. */
  shortAnswers: number;
  /** With `expected_fact`: answers carrying the fact, and those also at the right moment. */
  factPresent?: number;
  factPresentRate?: number;
  right?: number;
  rightRate?: number;
}

export interface NegativesSummary {
  negativesTotal: number;
  negativesDeclined: number;
  declineRate: number;
}

/** An answer shorter than this many words cannot carry a fact with its context. */
export const SHORT_ANSWER_WORDS = 5;

/**
 * Answers every row, each Vemo on its own, or all Vemos' content in one Vemo when pooled; `profileOf` gives a Vemo a
 * profile of its own (a lexical bridge learnt without its questions).
 */
export async function runEval(
  set: EvalSet,
  options: {
    pooled: boolean;
    profile: EngineProfile;
    profileOf?: (vemo: EvalVemo) => EngineProfile;
    /** Also keep each question's ranked candidates (a sales tour's), to show why a sentence won. */
    ranked?: boolean;
  },
): Promise<RowResult[]> {
  const vemoOfVideo = new Map(
    set.vemos.flatMap((vemo) =>
      vemo.sources.filter((source) => source.kind === "video").map((video) => [video.url, vemo] as const),
    ),
  );
  const indexes = new Map<string, VemoIndex>();
  const indexFor = (vemo: EvalVemo): VemoIndex => {
    const key = options.pooled ? "" : vemo.name;
    let index = indexes.get(key);
    if (!index) {
      index = options.pooled
        ? createIndex(
            set.vemos.flatMap((each) => each.sources),
            options.profile,
          )
        : createIndex(vemo.sources, options.profileOf?.(vemo) ?? options.profile);
      indexes.set(key, index);
    }
    return index;
  };
  const results: RowResult[] = [];
  for (const row of set.rows) {
    const vemo = vemoOfVideo.get(row.videoUrl);
    if (!vemo) throw new Error(`No transcript for ${row.videoUrl} in videos.csv`);
    const index = indexFor(vemo);
    const result = score(row, vemo, await answerQuestion(index, row.question));
    if (options.ranked)
      answeringSentence(index, row.question, {
        onRanking: (candidates) => (result.ranked = learntOrder(candidates, index.profile.tour.ranking)),
      });
    results.push(result);
  }
  return results;
}

/** Whether a video moment starts within the test runner's tolerance of the row's expected moment. */
export function isExpectedMoment(row: EvalRow, { url, start }: { url: string; start: number }): boolean {
  return (
    row.expectedStart !== null && url === row.videoUrl && Math.abs(start - row.expectedStart) <= PASS_TOLERANCE_SECONDS
  );
}

/** How an answer scores against its row (see the engine README, "Eval"). */
export function score(row: EvalRow, vemo: EvalVemo, answer: Answer): RowResult {
  const declined = answer.answer === NOT_FOUND_ANSWER;
  const expected = row.expectedStart;
  const withinTolerance = (url: string | null, start: number) => url !== null && isExpectedMoment(row, { url, start });
  // A document's answer is at the right moment when the player stays where it is.
  const passed =
    expected === null ? !declined && answer.video_url === null : withinTolerance(answer.video_url, answer.start);
  const errorSeconds =
    expected === null
      ? answer.video_url === null
        ? 0
        : MAX_START_SECONDS
      : answer.video_url === row.videoUrl
        ? Math.abs(answer.start - expected)
        : MAX_START_SECONDS;
  const passedTop3 =
    expected === null
      ? passed
      : answer.sources.some(
          (source) => source.source_type === "video" && withinTolerance(source.url, source.start_timestamp),
        );
  const factPresent = row.expectedFact === undefined ? null : !declined && carriesFact(answer.answer, row.expectedFact);
  const firstVideo = vemo.sources.find((source) => source.kind === "video")!.url;
  return {
    row,
    half: videoHalf(firstVideo),
    answer: answer.answer,
    predictedUrl: answer.video_url,
    predictedStart: answer.start,
    errorSeconds,
    passed,
    passedTop3,
    declined,
    factPresent,
    right: factPresent === null ? null : passed && factPresent,
    short: !declined && wordCount(answer.answer) < SHORT_ANSWER_WORDS,
  };
}

export function summarise(results: RowResult[]): EvalSummary {
  const passed = count(results, (result) => result.passed);
  const passedTop3 = count(results, (result) => result.passedTop3);
  const declined = count(results, (result) => result.declined);
  const errors = results.map((result) => result.errorSeconds).sort((a, b) => a - b);
  const middle = errors.length / 2;
  const median =
    errors.length === 0
      ? 0
      : errors.length % 2
        ? errors[Math.floor(middle)]!
        : (errors[middle - 1]! + errors[middle]!) / 2;
  return {
    total: results.length,
    passed,
    passRate: rate(passed, results.length),
    medianErrorS: Math.round(median * 100) / 100,
    passedTop3,
    passRateTop3: rate(passedTop3, results.length),
    declined,
    falseDeclineRate: rate(declined, results.length),
    shortAnswers: count(results, (result) => result.short),
    ...(results.some((result) => result.factPresent !== null) ? factSummary(results) : {}),
  };
}

function factSummary(
  results: RowResult[],
): Pick<EvalSummary, "factPresent" | "factPresentRate" | "right" | "rightRate"> {
  const present = count(results, (result) => result.factPresent === true);
  const right = count(results, (result) => result.right === true);
  return {
    factPresent: present,
    factPresentRate: rate(present, results.length),
    right,
    rightRate: rate(right, results.length),
  };
}

/** How many questions the Vemo does not cover were declined, as they should be. */
export function summariseNegatives(results: RowResult[]): NegativesSummary {
  const declined = count(results, (result) => result.declined);
  return { negativesTotal: results.length, negativesDeclined: declined, declineRate: rate(declined, results.length) };
}

/** The results of each half of the set's Vemos (see halves.ts). */
export function byHalf(results: RowResult[]): Record<Half, RowResult[]> {
  return {
    a: results.filter((result) => result.half === "a"),
    b: results.filter((result) => result.half === "b"),
  };
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function count(results: RowResult[], test: (result: RowResult) => boolean): number {
  return results.reduce((total, result) => total + (test(result) ? 1 : 0), 0);
}

function rate(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 10_000) / 10_000;
}
