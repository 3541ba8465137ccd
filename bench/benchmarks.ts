import { answerLatency } from "./answer-latency.bench.ts";
import { apiLatency } from "./api-latency.bench.ts";
import { bulkShare } from "./bulk-share.bench.ts";
import { healthWhileProcessing } from "./health-while-processing.bench.ts";
import { customerList } from "./customer-list.bench.ts";
import { ingestion } from "./ingestion.bench.ts";
import { shareThroughput } from "./share-throughput.bench.ts";
import { watchDepth } from "./watch-depth.bench.ts";

export type Benchmark = { name: string; description: string; run(): Promise<void> };

export const benchmarks: Benchmark[] = [
  apiLatency,
  ingestion,
  answerLatency,
  bulkShare,
  customerList,
  healthWhileProcessing,
  shareThroughput,
  watchDepth,
];
