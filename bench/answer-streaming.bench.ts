import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { buildApp } from "../apps/server/src/app.ts";
import { jobDefinitions } from "../apps/server/src/jobs.ts";
import { viewerEventSubscribers } from "../apps/server/src/viewer-event-subscribers.ts";
import { processWelcomeDemo } from "../apps/server/src/modules/qa/qa-test-support.ts";
import { ensureWelcomeDemo } from "../apps/server/src/modules/vemos/welcome-demo.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { openRuntime } from "../apps/server/src/runtime.ts";
import { startChatModelServer } from "../apps/server/src/test/fixture-servers/chat-model-server.ts";
import type { Benchmark } from "./benchmarks.ts";
import { formatMs, percentile } from "./stats.ts";

const QUESTIONS = 20;
/** The stand-in model writes its answer in this many pieces, one every PIECE_MS: about 0.6 s of generation. */
const PIECES = 40;
const PIECE_MS = 15;
const QUESTION = "How much does the Pro plan cost?";

/** One answer of the share chat over HTTP: when its first text and its final answer arrived, in ms from sending. */
async function timeAnswer(url: string, address: string, stream: boolean) {
  const startedAt = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": address,
      ...(stream ? { accept: "text/event-stream" } : {}),
    },
    body: JSON.stringify({ question: QUESTION }),
  });
  if (!response.ok) throw new Error(`share chat answered ${response.status}: ${await response.text()}`);
  let firstText: number | undefined;
  let received = "";
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) {
    received += decoder.decode(chunk as Uint8Array, { stream: true });
    if (firstText === undefined && received.includes("event: token")) firstText = performance.now() - startedAt;
  }
  const full = performance.now() - startedAt;
  if (stream && !received.includes("event: answer")) throw new Error(`no answer event in: ${received}`);
  return { firstText: firstText ?? full, full };
}

function report(name: string, values: number[]): void {
  console.log(`${name}: p50 ${formatMs(percentile(values, 50))}, p95 ${formatMs(percentile(values, 95))}`);
}

/** Time to first token and to the full answer on the share chat, streamed and as one JSON body. */
export const answerStreaming: Benchmark = {
  name: "answer-streaming",
  description: `POST /api/vemos/share/{token}/chat on the welcome demo with a loopback chat model writing ${PIECES} pieces ${PIECE_MS} ms apart, ${QUESTIONS} questions each way`,
  async run() {
    const model = await startChatModelServer({
      reply: () =>
        Array.from({ length: PIECES }, (_, i) => (i === PIECES - 1 ? " [1]." : i === 0 ? "Pro costs" : " more")),
      beforePiece: () => sleep(PIECE_MS),
    });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vemo-bench-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      PORT: "0",
      TRUST_PROXY: "true",
      LLM_BASE_URL: `${model.baseUrl}/v1`,
      LLM_MODEL: "bench-model",
    });
    const runtime = await openRuntime(config, {
      jobs: jobDefinitions,
      subscribers: viewerEventSubscribers,
      work: false,
    });
    try {
      await ensureWelcomeDemo(runtime);
      await processWelcomeDemo(runtime);
      const app = await buildApp(runtime);
      const address = await app.listen({ port: 0, host: "127.0.0.1" });
      const url = `${address}/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}/chat`;
      await timeAnswer(url, "10.9.9.9", true); // builds the index
      const streamed = [];
      const whole = [];
      for (let i = 0; i < QUESTIONS; i++) {
        streamed.push(await timeAnswer(url, `10.0.0.${i}`, true));
        whole.push(await timeAnswer(url, `10.0.1.${i}`, false));
      }
      report(
        "streamed, time to first token",
        streamed.map((answer) => answer.firstText),
      );
      report(
        "streamed, time to the full answer",
        streamed.map((answer) => answer.full),
      );
      report(
        "JSON, time to the answer (its first text)",
        whole.map((answer) => answer.full),
      );
      await app.close();
    } finally {
      await runtime.close();
      await model.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
