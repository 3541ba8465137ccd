import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEngineProfile } from "../profiles.ts";
import { heldOutTours, loadEvalSet, tourName } from "./eval-data.ts";
import { videoHalf } from "./halves.ts";
import { byHalf, isExpectedMoment, runEval, score, summarise, summariseNegatives } from "./run-eval.ts";
import type { Answer } from "../answer/answer-question.ts";
import { NOT_FOUND_ANSWER } from "../answer/extractive-answer.ts";
import type { EvalVemo } from "./eval-data.ts";

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
00:00:24,000 --> 00:00:29,000
Knead the dough for ten minutes.
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vemo-eval-"));
  await writeFile(path.join(dir, "garden.vtt"), gardenVtt);
  await writeFile(path.join(dir, "kitchen.srt"), kitchenSrt);
  await writeFile(
    path.join(dir, "videos.csv"),
    "video_url,transcript\nhttps://v.example/garden,garden.vtt\nhttps://v.example/kitchen,kitchen.srt\n",
  );
  await writeFile(
    path.join(dir, "questions.csv"),
    [
      "video_url,question,expected_timestamp,expected_answer_snippet",
      'https://v.example/garden,"How do I add a raised bed?",6,"To add a raised bed"',
      "https://v.example/garden,Where are watering schedules?,40,Watering",
      "https://v.example/kitchen,How long should I knead the dough?,24,Knead",
      "https://v.example/kitchen,What temperature for the oven?,90,wrong on purpose",
    ].join("\n"),
  );
  await writeFile(
    path.join(dir, "one.csv"),
    "video_url,question,expected_timestamp,expected_answer_snippet\nhttps://v.example/kitchen,knead dough,24,x\n",
  );
  await writeFile(
    path.join(dir, "off-topic.csv"),
    [
      "video_url,question,expected_timestamp,expected_answer_snippet",
      "https://v.example/garden,How do I change a car tyre?,0,",
      "https://v.example/kitchen,What is the interest rate of a savings account?,0,",
      "https://v.example/kitchen,How long do I knead the dough?,0,",
    ].join("\n"),
  );
  await mkdir(path.join(dir, "other"));
  await writeFile(
    path.join(dir, "other", "questions.csv"),
    "video_url,question,expected_timestamp,expected_answer_snippet\nhttps://o.example/car,How do I change a car tyre?,5,\nhttps://o.example/car,How do I check the tyre pressure?,9,\nhttps://o.example/car,What is this?,12,\n",
  );
});

let tourDir: string;

beforeAll(async () => {
  tourDir = path.join(dir, "tour");
  await mkdir(tourDir);
  for (const [name, text] of Object.entries(tourFiles)) await writeFile(path.join(tourDir, name), text);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// A sales tour: one Vemo of two videos and a pricing sheet, beside a Vemo of one video.
const acmeOne = "https://t.example/acme-part-1"; // half a
const acmeTwo = "https://t.example/acme-part-2"; // half b on its own, but in its Vemo's half a
const kettle = "https://t.example/kettle"; // half b
const tourFiles: Record<string, string> = {
  "videos.csv": `video_url,transcript,vemo\n${acmeOne},acme-1.vtt,acme\n${acmeTwo},acme-2.vtt,acme\n${kettle},kettle.vtt,\n`,
  "documents.csv": "vemo,url,kind,file\nacme,https://t.example/acme-pricing.pdf,pdf,acme-pricing.txt\n",
  "acme-1.vtt":
    "WEBVTT\n\n00:00:01.000 --> 00:00:07.000\nWelcome to Acme, the shared inbox for support teams.\n\n" +
    "00:00:08.000 --> 00:00:14.000\nSetting up the inbox takes about ten minutes.\n",
  "acme-2.vtt":
    "WEBVTT\n\n00:00:02.000 --> 00:00:09.000\nSaved replies let agents answer a common question in one click.\n",
  "kettle.vtt": "WEBVTT\n\n00:00:03.000 --> 00:00:09.000\nThe kettle boils a litre of water in ninety seconds.\n",
  "acme-pricing.txt":
    "--- page 1 ---\nAcme pricing\n\nThe Team plan costs $29.90 per agent per month.\n" +
    "--- page 2 ---\nMailbox data is encrypted at rest and stored in Frankfurt.\n",
  "questions.csv": [
    "video_url,question,expected_timestamp,expected_answer_snippet,expected_fact",
    `${acmeOne},How long does setting up the inbox take?,8,Setting up the inbox takes about ten minutes.,10 minutes`,
    `${acmeTwo},What do saved replies let agents do?,2,,one click`,
    `${acmeOne},Is mailbox data encrypted at rest?,,,Frankfurt`,
    `${kettle},How fast does the kettle boil a litre of water?,3,The kettle boils a litre of water in ninety seconds.,purple`,
  ].join("\n"),
};

const answerAt = (
  video_url: string | null,
  start: number,
  answer = "Setting up the inbox takes about ten minutes.",
): Answer => ({
  answer,
  video_url,
  start,
  sources: video_url ? [{ source_type: "video", url: video_url, start_timestamp: start }] : [],
});
const acme: EvalVemo = {
  name: "acme",
  sources: [
    { kind: "video", url: acmeOne, cues: [] },
    { kind: "video", url: acmeTwo, cues: [] },
  ],
};

describe("a hold-out list", () => {
  const tours = [tourName(["https://tours.example/kettlewise-demo.mp4"], "kettlewise"), "ropeyard-tour"];

  it("names tours by their first video's file name", () => {
    expect(heldOutTours("kettlewise-demo,ropeyard-tour", tours)).toEqual(new Set(tours));
  });

  it("refuses a name that is no tour's, such as the Vemo's name in place of its tour's", () => {
    expect(() => heldOutTours("kettlewise,ropeyard-tour", tours)).toThrow("--hold-out names no tour: kettlewise");
  });
});

describe("scoring a row", () => {
  const row = { videoUrl: acmeOne, question: "How long is setup?", expectedStart: 8, expectedFact: "10 minutes" };

  it("is right when the moment is within 10 s and the answer carries the fact", () => {
    expect(score(row, acme, answerAt(acmeOne, 17))).toMatchObject({ passed: true, factPresent: true, right: true });
  });

  it("is wrong when the answer lacks the fact, at the right moment or not", () => {
    const withoutFact = answerAt(acmeOne, 8, "Welcome to Acme, the shared inbox for support teams.");
    expect(score(row, acme, withoutFact)).toMatchObject({ passed: true, factPresent: false, right: false });
    expect(score(row, acme, answerAt(acmeOne, 19))).toMatchObject({ passed: false, factPresent: true, right: false });
    expect(score(row, acme, answerAt(acmeTwo, 8))).toMatchObject({ passed: false, errorSeconds: 36_000, right: false });
  });

  it("is right for an answer from a document only when the player is left where it is", () => {
    const documentRow = { ...row, expectedStart: null, expectedFact: "$29.90" };
    const fromPdf = answerAt(null, 0, "The Team plan costs twenty nine dollars ninety per agent per month.");
    expect(score(documentRow, acme, fromPdf)).toMatchObject({ passed: true, errorSeconds: 0, right: true });
    const moved = { ...fromPdf, video_url: acmeOne, start: 8 };
    expect(score(documentRow, acme, moved)).toMatchObject({ passed: false, errorSeconds: 36_000, right: false });
    const declined = answerAt(null, 0, NOT_FOUND_ANSWER);
    expect(score(documentRow, acme, declined)).toMatchObject({ passed: false, declined: true, right: false });
  });

  it("has no fact figures when the set has no facts, and counts an answer under five words as short", () => {
    const { expectedFact: _, ...withoutFact } = row;
    expect(score(withoutFact, acme, answerAt(acmeOne, 8, "Next, integrations."))).toMatchObject({
      passed: true,
      factPresent: null,
      right: null,
      short: true,
    });
    expect(score(row, acme, answerAt(null, 0, NOT_FOUND_ANSWER))).toMatchObject({ short: false, factPresent: false });
  });

  it("puts every row of a Vemo in the half of its first video", () => {
    const results = [score({ ...row, videoUrl: acmeTwo }, acme, answerAt(acmeTwo, 8))];
    expect(byHalf(results)).toEqual({ a: results, b: [] });
  });

  it("summarises fact present and right beside the pass rate", () => {
    const results = [
      score(row, acme, answerAt(acmeOne, 8)),
      score(row, acme, answerAt(acmeOne, 30)),
      score(row, acme, answerAt(acmeOne, 8, "It is quick.")),
    ];
    expect(summarise(results)).toMatchObject({
      total: 3,
      passed: 2,
      factPresent: 2,
      factPresentRate: 0.6667,
      right: 1,
      rightRate: 0.3333,
      shortAnswers: 1,
    });
  });
});

const jsonSummary = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!);

// The command-line tests start a process each, which takes a few seconds on a busy machine.
describe("eval", { timeout: 30_000 }, () => {
  it("answers each row against its own video and summarises passes within 10 s", async () => {
    const results = await runEval(await loadEvalSet(dir, "questions.csv"), {
      pooled: false,
      profile: getEngineProfile(),
    });
    expect(results.map((result) => result.passed)).toEqual([true, true, true, false]);
    expect(summarise(results)).toEqual({
      total: 4,
      passed: 3,
      passRate: 0.75,
      medianErrorS: 0,
      passedTop3: 3,
      passRateTop3: 0.75,
      declined: 0,
      falseDeclineRate: 0,
      shortAnswers: 0,
    });
  });

  it("passes a row on its top 3 when any cited moment of its video is within 10 s", async () => {
    const set = await loadEvalSet(dir, "questions.csv");
    const [row] = await runEval(
      { ...set, rows: [{ videoUrl: "https://v.example/kitchen", question: "oven dough", expectedStart: 24 }] },
      {
        pooled: false,
        profile: getEngineProfile(),
      },
    );
    expect(row).toMatchObject({ predictedStart: 2, passed: false, passedTop3: true });
  });

  it("pooled, passes a row only when the right video is chosen", async () => {
    const results = await runEval(await loadEvalSet(dir, "questions.csv"), {
      pooled: true,
      profile: getEngineProfile(),
    });
    expect(results.map((result) => result.predictedUrl)).toEqual([
      "https://v.example/garden",
      "https://v.example/garden",
      "https://v.example/kitchen",
      "https://v.example/kitchen",
    ]);
    expect(summarise(results).passed).toBe(3);
  });

  it("counts the questions a video does not cover that were declined", async () => {
    const set = await loadEvalSet(dir, "off-topic.csv");
    expect(summariseNegatives(await runEval(set, { pooled: false, profile: getEngineProfile() }))).toEqual({
      negativesTotal: 3,
      negativesDeclined: 2,
      declineRate: 0.6667,
    });
  });

  it("prints per-row results and a JSON summary with each half's figures as its last line", async () => {
    const { stdout } = await run(
      "npx",
      ["tsx", "packages/engine/src/cli/eval.ts", dir, "--questions", "one.csv", "--json", "--profile", "testing"],
      {
        cwd: repoRoot,
      },
    );
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^PASS {2}expected 24\.0 s, got 24\.0 s {2}knead dough$/);
    const summary = jsonSummary(stdout);
    expect(summary).toMatchObject({
      total: 1,
      passed: 1,
      passRate: 1,
      medianErrorS: 0,
      passedTop3: 1,
      passRateTop3: 1,
      declined: 0,
    });
    const kitchenHalf = videoHalf("https://v.example/kitchen");
    expect(summary.halves[kitchenHalf]).toMatchObject({ total: 1, passed: 1 });
    expect(summary.halves[kitchenHalf === "a" ? "b" : "a"]).toMatchObject({ total: 0, passed: 0 });
  });

  it("adds the decline rate of a negatives file", async () => {
    const { stdout } = await run(
      "npx",
      ["tsx", "packages/engine/src/cli/eval.ts", dir, "--negatives", path.join(dir, "off-topic.csv"), "--json"],
      {
        cwd: repoRoot,
      },
    );
    expect(stdout).toContain(
      'OFF-TOPIC ANSWERED  got 24.0 s  How long do I knead the dough?\n      answer: "Knead the dough for ten minutes."',
    );
    expect(jsonSummary(stdout)).toMatchObject({
      total: 4,
      falseDeclineRate: 0,
      negativesTotal: 3,
      negativesDeclined: 2,
      declineRate: 0.6667,
    });
  });

  it("builds off-topic negatives from another set's questions naming something, asked of each of this set's videos", async () => {
    const out = path.join(dir, "negatives.csv");
    const { stdout } = await run(
      "npx",
      [
        "tsx",
        "packages/engine/src/cli/eval.ts",
        dir,
        "--negatives-from",
        path.join(dir, "other"),
        "--negatives-out",
        out,
        "--json",
      ],
      {
        cwd: repoRoot,
      },
    );
    const written = (await readFile(out, "utf8")).trim().split("\n");
    expect(written[0]).toBe("video_url,question,expected_timestamp,expected_answer_snippet");
    expect(written.slice(1).sort()).toEqual([
      "https://v.example/garden,How do I change a car tyre?,0,",
      "https://v.example/garden,How do I check the tyre pressure?,0,",
      "https://v.example/kitchen,How do I change a car tyre?,0,",
      "https://v.example/kitchen,How do I check the tyre pressure?,0,",
    ]);
    expect(jsonSummary(stdout)).toMatchObject({ negativesTotal: 4, negativesDeclined: 4, declineRate: 1 });
  });

  it("prints each half and the plain summary line by default", async () => {
    const { stdout } = await run("npx", ["tsx", "packages/engine/src/cli/eval.ts", path.relative(repoRoot, dir)], {
      cwd: repoRoot,
    });
    const lines = stdout.trim().split("\n");
    expect(lines.at(-1)).toBe(
      "passed 3 of 4 (75.0%), median error 0 s; top 3: 3 (75.0%); declined 0 (0.0%); answers under 5 words 0",
    );
    expect(lines.at(-3)).toMatch(/^half a: passed \d of \d/);
    expect(lines.at(-2)).toMatch(/^half b: passed \d of \d/);
  });

  it("adds a line for the rows of a part's videos, answered as members of the whole set", async () => {
    const part = path.join(dir, "part");
    await mkdir(part, { recursive: true });
    await writeFile(path.join(part, "videos.csv"), "video_url,transcript\nhttps://v.example/kitchen,kitchen.srt\n");
    const { stdout } = await run(
      "npx",
      ["tsx", "packages/engine/src/cli/eval.ts", path.relative(repoRoot, dir), "--part", path.relative(repoRoot, part)],
      { cwd: repoRoot },
    );
    expect(stdout.trim().split("\n").at(-1)).toBe(
      "part part: passed 1 of 2 (50.0%), median error 44 s; top 3: 1 (50.0%); declined 0 (0.0%); answers under 5 words 0",
    );
  });

  it("asks a sales tour's questions of its whole Vemo, videos and documents, and prints why a row is not right", async () => {
    const { stdout } = await run("npx", ["tsx", "packages/engine/src/cli/eval.ts", tourDir], { cwd: repoRoot });
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toBe("PASS  RIGHT  FACT yes  expected 8.0 s, got 8.0 s  How long does setting up the inbox take?");
    expect(lines[1]).toBe("PASS  RIGHT  FACT yes  expected 2.0 s, got 2.0 s  What do saved replies let agents do?");
    expect(lines[2]).toMatch(/^(PASS|FAIL) {2}(RIGHT|WRONG) {2}FACT (yes|no ) {2}expected no video moment, got /);
    const kettleRow = lines.indexOf(
      "PASS  WRONG  FACT no   expected 3.0 s, got 3.0 s  How fast does the kettle boil a litre of water?",
    );
    expect(lines[kettleRow + 1]).toBe(
      '      fact "purple"; answer: "The kettle boils a litre of water in ninety seconds."',
    );
    // A row whose own snippet lacks its fact is named as a slip in the set; one whose snippet carries it is not.
    expect(lines.filter((line) => line.startsWith("DATA"))).toEqual([
      'DATA  the snippet does not carry the fact "purple"  How fast does the kettle boil a litre of water?',
    ]);
    expect(lines.at(-4)).toMatch(/^profile production: 2 Vemos, 3 videos, 4 questions in /);
    expect(lines.at(-3)).toMatch(/^half a: passed \d of 3 .*; right \d \(.*\); answers under 5 words 0$/);
    expect(lines.at(-2)).toMatch(
      /^half b: passed 1 of 1 .*; fact present 0 \(0\.0%\); right 0 \(0\.0%\); answers under 5 words 0$/,
    );
  });
});

describe("the ranked candidates of a row (--ranked)", { timeout: 20_000 }, () => {
  // A sales tour: its questions are answered by the best of its sentences, ranked by the learnt score.
  const vemo: EvalVemo = {
    name: "deskly",
    sources: [
      {
        kind: "video",
        url: "https://t.example/deskly",
        cues: [
          { start: 0, end: 6, text: "Hi, I'm Theo, and this is Deskly, desk booking for hybrid offices." },
          { start: 6, end: 12, text: "Setup takes under an hour, and Deskly connects to Slack and Microsoft Teams." },
          { start: 12, end: 18, text: "Your team books a desk from the app and sees who else is in that day." },
          {
            start: 18,
            end: 24,
            text: "Pricing is four dollars per desk per month, and the free trial lasts thirty days.",
          },
          { start: 24, end: 30, text: "Our support team answers by chat and phone on weekdays." },
        ],
      },
    ],
  };
  const row = {
    videoUrl: "https://t.example/deskly",
    question: "How much does booking a desk cost?",
    expectedStart: 18,
  };

  it("keeps a sales tour's candidates in the learnt order, the answer's sentence first", async () => {
    const profile = getEngineProfile("production");
    const [result] = await runEval({ vemos: [vemo], rows: [row] }, { pooled: false, profile, ranked: true });
    expect(result!.ranked!.length).toBeGreaterThan(1);
    expect(result!.ranked![0]!.sentence.start).toBe(result!.predictedStart);
    expect(result!.ranked![0]!.sentence.text).toMatch(/^Pricing is four dollars per desk/);
    expect(isExpectedMoment(row, result!.ranked![0]!.sentence)).toBe(true);
    const [plain] = await runEval({ vemos: [vemo], rows: [row] }, { pooled: false, profile });
    expect(plain!.ranked).toBeUndefined();
  });
});
