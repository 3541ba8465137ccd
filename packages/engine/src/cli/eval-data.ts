import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { parseCaptions } from "../captions.ts";
import type { PdfSource, Source, VideoSource, WebsiteSource } from "../types.ts";
import { readMarkdownSections, readPagedText } from "./eval-documents.ts";

export interface EvalRow {
  /** The video the answer is in; for a question answered by a document, any video of the Vemo. */
  videoUrl: string;
  question: string;
  /** The second the answering sentence starts; null when the answer lives only in the Vemo's documents. */
  expectedStart: number | null;
  /** A phrase the answer text must carry (`expected_fact`), when the set has that column. */
  expectedFact?: string;
  /** The answering sentence as the content says it (`expected_answer_snippet`), when the row has one. */
  expectedSnippet?: string;
}

/** The content of one Vemo of a set: its videos first, then its documents. */
export interface EvalVemo {
  name: string;
  sources: Source[];
}

export interface EvalSet {
  vemos: EvalVemo[];
  rows: EvalRow[];
}

export type CsvRecord = Record<string, string | undefined>;

/**
 * Loads a test-runner question CSV with the Vemos it is asked of: `videos.csv` maps each video to its WebVTT/SRT
 * transcript and, in an optional `vemo` column, to the Vemo it belongs to (a video without one is a Vemo of its
 * own); an optional `documents.csv` (`vemo,url,kind,file`) adds PDF pages and web pages to those Vemos.
 */
export async function loadEvalSet(dir: string, questionsFile: string): Promise<EvalSet> {
  const videoRecords = await readCsv(path.join(dir, "videos.csv"), ["video_url", "transcript"]);
  const vemos = new Map<string, Source[]>();
  for (const record of videoRecords) {
    const file = path.join(dir, field(record, "transcript"));
    const cues = await parseCaptions(await readFile(file, "utf8"), file.endsWith(".srt") ? "srt" : "vtt");
    const video: VideoSource = { kind: "video", url: field(record, "video_url"), cues };
    const name = field(record, "vemo") || video.url;
    vemos.set(name, [...(vemos.get(name) ?? []), video]);
  }
  for (const document of await loadDocuments(dir)) {
    const sources = vemos.get(document.vemo);
    if (!sources) throw new Error(`documents.csv names the Vemo "${document.vemo}", which no row of videos.csv has`);
    sources.push(document.source);
  }
  return {
    vemos: [...vemos].map(([name, sources]) => ({ name, sources })),
    rows: await loadQuestionRows(path.resolve(dir, questionsFile)),
  };
}

/** The rows of a question CSV in the test runner's format, with `expected_fact` when the file has that column. */
export async function loadQuestionRows(file: string): Promise<EvalRow[]> {
  const records = await readCsv(file, ["video_url", "question", "expected_timestamp"]);
  const hasFacts = records.length > 0 && "expected_fact" in records[0]!;
  return records.map((record, index) => {
    const line = `${path.basename(file)} row ${index + 2}`;
    const timestamp = field(record, "expected_timestamp");
    const expectedStart = timestamp === "" ? null : Number(timestamp);
    if (expectedStart !== null && !(expectedStart >= 0)) {
      throw new Error(`${line}: expected_timestamp "${timestamp}" is not a number of seconds`);
    }
    const snippet = field(record, "expected_answer_snippet");
    const row: EvalRow = {
      videoUrl: field(record, "video_url"),
      question: field(record, "question"),
      expectedStart,
      ...(snippet === "" ? {} : { expectedSnippet: snippet }),
    };
    if (!hasFacts) return row;
    const expectedFact = field(record, "expected_fact");
    if (expectedFact === "") throw new Error(`${line} has no expected_fact`);
    return { ...row, expectedFact };
  });
}

/** A tour's short name, as `--hold-out` lists take it: its first video's file name without extension. */
export function tourName(videoUrls: readonly string[], vemoName: string): string {
  return path.basename(videoUrls[0] ?? vemoName).replace(/\.\w+$/, "");
}

/** The tours a `--hold-out` list names. A name that is no tour's is an error: a misspelt name, or a Vemo's name in
 *  place of its tour's, would otherwise let a blind tour into what is learnt. */
export function heldOutTours(list: string, tours: Iterable<string>): Set<string> {
  const known = new Set(tours);
  const names = list.split(",").filter(Boolean);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`--hold-out names no tour: ${unknown.join(", ")}`);
  return new Set(names);
}

/** Every video of the set, in the order of `videos.csv`. */
export function setVideos(set: EvalSet): VideoSource[] {
  return set.vemos.flatMap((vemo) => vemo.sources.filter((source) => source.kind === "video"));
}

async function loadDocuments(dir: string): Promise<{ vemo: string; source: PdfSource | WebsiteSource }[]> {
  const file = path.join(dir, "documents.csv");
  const records = await readCsv(file, ["vemo", "url", "kind", "file"]).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  return Promise.all(
    records.map(async (record) => {
      const text = await readFile(path.join(dir, field(record, "file")), "utf8");
      const url = field(record, "url");
      const kind = field(record, "kind");
      if (kind === "pdf")
        return { vemo: field(record, "vemo"), source: { kind: "pdf", url, pages: readPagedText(text) } };
      if (kind === "web") {
        return { vemo: field(record, "vemo"), source: { kind: "website", url, sections: readMarkdownSections(text) } };
      }
      throw new Error(`documents.csv: kind "${kind}" of ${url} is neither pdf nor web`);
    }),
  );
}

/** A CSV file's rows by column name; a file lacking one of the required columns is refused. */
export async function readCsv(file: string, requiredColumns: string[]): Promise<CsvRecord[]> {
  const records = parse(await readFile(file, "utf8"), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as CsvRecord[];
  const missing = requiredColumns.filter((column) => records.length > 0 && !(column in records[0]!));
  if (missing.length > 0) throw new Error(`${file} lacks the column(s) ${missing.join(", ")}`);
  return records;
}

export function field(record: CsvRecord, column: string): string {
  return (record[column] ?? "").trim();
}
