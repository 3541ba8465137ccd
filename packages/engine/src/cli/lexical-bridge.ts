// Learns the lexical bridge (`text/lexical-bridge.ts`) from a set's questions and their answering sentences, on every
// tour of the set but those held out, and from the written pairs of `bridge-pairs/*.csv` (each product a tour):
//
//   npm run lexical-bridge -w @vemo/engine -- DIR [--hold-out NAME[,NAME…]] [--out FILE] [--top N]
//
// writes the file (to stdout without --out) and prints the N most probable pairs to stderr. The engine's own is
// learnt on the own set's tuning tours (see the engine README, "Twentieth round"); a test checks it is regenerated so.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { bridgeFileText, bridgePairs, isWrittenPair, learnBridgeFile } from "./bridge-learning.ts";
import { heldOutTours } from "./eval-data.ts";

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "hold-out": { type: "string", default: "" },
      out: { type: "string" },
      top: { type: "string", default: "40" },
    },
  });
  if (positionals.length !== 1)
    throw new Error(
      "usage: npm run lexical-bridge -w @vemo/engine -- DIR [--hold-out NAME[,NAME…]] [--out FILE] [--top N]",
    );
  const pairs = await bridgePairs(path.resolve(process.cwd(), positionals[0]!));
  const heldOut = heldOutTours(
    values["hold-out"],
    pairs.map((pair) => pair.tour),
  );
  const tours = new Set(pairs.map((pair) => pair.tour).filter((tour) => !heldOut.has(tour)));
  const file = learnBridgeFile(pairs, tours);
  const learnt = pairs.filter((pair) => tours.has(pair.tour));
  const written = learnt.filter(isWrittenPair);
  const products = new Set(written.map((pair) => pair.tour)).size;
  console.error(
    `${learnt.length - written.length} questions of ${tours.size - products} tours and ${written.length} written pairs ` +
      `of ${products} products; ${Object.keys(file.bridge).length} question stems bridged`,
  );
  const top = Object.entries(file.bridge)
    .flatMap(([q, translations]) => translations.map(([a, p]) => ({ q, a, p })))
    .sort((x, y) => y.p - x.p)
    .slice(0, Number(values.top));
  for (const { q, a, p } of top) console.error(`${q} → ${a}  ${p}`);
  const text = bridgeFileText(file);
  if (values.out) await writeFile(path.resolve(process.cwd(), values.out), text);
  else process.stdout.write(text);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
