import path from "node:path";
import type { LexicalBridgeFile, LexicalBridgeTable } from "../text/lexical-bridge.ts";
import { passageTerms, questionWords, stemWord } from "../text/tokens.ts";
import { field, readCsv, tourName } from "./eval-data.ts";

/** A buyer's question and the sentence that answers it, as stems, and the tour it was asked of. */
export interface QuestionAnswerPair {
  tour: string;
  question: string[];
  answer: string[];
}

/** How the bridge is learnt and pruned. */
interface BridgeLearning {
  /** EM iterations of IBM Model 1. */
  iterations: number;
  /** A pair is kept only when this many different tours ask with the one word and answer with the other. */
  minTours: number;
  /** …and its probability is at least this. */
  minProbability: number;
  /** The most translations kept for a question stem. */
  perStem: number;
}

const BRIDGE_LEARNING: BridgeLearning = { iterations: 10, minTours: 3, minProbability: 0.05, perStem: 5 };

// The empty word of IBM Model 1: an answer's words no question word explains ("the", a tour's own topic words).
const NULL_WORD = "";

/**
 * A set's questions paired with their `expected_answer_snippet`, each named by its tour (`tourName`; a Vemo is
 * `videos.csv`'s `vemo`, else its one video).
 */
export async function questionAnswerPairs(dir: string, questionsFile = "questions.csv"): Promise<QuestionAnswerPair[]> {
  const videosOfVemo = new Map<string, string[]>();
  for (const video of await readCsv(path.join(dir, "videos.csv"), ["video_url"])) {
    const vemo = field(video, "vemo") || field(video, "video_url");
    videosOfVemo.set(vemo, [...(videosOfVemo.get(vemo) ?? []), field(video, "video_url")]);
  }
  const vemoOfVideo = new Map(
    [...videosOfVemo].flatMap(([vemo, urls]) => urls.map((url) => [url, tourName(urls, vemo)] as const)),
  );
  const records = await readCsv(path.resolve(dir, questionsFile), ["video_url", "question", "expected_answer_snippet"]);
  return records.map((record) => ({
    tour: vemoOfVideo.get(field(record, "video_url")) ?? field(record, "video_url"),
    question: [...new Set(questionWords(field(record, "question")).map(stemWord))],
    answer: [...new Set(passageTerms(field(record, "expected_answer_snippet")))],
  }));
}

/**
 * IBM Model 1 translation probabilities P(answer stem | question stem), learnt by EM from question/answer pairs (with
 * an empty question word that explains the answer's other words), then kept only for pairs of different stems that
 * `minTours` different tours use, of probability `minProbability` or more, the `perStem` most probable per stem.
 */
export function learnBridge(pairs: readonly QuestionAnswerPair[], learning = BRIDGE_LEARNING): LexicalBridgeTable {
  // t[q][a], started uniform over the pairs that ever co-occur.
  const t = new Map<string, Map<string, number>>();
  const answerWords = new Set(pairs.flatMap((pair) => pair.answer));
  const sources = (pair: QuestionAnswerPair) => [NULL_WORD, ...pair.question];
  for (const pair of pairs)
    for (const q of sources(pair)) {
      const row = t.get(q) ?? new Map<string, number>();
      for (const a of pair.answer) row.set(a, 1 / answerWords.size);
      t.set(q, row);
    }
  for (let iteration = 0; iteration < learning.iterations; iteration++) {
    const counts = new Map<string, Map<string, number>>();
    for (const pair of pairs) {
      const from = sources(pair);
      for (const a of pair.answer) {
        const total = from.reduce((sum, q) => sum + t.get(q)!.get(a)!, 0);
        for (const q of from) {
          const row = counts.get(q) ?? new Map<string, number>();
          row.set(a, (row.get(a) ?? 0) + t.get(q)!.get(a)! / total);
          counts.set(q, row);
        }
      }
    }
    for (const [q, row] of counts) {
      const total = [...row.values()].reduce((sum, count) => sum + count, 0);
      t.set(q, new Map([...row].map(([a, count]) => [a, count / total])));
    }
  }
  const tours = new Map<string, Set<string>>();
  for (const pair of pairs)
    for (const q of pair.question)
      for (const a of pair.answer) {
        const key = `${q} ${a}`;
        tours.set(key, (tours.get(key) ?? new Set()).add(pair.tour));
      }
  const bridge: LexicalBridgeTable = {};
  for (const q of [...t.keys()].sort()) {
    if (q === NULL_WORD) continue;
    const kept = [...t.get(q)!]
      .filter(
        ([a, p]) => a !== q && p >= learning.minProbability && (tours.get(`${q} ${a}`)?.size ?? 0) >= learning.minTours,
      )
      .sort(([a1, p1], [a2, p2]) => p2 - p1 || a1.localeCompare(a2))
      .slice(0, learning.perStem)
      .map(([a, p]): [string, number] => [a, Math.round(p * 1000) / 1000]);
    if (kept.length > 0) bridge[q] = kept;
  }
  return bridge;
}

/** The bridge learnt on the pairs of some tours, in its file form: one line per question stem, so a change reads as a diff. */
export function bridgeFileText(pairs: readonly QuestionAnswerPair[], tours: ReadonlySet<string>): string {
  const file: LexicalBridgeFile = {
    tours: [...tours].sort(),
    bridge: learnBridge(pairs.filter((pair) => tours.has(pair.tour))),
  };
  const entries = Object.entries(file.bridge).map(
    ([stem, translations]) => `    ${JSON.stringify(stem)}: ${JSON.stringify(translations)}`,
  );
  return `{\n  "tours": ${JSON.stringify(file.tours)},\n  "bridge": {\n${entries.join(",\n")}\n  }\n}\n`;
}
