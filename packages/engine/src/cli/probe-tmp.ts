import { answerQuestion } from "../answer/answer-question.ts";
import { answeringSentence } from "../answer/tour-answer.ts";
import { probeDoing } from "../answer/asked-things.ts";
import { createIndex, type VemoIndex } from "../indexing/create-index.ts";
import { getEngineProfile } from "../profiles.ts";
import { loadEvalSet, loadQuestionRows } from "./eval-data.ts";
import { score } from "./run-eval.ts";

const dir = process.argv[2]!;
const profile = getEngineProfile("production");
const set = await loadEvalSet(dir, "questions.csv");
const negatives = await loadQuestionRows(`${dir}/negatives.csv`);
const vemoOf = new Map(set.vemos.flatMap((v) => v.sources.filter((s) => s.kind === "video").map((s) => [s.url, v] as const)));
const indexes = new Map<string, VemoIndex>();
for (const [rows, neg] of [[set.rows, false], [negatives, true]] as const) {
  for (const row of rows) {
    const vemo = vemoOf.get(row.videoUrl)!;
    let index = indexes.get(vemo.name);
    if (!index) indexes.set(vemo.name, (index = createIndex(vemo.sources, profile)));
    const answer = await answerQuestion(index, row.question);
    const r = score(row, vemo, answer);
    if (r.declined) continue;
    const a = answeringSentence(index, row.question);
    if (!a) continue;
    const p = probeDoing(index, row.question, a.sentence);
    if (!p) continue;
    const label = neg ? "OFFTOPIC" : r.right ? "RIGHT" : "WRONG";
    console.log([label, r.half, p.verb, p.verbSaid ? "V" : "-", p.headSaid === undefined ? "?" : p.headSaid ? "H" : "-", p.anySaid ? "A" : "-", `[${p.object}]`, row.question, "=>", a.sentence.text.slice(0, 120)].join("\t"));
  }
}
