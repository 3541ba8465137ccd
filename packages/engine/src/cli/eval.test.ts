import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEngineProfile } from "../profiles.ts";
import { loadEvalSet } from "./eval-data.ts";
import { runEval, summarise } from "./run-eval.ts";

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, "../../../..");
let dir: string;

const gardenVtt = `WEBVTT

00:00:01.000 --> 00:00:05.000
Welcome to the garden planner.

00:00:06.000 --> 00:00:12.000
To add a raised bed, drag it from the shapes panel.

00:00:40.000 --> 00:00:46.000
Watering schedules live in the calendar tab.
`;
const kitchenSrt = `1
00:00:02,000 --> 00:00:06,000
Preheat the oven to two hundred degrees.

2
00:00:30,000 --> 00:00:35,000
Knead the dough for ten minutes.
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vemo-eval-"));
  await writeFile(path.join(dir, "garden.vtt"), gardenVtt);
  await writeFile(path.join(dir, "kitchen.srt"), kitchenSrt);
  await writeFile(path.join(dir, "videos.csv"), "video_url,transcript\nhttps://v.example/garden,garden.vtt\nhttps://v.example/kitchen,kitchen.srt\n");
  await writeFile(
    path.join(dir, "questions.csv"),
    [
      "video_url,question,expected_timestamp,expected_answer_snippet",
      'https://v.example/garden,"How do I add a raised bed?",6,"To add a raised bed"',
      "https://v.example/garden,Where are watering schedules?,40,Watering",
      "https://v.example/kitchen,How long should I knead the dough?,30,Knead",
      "https://v.example/kitchen,What temperature for the oven?,90,wrong on purpose",
    ].join("\n"),
  );
  await writeFile(path.join(dir, "one.csv"), "video_url,question,expected_timestamp,expected_answer_snippet\nhttps://v.example/kitchen,knead dough,30,x\n");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("eval", () => {
  it("answers each row against its own video and summarises passes within 10 s", async () => {
    const results = await runEval(await loadEvalSet(dir, "questions.csv"), { pooled: false, profile: getEngineProfile() });
    expect(results.map((result) => result.passed)).toEqual([true, true, true, false]);
    expect(summarise(results)).toEqual({ total: 4, passed: 3, passRate: 0.75, medianErrorS: 0 });
  });

  it("pooled, passes a row only when the right video is chosen", async () => {
    const results = await runEval(await loadEvalSet(dir, "questions.csv"), { pooled: true, profile: getEngineProfile() });
    expect(results.map((result) => result.predictedUrl)).toEqual([
      "https://v.example/garden",
      "https://v.example/garden",
      "https://v.example/kitchen",
      "https://v.example/kitchen",
    ]);
    expect(summarise(results).passed).toBe(3);
  });

  it("prints per-row results and a JSON summary as its last line", async () => {
    const { stdout } = await run("npx", ["tsx", "packages/engine/src/cli/eval.ts", dir, "--questions", "one.csv", "--json", "--profile", "testing"], {
      cwd: repoRoot,
    });
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^PASS {2}expected 30\.0 s, got 30\.0 s {2}knead dough$/);
    expect(lines.at(-1)).toBe('{"total":1,"passed":1,"passRate":1,"medianErrorS":0}');
  });

  it("prints the plain summary line by default", async () => {
    const { stdout } = await run("npx", ["tsx", "packages/engine/src/cli/eval.ts", path.relative(repoRoot, dir)], { cwd: repoRoot });
    expect(stdout.trim().split("\n").at(-1)).toBe("passed 3 of 4 (75.0%), median error 0 s");
  });
});
