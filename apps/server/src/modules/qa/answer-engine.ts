import {
  createIndex,
  createOpenAiCompatibleClient,
  getEngineProfile,
  loadIndex,
  serializeIndex,
  type LlmClient,
  type Source,
  type VemoIndex,
} from "@vemo/engine";
import type { AnswerProfileName } from "@vemo/shared/rules/answer-backends";
import type { Logger } from "pino";
import type { Config } from "../../platform/config.ts";
import { runOnWorkerThread } from "../../platform/worker-thread.ts";
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

/**
 * Above this much text an index is built on a worker thread (about 20–40 ms of work inline): a 200-page PDF is only
 * 800 chunks, yet its index held the API thread 150–300 ms, so the text is counted rather than its parts.
 */
const OFF_THREAD_CHARACTERS = 50_000;

/**
 * Builds an index and logs how long it took. A large one is built on a worker thread and loaded from its
 * stored form, so other requests are not held meanwhile.
 */
export async function buildIndex(
  runtime: Pick<Runtime, "log">,
  sources: Source[],
  profile: AnswerProfileName,
  context: Record<string, string>,
): Promise<VemoIndex> {
  const startedAt = performance.now();
  const index = isLarge(sources)
    ? loadIndex(await buildOffThread(sources, profile), getEngineProfile(profile))
    : createIndex(sources, getEngineProfile(profile));
  const ms = Math.round(performance.now() - startedAt);
  runtime.log.info({ ...context, profile, passages: index.passages.length, ms }, "answer index built");
  return index;
}

/** An index in its stored form (the engine's JSON), built on a worker thread when large. */
export async function buildStoredIndex(sources: Source[], profile: AnswerProfileName): Promise<string> {
  return isLarge(sources) ? buildOffThread(sources, profile) : buildIndexJson({ sources, profile });
}

function isLarge(sources: Source[]): boolean {
  const texts = (source: Source) =>
    source.kind === "video" ? source.cues : source.kind === "pdf" ? source.pages : source.sections;
  let characters = 0;
  for (const source of sources) for (const part of texts(source)) characters += part.text.length;
  return characters > OFF_THREAD_CHARACTERS;
}

function buildOffThread(sources: Source[], profile: AnswerProfileName): Promise<string> {
  return runOnWorkerThread({ module: new URL(import.meta.url), name: "buildIndexJson" }, { sources, profile });
}

/**
 * The worker thread's task: the index of these sources in its stored form. Run by its name, so
 * nothing imports it.
 * @public
 */
export function buildIndexJson({ sources, profile }: { sources: Source[]; profile: AnswerProfileName }): string {
  return serializeIndex(createIndex(sources, getEngineProfile(profile)));
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
  const stream = client.stream?.bind(client);
  if (stream)
    wrapped.stream = async function* (...args) {
      try {
        yield* stream(...args);
      } catch (error) {
        log.warn({ err: error }, "chat model failed while streaming; answering without it");
        throw error;
      }
    };
  return wrapped;
}
