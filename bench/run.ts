// `npm run bench [-- NAME...]`: runs the benchmarks and prints their figures. Never part of `npm test`.
import { benchmarks } from "./benchmarks.ts";
import { loadAverage } from "./stats.ts";

const wanted = process.argv.slice(2);
for (const benchmark of benchmarks.filter((b) => wanted.length === 0 || wanted.includes(b.name))) {
  console.log(`\n# ${benchmark.name}: ${benchmark.description}\n(${loadAverage()})`);
  await benchmark.run();
}
