import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import Papa from "papaparse";
import { questionWords } from "../text/tokens.ts";
import type { EvalRow } from "./eval-data.ts";

// Enough off-topic rows per half to read a decline rate to about a point, without slowing a run down.
const MAX_ROWS = 3_000;

/**
 * Questions of another set (another domain) asked of this set's videos: rows the engine must decline. Questions
 * with no word of their own are left out (see `namesNothing` in answer-question.ts).
 * Each distinct question is asked of every video while that stays under MAX_ROWS, else of the videos its
 * hash picks, so the file is the same on every run.
 */
export function buildOffTopicNegatives(videoUrls: readonly string[], otherQuestions: readonly string[]): EvalRow[] {
  // A question naming nothing ("what is this?") is not off-topic anywhere: every Vemo answers it from its opening.
  const questions = [
    ...new Set(
      otherQuestions.map((question) => question.trim()).filter((question) => questionWords(question).length > 0),
    ),
  ];
  const perQuestion = Math.max(1, Math.min(videoUrls.length, Math.floor(MAX_ROWS / Math.max(1, questions.length))));
  return questions.flatMap((question) => {
    const first = createHash("sha256").update(question).digest().readUInt32BE(0) % videoUrls.length;
    return Array.from({ length: perQuestion }, (_, i) => ({
      videoUrl: videoUrls[(first + i) % videoUrls.length]!,
      question,
      expectedStart: 0,
    }));
  });
}

/** Writes rows as a question CSV in the test runner's format (no expected moment: none exists). */
export async function writeQuestionCsv(file: string, rows: readonly EvalRow[]): Promise<void> {
  const records = rows.map((row) => ({
    video_url: row.videoUrl,
    question: row.question,
    expected_timestamp: 0,
    expected_answer_snippet: "",
  }));
  await writeFile(
    file,
    `${Papa.unparse(records, { newline: "\n", columns: ["video_url", "question", "expected_timestamp", "expected_answer_snippet"] })}\n`,
  );
}
