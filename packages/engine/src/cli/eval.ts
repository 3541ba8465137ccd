import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { getEngineProfile } from "../profiles.ts";
import { loadEvalSet, loadQuestionRows, type EvalSet } from "./eval-data.ts";
import { buildOffTopicNegatives, writeQuestionCsv } from "./off-topic-negatives.ts";
import {
  byHalf,
  runEval,
  summarise,
  summariseNegatives,
  type EvalSummary,
  type NegativesSummary,
  type RowResult,
} from "./run-eval.ts";

const USAGE =
  "usage: npm run eval -- DIR [--questions FILE.csv] [--negatives FILE.csv | --negatives-from OTHER_DIR [--negatives-out FILE.csv]] " +
  "[--pooled] [--profile production|testing] [--json]";

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      questions: { type: "string", default: "questions.csv" },
      negatives: { type: "string" },
      "negatives-from": { type: "string" },
      "negatives-out": { type: "string" },
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
  const negativesFile = values.negatives
    ? path.resolve(process.cwd(), values.negatives)
    : values["negatives-from"]
      ? await writeOffTopicNegatives(
          set,
          dir,
          path.resolve(process.cwd(), values["negatives-from"]),
          values["negatives-out"],
        )
      : undefined;
  const negatives = negativesFile
    ? await runEval(
        { videos: set.videos, rows: await loadQuestionRows(negativesFile) },
        { pooled: values.pooled, profile },
      )
    : undefined;
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(
    `profile ${profile.name}${values.pooled ? ", pooled" : ""}: ${set.videos.length} videos, ${results.length} questions in ${seconds} s`,
  );
  const halves = byHalf(results);
  const negativeHalves = negatives ? byHalf(negatives) : undefined;
  const report = (rows: RowResult[], negativeRows: RowResult[] | undefined) => ({
    ...summarise(rows),
    ...(negativeRows ? summariseNegatives(negativeRows) : {}),
  });
  if (values.json) {
    const summary = {
      ...report(results, negatives),
      halves: { a: report(halves.a, negativeHalves?.a), b: report(halves.b, negativeHalves?.b) },
    };
    console.log(JSON.stringify(summary));
    return;
  }
  for (const half of ["a", "b"] as const)
    console.log(`half ${half}: ${describeSummary(report(halves[half], negativeHalves?.[half]))}`);
  console.log(describeSummary(report(results, negatives)));
}

/** Builds the off-topic negatives from another set's questions into a file outside the repository. */
async function writeOffTopicNegatives(
  set: EvalSet,
  dir: string,
  otherDir: string,
  out: string | undefined,
): Promise<string> {
  const other = await loadQuestionRows(path.join(otherDir, "questions.csv"));
  const rows = buildOffTopicNegatives(
    set.videos.map((video) => video.url),
    other.map((row) => row.question),
  );
  const file = out
    ? path.resolve(process.cwd(), out)
    : path.join(tmpdir(), `vemo-negatives-${path.basename(dir)}-from-${path.basename(otherDir)}.csv`);
  await writeQuestionCsv(file, rows);
  console.log(`off-topic negatives: ${rows.length} rows written to ${file}`);
  return file;
}

function describe({ row, passed, predictedUrl, predictedStart, declined }: RowResult): string {
  const where = declined
    ? "declined"
    : predictedUrl === row.videoUrl
      ? `${predictedStart.toFixed(1)} s`
      : `other video ${predictedUrl ?? "none"}`;
  return `${passed ? "PASS" : "FAIL"}  expected ${row.expectedStart.toFixed(1)} s, got ${where}  ${row.question}`;
}

function describeSummary(summary: EvalSummary & Partial<NegativesSummary>): string {
  const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
  let line =
    `passed ${summary.passed} of ${summary.total} (${percent(summary.passRate)}), median error ${summary.medianErrorS} s; ` +
    `top 3: ${summary.passedTop3} (${percent(summary.passRateTop3)}); declined ${summary.declined} (${percent(summary.falseDeclineRate)})`;
  if (summary.negativesTotal !== undefined) {
    line += `; off-topic declined ${summary.negativesDeclined} of ${summary.negativesTotal} (${percent(summary.declineRate ?? 0)})`;
  }
  return line;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
