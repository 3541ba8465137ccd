// What automatic captions cost: every punctuated tour of a set rewritten as YouTube's automatic captions.
//   npm run auto-captions -- SET_DIR [--out DIR] [--numbers words|digits]
//     [--cues rolling|lines] [--leave-out NAME[,NAME…]]
// writes DIR/original (the set's Vemos with a punctuated video, as they are) and DIR/automatic (the same Vemos, each
// punctuated video as automatic captions, each question's moment moved to its answering sentence's first word), then
// prints how many of the original's sentence boundaries the engine's rebuilt sentences recover. Score both with
// `npm run eval -- DIR/original --negatives DIR/original/negatives.csv` (and the same for DIR/automatic).
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Papa from "papaparse";
import { parseCaptions } from "../captions.ts";
import { isAutomaticCaptions, rebuildSentences } from "../indexing/caption-sentences.ts";
import { toTranscriptLines } from "../indexing/transcript-lines.ts";
import type { TranscriptCue } from "../types.ts";
import {
  ENDS_SENTENCE,
  captionCues,
  movedMoment,
  scoreBoundaries,
  spokenWords,
  toWebVtt,
  type BoundaryScore,
  type CueStyle,
  type NumberStyle,
  type SpokenWord,
} from "./auto-caption-tours.ts";
import { readCsv, type CsvRecord } from "./eval-data.ts";

const USAGE =
  "usage: npm run auto-captions -- SET_DIR [--out DIR] [--numbers words|digits] " +
  "[--cues rolling|lines] [--leave-out NAME[,NAME…]]";

interface Video {
  record: CsvRecord;
  url: string;
  name: string;
  vemo: string;
  lines: TranscriptCue[];
  /** The video as automatic captions, when it was punctuated. */
  converted?: { words: SpokenWord[]; vtt: string; style: string; score: BoundaryScore };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: "string", default: path.join(tmpdir(), "vemo-auto-captions") },
      numbers: { type: "string", default: "words" },
      cues: { type: "string", default: "rolling" },
      "leave-out": { type: "string", default: "" },
    },
  });
  const numbers = values.numbers as NumberStyle;
  const cueStyle = values.cues as CueStyle;
  if (positionals.length !== 1 || !["words", "digits"].includes(numbers) || !["rolling", "lines"].includes(cueStyle))
    throw new Error(USAGE);
  const dir = path.resolve(process.cwd(), positionals[0]!);
  const out = path.resolve(process.cwd(), values.out);
  if (path.relative(dir, out) === "" || !path.relative(dir, out).startsWith("..")) {
    throw new Error(`--out ${out} is inside the set: the converted tours are written outside it`);
  }
  const leftOut = new Set(values["leave-out"].split(",").filter(Boolean));

  const videos: Video[] = [];
  for (const record of await readCsv(path.join(dir, "videos.csv"), ["video_url", "transcript"])) {
    const file = path.join(dir, record.transcript!);
    const cues = await parseCaptions(await readFile(file, "utf8"), file.endsWith(".srt") ? "srt" : "vtt");
    const url = record.video_url!;
    const name = path.basename(url).replace(/\.[^.]*$/, "");
    videos.push({ record, url, name, vemo: record.vemo || url, lines: toTranscriptLines(cues) });
  }
  const leftOutVemos = new Set(videos.filter((video) => leftOut.has(video.name)).map((video) => video.vemo));
  const kept = videos.filter(
    (video) =>
      !leftOutVemos.has(video.vemo) &&
      videos.some((other) => other.vemo === video.vemo && !isAutomaticCaptions(other.lines)),
  );
  for (const video of kept) {
    if (isAutomaticCaptions(video.lines)) continue;
    const words = spokenWords(video.lines, numbers);
    const vtt = toWebVtt(captionCues(words, cueStyle));
    const lines = toTranscriptLines(await parseCaptions(vtt, "vtt"));
    if (!isAutomaticCaptions(lines)) throw new Error(`${video.name}: its conversion does not read as automatic`);
    const score = scoreBoundaries(words, rebuildSentences(lines));
    video.converted = { words, vtt, style: originalStyle(video.lines), score };
  }

  for (const version of ["original", "automatic"] as const) {
    const target = path.join(out, version);
    await rm(target, { recursive: true, force: true });
    await mkdir(path.join(target, "transcripts"), { recursive: true });
    for (const video of kept) {
      const file = path.join(target, video.record.transcript!);
      if (version === "automatic" && video.converted) {
        await writeFile(file.replace(/\.[^.]*$/, ".vtt"), video.converted.vtt);
      } else {
        await copyFile(path.join(dir, video.record.transcript!), file);
      }
    }
    const videoRecords = kept.map((video) => ({
      ...video.record,
      transcript:
        version === "automatic" && video.converted
          ? video.record.transcript!.replace(/\.[^.]*$/, ".vtt")
          : video.record.transcript!,
    }));
    await writeCsv(path.join(target, "videos.csv"), videoRecords);
    await copyDocuments(dir, target, new Set(kept.map((video) => video.vemo)));
  }

  const byUrl = new Map(kept.map((video) => [video.url, video]));
  const questions = (
    await readCsv(path.join(dir, "questions.csv"), ["video_url", "question", "expected_timestamp"])
  ).filter((row) => byUrl.has(row.video_url!));
  let moved = 0;
  let notFound = 0;
  const convertedQuestions = questions.map((row) => {
    const converted = byUrl.get(row.video_url!)!.converted;
    if (!converted || row.expected_timestamp === "") return row;
    const { moment, found } = movedMoment(
      converted.words,
      row.expected_answer_snippet ?? "",
      Number(row.expected_timestamp),
    );
    moved++;
    if (!found) notFound++;
    return { ...row, expected_timestamp: moment.toFixed(2) };
  });
  await writeCsv(path.join(out, "original", "questions.csv"), questions);
  await writeCsv(path.join(out, "automatic", "questions.csv"), convertedQuestions);
  const negatives = await readCsv(path.join(dir, "negatives.csv"), ["video_url", "question"]).catch(() => []);
  for (const version of ["original", "automatic"])
    await writeCsv(
      path.join(out, version, "negatives.csv"),
      negatives.filter((row) => byUrl.has(row.video_url!)),
    );

  const converted = kept.filter((video) => video.converted);
  console.log(
    `${converted.length} punctuated videos as automatic captions (numbers as ${numbers}, ${cueStyle} cues) in ${out}/automatic, ` +
      `their originals in ${out}/original; ${questions.length} questions, ${moved} moments moved ` +
      `(${notFound} by the nearest sentence: the snippet is not in the video)`,
  );
  console.log("\nsentence boundaries recovered (precision, recall against the original's punctuation):");
  for (const video of converted)
    console.log(`  ${describeScore(video.converted!.score)}  ${video.converted!.style.padEnd(24)}  ${video.name}`);
  const styles = [...new Set(converted.map((video) => video.converted!.style))];
  console.log("");
  for (const style of styles)
    console.log(`  ${describeScore(sum(converted.filter((video) => video.converted!.style === style)))}  ${style}`);
  console.log(`  ${describeScore(sum(converted))}  all`);
}

/** How the original is cut into cues: a sentence a cue, several, or cut mid-sentence. */
function originalStyle(lines: TranscriptCue[]): string {
  const ends = lines.filter((line) => ENDS_SENTENCE.test(line.text) || !/\p{Ll}/u.test(line.text)).length;
  if (ends < 0.8 * lines.length) return "cut mid-sentence";
  const sentences = lines.reduce((count, line) => count + (line.text.match(/[.!?…](?:\s|$)/g)?.length ?? 0), 0);
  return sentences >= 1.5 * lines.length ? "several sentences a cue" : "one sentence a cue";
}

function sum(videos: Video[]): BoundaryScore {
  return videos.reduce(
    (total, video) => ({
      truth: total.truth + video.converted!.score.truth,
      found: total.found + video.converted!.score.found,
      hits: total.hits + video.converted!.score.hits,
    }),
    { truth: 0, found: 0, hits: 0 },
  );
}

function describeScore({ truth, found, hits }: BoundaryScore): string {
  const precision = hits / Math.max(1, found);
  const recall = hits / Math.max(1, truth);
  const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
  const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`.padStart(6);
  return `P ${percent(precision)}  R ${percent(recall)}  F1 ${percent(f1)}  (${hits} of ${found} found, ${truth} true)`;
}

async function copyDocuments(dir: string, target: string, vemos: Set<string>): Promise<void> {
  const documents = await readCsv(path.join(dir, "documents.csv"), ["vemo", "url", "kind", "file"]).catch(() => []);
  const keptDocuments = documents.filter((document) => vemos.has(document.vemo!));
  for (const document of keptDocuments) {
    await mkdir(path.dirname(path.join(target, document.file!)), { recursive: true });
    await copyFile(path.join(dir, document.file!), path.join(target, document.file!));
  }
  await writeCsv(path.join(target, "documents.csv"), keptDocuments, ["vemo", "url", "kind", "file"]);
}

async function writeCsv(file: string, records: CsvRecord[], columns?: string[]): Promise<void> {
  await writeFile(file, `${Papa.unparse(records, { newline: "\n", ...(columns ? { columns } : {}) })}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
