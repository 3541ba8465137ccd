import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { parseCaptions } from "../captions.ts";
import type { VideoSource } from "../types.ts";

export interface EvalRow {
  videoUrl: string;
  question: string;
  expectedStart: number;
}

export interface EvalSet {
  videos: VideoSource[];
  rows: EvalRow[];
}

type CsvRecord = Record<string, string | undefined>;

/** Loads a test-runner question CSV and the WebVTT transcripts that `videos.csv` maps to each video. */
export async function loadEvalSet(dir: string, questionsFile: string): Promise<EvalSet> {
  const videoRecords = await readCsv(path.join(dir, "videos.csv"), ["video_url", "transcript"]);
  const videos = await Promise.all(
    videoRecords.map(async (record): Promise<VideoSource> => {
      const file = path.join(dir, field(record, "transcript"));
      const cues = await parseCaptions(await readFile(file, "utf8"), file.endsWith(".srt") ? "srt" : "vtt");
      return { kind: "video", url: field(record, "video_url"), cues };
    }),
  );
  return { videos, rows: await loadQuestionRows(path.resolve(dir, questionsFile)) };
}

/** The rows of a question CSV in the test runner's format. */
export async function loadQuestionRows(file: string): Promise<EvalRow[]> {
  const records = await readCsv(file, ["video_url", "question", "expected_timestamp"]);
  return records.map((record) => ({
    videoUrl: field(record, "video_url"),
    question: field(record, "question"),
    expectedStart: Number(field(record, "expected_timestamp")),
  }));
}

async function readCsv(file: string, requiredColumns: string[]): Promise<CsvRecord[]> {
  const records = parse(await readFile(file, "utf8"), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as CsvRecord[];
  const missing = requiredColumns.filter((column) => records.length > 0 && !(column in records[0]!));
  if (missing.length > 0) throw new Error(`${file} lacks the column(s) ${missing.join(", ")}`);
  return records;
}

function field(record: CsvRecord, column: string): string {
  return (record[column] ?? "").trim();
}
