import { answerLatency } from "./answer-latency.bench.ts";
import { answerStreaming } from "./answer-streaming.bench.ts";
import { apiReference } from "./api-reference.bench.ts";
import { apiLatency } from "./api-latency.bench.ts";
import { automaticCaptions } from "./automatic-captions.bench.ts";
import { bulkShare } from "./bulk-share.bench.ts";
import { coldAnswer } from "./cold-answer.bench.ts";
import { customerList } from "./customer-list.bench.ts";
import { healthUnderLoad } from "./health-under-load.bench.ts";
import { ingestion } from "./ingestion.bench.ts";
import { npmStart } from "./npm-start.bench.ts";
import { shareThroughput } from "./share-throughput.bench.ts";
import { watchDepth } from "./watch-depth.bench.ts";

export type Benchmark = { name: string; description: string; run(): Promise<void> };

export const benchmarks: Benchmark[] = [
  apiLatency,
  ingestion,
  automaticCaptions,
  answerLatency,
  answerStreaming,
  bulkShare,
  customerList,
  healthUnderLoad,
  coldAnswer,
  shareThroughput,
  apiReference,
  npmStart,
  watchDepth,
];
