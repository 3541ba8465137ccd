import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { getEngineProfile } from "../profiles.ts";
import { bridgePairs, leaveOneTourOut } from "./bridge-learning.ts";
import type { RankingCandidate } from "../answer/tour-ranking.ts";
import { loadEvalSet, loadQuestionRows, readCsv, setVideos, type EvalRow, type EvalSet } from "./eval-data.ts";
import { carriesFact } from "./fact-match.ts";
import { buildOffTopicNegatives, writeQuestionCsv } from "./off-topic-negatives.ts";
import {
  byHalf,
  isExpectedMoment,
  runEval,
  SHORT_ANSWER_WORDS,
  summarise,
  summariseNegatives,
  type EvalSummary,
  type NegativesSummary,
  type RowResult,
} from "./run-eval.ts";

const USAGE =
  "usage: npm run eval -- DIR [--questions FILE.csv] [--negatives FILE.csv | --negatives-from OTHER_DIR [--negatives-out FILE.csv]] " +
  "[--pooled] [--profile production|testing] [--json] [--ranked] [--bridge-loto [--bridge-weight W] [--bridge-coverage C]] [--part PART_DIR]";

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
      ranked: { type: "boolean", default: false },
      "bridge-loto": { type: "boolean", default: false },
      "bridge-weight": { type: "string" },
      "bridge-coverage": { type: "string" },
      part: { type: "string" },
    },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const dir = path.resolve(process.cwd(), positionals[0]!);
  const profile = getEngineProfile(values.profile);
  const began = performance.now();
  const set = await loadEvalSet(dir, values.questions);
  const profileOf = values["bridge-loto"]
    ? leaveOneTourOut(await bridgePairs(dir, values.questions), profile, {
        weight: values["bridge-weight"] === undefined ? undefined : Number(values["bridge-weight"]),
        coverage: values["bridge-coverage"] === undefined ? undefined : Number(values["bridge-coverage"]),
      })
    : undefined;
  const results = await runEval(set, { pooled: values.pooled, profile, profileOf, ranked: values.ranked });
  for (const result of results) console.log(describeRow(result));
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
        { vemos: set.vemos, rows: await loadQuestionRows(negativesFile) },
        { pooled: values.pooled, profile, profileOf },
      )
    : undefined;
  for (const result of negatives ?? []) if (!result.declined) console.log(describeAnsweredNegative(result));
  for (const row of set.rows.filter(snippetLacksFact)) {
    console.log(`DATA  the snippet does not carry the fact "${row.expectedFact}"  ${row.question}`);
  }
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(
    `profile ${profile.name}${values.pooled ? ", pooled" : ""}: ${set.vemos.length} Vemos, ${setVideos(set).length} videos, ` +
      `${results.length} questions in ${seconds} s`,
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
  if (values.part) {
    // A part's rows answered as members of the whole set: e.g. fresh tours within a leave-one-tour-out run.
    const records = await readCsv(path.join(path.resolve(process.cwd(), values.part), "videos.csv"), ["video_url"]);
    const urls = new Set(records.map((record) => record.video_url));
    const inPart = (result: RowResult) => urls.has(result.row.videoUrl);
    console.log(
      `part ${path.basename(values.part)}: ${describeSummary(report(results.filter(inPart), negatives?.filter(inPart)))}`,
    );
  }
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
    setVideos(set).map((video) => video.url),
    other.map((row) => row.question),
  );
  const file = out
    ? path.resolve(process.cwd(), out)
    : path.join(tmpdir(), `vemo-negatives-${path.basename(dir)}-from-${path.basename(otherDir)}.csv`);
  await writeQuestionCsv(file, rows);
  console.log(`off-topic negatives: ${rows.length} rows written to ${file}`);
  return file;
}

/**
 * One row: PASS/FAIL by moment, then RIGHT/WRONG and whether the fact is present when the set has facts; on a
 * row that is not right, the answer given on the next line.
 */
function describeRow(result: RowResult): string {
  const { row, passed, predictedUrl, predictedStart, declined, factPresent, right } = result;
  const expected = row.expectedStart === null ? "no video moment" : `${row.expectedStart.toFixed(1)} s`;
  const got = declined
    ? "declined"
    : predictedUrl === null
      ? "no video moment"
      : predictedUrl === row.videoUrl
        ? `${predictedStart.toFixed(1)} s`
        : `other video ${predictedUrl}`;
  const moment = `expected ${expected}, got ${got}`;
  if (right === null) return `${passed ? "PASS" : "FAIL"}  ${moment}  ${row.question}`;
  const status = `${passed ? "PASS" : "FAIL"}  ${right ? "RIGHT" : "WRONG"}  FACT ${factPresent ? "yes" : "no "}`;
  const line = `${status}  ${moment}  ${row.question}`;
  if (right) return line;
  return [
    line,
    `      fact "${row.expectedFact}"; answer: ${JSON.stringify(result.answer)}`,
    ...(result.ranked ?? []).slice(0, RANKED_SHOWN).map((candidate, place) => describeCandidate(row, candidate, place)),
  ].join("\n");
}

/** A row whose own answering sentence lacks its fact can never be right: a slip in the set, named before the figures. */
function snippetLacksFact({ expectedFact, expectedSnippet }: EvalRow): boolean {
  return expectedFact !== undefined && expectedSnippet !== undefined && !carriesFact(expectedSnippet, expectedFact);
}

/** How many of a sales tour's ranked candidates `--ranked` shows under a row that is not right. */
const RANKED_SHOWN = 3;

/** One ranked candidate: its place, where it starts, its two signals, and "*" when it is at the expected moment. */
function describeCandidate(row: EvalRow, { sentence, score, share }: RankingCandidate, place: number): string {
  const at = sentence.kind === "video" ? `${sentence.start.toFixed(1)} s` : sentence.kind;
  const expected = row.expectedStart === null ? sentence.kind !== "video" : isExpectedMoment(row, sentence);
  return `      ${place + 1}${expected ? "*" : " "} ${at}  score ${score.toFixed(2)} share ${share.toFixed(2)}  ${JSON.stringify(sentence.text)}`;
}

/** An off-topic question that was answered instead of declined, with the answer given. */
function describeAnsweredNegative({ row, predictedUrl, predictedStart, answer }: RowResult): string {
  const where = predictedUrl === null ? "no video moment" : `${predictedStart.toFixed(1)} s`;
  return `OFF-TOPIC ANSWERED  got ${where}  ${row.question}\n      answer: ${JSON.stringify(answer)}`;
}

function describeSummary(summary: EvalSummary & Partial<NegativesSummary>): string {
  const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
  let line =
    `passed ${summary.passed} of ${summary.total} (${percent(summary.passRate)}), median error ${summary.medianErrorS} s; ` +
    `top 3: ${summary.passedTop3} (${percent(summary.passRateTop3)}); declined ${summary.declined} (${percent(summary.falseDeclineRate)})`;
  if (summary.right !== undefined) {
    line += `; fact present ${summary.factPresent} (${percent(summary.factPresentRate ?? 0)}); right ${summary.right} (${percent(summary.rightRate ?? 0)})`;
  }
  line += `; answers under ${SHORT_ANSWER_WORDS} words ${summary.shortAnswers}`;
  if (summary.negativesTotal !== undefined) {
    line += `; off-topic declined ${summary.negativesDeclined} of ${summary.negativesTotal} (${percent(summary.declineRate ?? 0)})`;
  }
  return line;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
