import {
  createIndex,
  createOpenAiCompatibleClient,
  getEngineProfile,
  type LlmClient,
  type Source,
  type VemoIndex,
} from "@vemo/engine";
import type { AnswerProfileName } from "@vemo/shared/rules/answer-backends";
import type { Logger } from "pino";
import type { Config } from "../../platform/config.ts";
import type { Runtime } from "../../runtime.ts";
import { createIndexCache, type IndexCache } from "./index-cache.ts";

/** What answering needs beyond the database, shared by every request a process serves. */
export type AnswerEngine = {
  cache: IndexCache;
  /** The configured chat model; undefined means the built-in engine answers offline. */
  llm: LlmClient | undefined;
};

/** Made once by `openRuntime`, so apps started side by side (tests, benchmarks) never share indexes. */
export function createAnswerEngine(config: Config, log: Logger): AnswerEngine {
  const settings = config.answers.llm;
  return {
    cache: createIndexCache(),
    llm: settings ? withFailureLog(createOpenAiCompatibleClient(settings), log) : undefined,
  };
}

export function answerEngineOf(runtime: Runtime): AnswerEngine {
  return runtime.answerEngine;
}

/** Builds an index and logs how long it took: the cost a content change adds to the next question. */
export function buildIndex(
  runtime: Runtime,
  sources: Source[],
  profile: AnswerProfileName,
  context: Record<string, string>,
): VemoIndex {
  const startedAt = performance.now();
  const index = createIndex(sources, getEngineProfile(profile));
  const ms = Math.round(performance.now() - startedAt);
  runtime.log.debug({ ...context, profile, passages: index.passages.length, ms }, "answer index built");
  return index;
}

/** The engine quietly falls back to its built-in answer when the model fails; operators still need to hear about it. */
function withFailureLog(client: LlmClient, log: Logger): LlmClient {
  const logged =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, what: string) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        log.warn({ err: error }, `${what} failed; answering without it`);
        throw error;
      }
    };
  const wrapped: LlmClient = { complete: logged(client.complete.bind(client), "chat model") };
  if (client.embed) wrapped.embed = logged(client.embed.bind(client), "embeddings model");
  return wrapped;
}
