import { answerQuestion } from "../answer/answer-question.ts";
import { NOT_FOUND_ANSWER } from "../answer/extractive-answer.ts";
import { createIndex, type VemoIndex } from "../indexing/create-index.ts";
import type { EngineProfile } from "../profiles.ts";
import { MAX_START_SECONDS } from "@vemo/shared/rules/answer-start";
import type { EvalRow, EvalSet } from "./eval-data.ts";
import { videoHalf, type Half } from "./halves.ts";

/** The test runner's rule: an answer passes when it starts within this many seconds of the expected moment. */
export const PASS_TOLERANCE_SECONDS = 10;

export interface RowResult {
  row: EvalRow;
  predictedUrl: string | null;
  predictedStart: number;
  /** Seconds between the predicted and the expected start; a wrong video counts as the longest possible error. */
  errorSeconds: number;
  passed: boolean;
  /** Whether any of the answer's cited video moments (up to three) is within the tolerance. */
  passedTop3: boolean;
  declined: boolean;
}

export interface EvalSummary {
  total: number;
  passed: number;
  passRate: number;
  medianErrorS: number;
  passedTop3: number;
  passRateTop3: number;
  /** Questions of the set declined although their video answers them. */
  declined: number;
  falseDeclineRate: number;
}

export interface NegativesSummary {
  negativesTotal: number;
  negativesDeclined: number;
  declineRate: number;
}

/** Answers every row, each video as its own Vemo, or all videos in one Vemo when pooled. */
export async function runEval(
  set: EvalSet,
  options: { pooled: boolean; profile: EngineProfile },
): Promise<RowResult[]> {
  const indexes = new Map<string, VemoIndex>();
  const indexFor = (url: string): VemoIndex => {
    const key = options.pooled ? "" : url;
    let index = indexes.get(key);
    if (!index) {
      const videos = options.pooled ? set.videos : set.videos.filter((video) => video.url === url);
      if (videos.length === 0) throw new Error(`No transcript for ${url} in videos.csv`);
      index = createIndex(videos, options.profile);
      indexes.set(key, index);
    }
    return index;
  };
  const results: RowResult[] = [];
  for (const row of set.rows) {
    const answer = await answerQuestion(indexFor(row.videoUrl), row.question);
    const rightVideo = answer.video_url === row.videoUrl;
    const errorSeconds = rightVideo ? Math.abs(answer.start - row.expectedStart) : MAX_START_SECONDS;
    const passedTop3 = answer.sources.some(
      (source) =>
        source.source_type === "video" &&
        source.url === row.videoUrl &&
        Math.abs(source.start_timestamp - row.expectedStart) <= PASS_TOLERANCE_SECONDS,
    );
    results.push({
      row,
      predictedUrl: answer.video_url,
      predictedStart: answer.start,
      errorSeconds,
      passed: errorSeconds <= PASS_TOLERANCE_SECONDS,
      passedTop3,
      declined: answer.answer === NOT_FOUND_ANSWER,
    });
  }
  return results;
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
  };
}

/** How many questions the Vemo does not cover were declined, as they should be. */
export function summariseNegatives(results: RowResult[]): NegativesSummary {
  const declined = count(results, (result) => result.declined);
  return { negativesTotal: results.length, negativesDeclined: declined, declineRate: rate(declined, results.length) };
}

/** The results of each half of the set's videos (see halves.ts). */
export function byHalf(results: RowResult[]): Record<Half, RowResult[]> {
  return {
    a: results.filter((result) => videoHalf(result.row.videoUrl) === "a"),
    b: results.filter((result) => videoHalf(result.row.videoUrl) === "b"),
  };
}

function count(results: RowResult[], test: (result: RowResult) => boolean): number {
  return results.reduce((total, result) => total + (test(result) ? 1 : 0), 0);
}

function rate(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 10_000) / 10_000;
}
