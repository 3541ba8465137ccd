import path from "node:path";
import { parseArgs } from "node:util";
import { getEngineProfile } from "../profiles.ts";
import { loadEvalSet } from "./eval-data.ts";
import { runEval, summarise, type RowResult } from "./run-eval.ts";

const USAGE = "usage: npm run eval -- DIR [--questions FILE.csv] [--pooled] [--profile production|testing] [--json]";

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      questions: { type: "string", default: "questions.csv" },
      pooled: { type: "boolean", default: false },
      profile: { type: "string", default: "production" },
      json: { type: "boolean", default: false },
    },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const dir = path.resolve(process.cwd(), positionals[0]!);
  const profile = getEngineProfile(values.profile);
  const began = performance.now();
  const set = await loadEvalSet(dir, values.questions);
  const results = await runEval(set, { pooled: values.pooled, profile });
  for (const result of results) console.log(describe(result));
  const summary = summarise(results);
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`profile ${profile.name}${values.pooled ? ", pooled" : ""}: ${set.videos.length} videos, ${summary.total} questions in ${seconds} s`);
  console.log(
    values.json
      ? JSON.stringify(summary)
      : `passed ${summary.passed} of ${summary.total} (${(summary.passRate * 100).toFixed(1)}%), median error ${summary.medianErrorS} s`,
  );
}

function describe({ row, passed, predictedUrl, predictedStart }: RowResult): string {
  const where = predictedUrl === row.videoUrl ? `${predictedStart.toFixed(1)} s` : `other video ${predictedUrl ?? "none"}`;
  return `${passed ? "PASS" : "FAIL"}  expected ${row.expectedStart.toFixed(1)} s, got ${where}  ${row.question}`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
