import { loadEvalSet } from "./packages/engine/src/cli/eval-data.ts";
import { createIndex } from "./packages/engine/src/indexing/create-index.ts";
import { answerQuestion } from "./packages/engine/src/answer/answer-question.ts";
import { getEngineProfile, loadWordLists } from "./packages/engine/src/index.ts";
await loadWordLists();
const set = await loadEvalSet("/tmp/tune65", "questions.csv");
const out: string[] = [];
for (const vemo of set.vemos.slice(0, 65)) {
  const index = createIndex(vemo.sources, getEngineProfile("production"));
  const urls = new Set(vemo.sources.map((s) => s.url));
  for (const row of set.rows.filter((r) => urls.has(r.videoUrl))) {
    const a = await answerQuestion(index, row.question);
    out.push(`${row.question}\t${a.answer}`);
  }
}
console.log(out.join("\n"));
