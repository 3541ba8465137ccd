import { answerQuestion } from "../answer/answer-question.ts";
import { createIndex, type VemoIndex } from "../indexing/create-index.ts";
import type { EngineProfile } from "../profiles.ts";
import { MAX_START_SECONDS } from "@vemo/shared/rules/answer-start";
import type { EvalRow, EvalSet } from "./eval-data.ts";

/** The test runner's rule: an answer passes when it starts within this many seconds of the expected moment. */
export const PASS_TOLERANCE_SECONDS = 10;

export interface RowResult {
  row: EvalRow;
  predictedUrl: string | null;
  predictedStart: number;
  /** Seconds between the predicted and the expected start; a wrong video counts as the longest possible error. */
  errorSeconds: number;
  passed: boolean;
}

export interface EvalSummary {
  total: number;
  passed: number;
  passRate: number;
  medianErrorS: number;
}

/** Answers every row, each video as its own Vemo, or all videos in one Vemo when pooled. */
export async function runEval(set: EvalSet, options: { pooled: boolean; profile: EngineProfile }): Promise<RowResult[]> {
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
    results.push({ row, predictedUrl: answer.video_url, predictedStart: answer.start, errorSeconds, passed: errorSeconds <= PASS_TOLERANCE_SECONDS });
  }
  return results;
}

export function summarise(results: RowResult[]): EvalSummary {
  const passed = results.filter((result) => result.passed).length;
  const errors = results.map((result) => result.errorSeconds).sort((a, b) => a - b);
  const middle = errors.length / 2;
  const median = errors.length === 0 ? 0 : errors.length % 2 ? errors[Math.floor(middle)]! : (errors[middle - 1]! + errors[middle]!) / 2;
  return {
    total: results.length,
    passed,
    passRate: results.length === 0 ? 0 : Math.round((passed / results.length) * 10_000) / 10_000,
    medianErrorS: Math.round(median * 100) / 100,
  };
}
