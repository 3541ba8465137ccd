import { createParser } from "eventsource-parser";
import { LlmError, type ChatMessage, type LlmClient } from "./llm-client.ts";

export interface OpenAiCompatibleConfig {
  /** The API root including its version, e.g. "https://api.openai.com/v1" or "http://localhost:11434/v1". */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Model for /embeddings; without it the client does not embed. */
  embeddingModel?: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const EMBEDDING_BATCH = 256;

/** A client for any server speaking OpenAI's /chat/completions and /embeddings (OpenAI, vLLM, Ollama…). */
export function createOpenAiCompatibleClient(config: OpenAiCompatibleConfig): LlmClient {
  const post = (path: string, body: unknown, signal?: AbortSignal) => postJson(config, path, body, signal);
  const client: LlmClient = {
    async complete(messages: ChatMessage[], options = {}) {
      const reply = (await post(
        "/chat/completions",
        { model: config.model, messages, temperature: 0.2 },
        options.signal,
      )) as {
        choices?: { message?: { content?: unknown } }[];
      };
      const content = reply.choices?.[0]?.message?.content;
      if (typeof content !== "string" || content.trim() === "") throw new LlmError("The chat model returned no text.");
      return content.trim();
    },
    async *stream(messages: ChatMessage[], options = {}) {
      const body = { model: config.model, messages, temperature: 0.2, stream: true };
      const response = await postRequest(config, "/chat/completions", body, options.signal);
      let wroteText = false;
      for await (const data of readEventData(response)) {
        if (data === "[DONE]") break;
        const content = readDelta(data);
        if (content) {
          wroteText = true;
          yield content;
        }
      }
      if (!wroteText) throw new LlmError("The chat model returned no text.");
    },
  };
  if (config.embeddingModel) {
    client.embed = async (texts, options = {}) => {
      const vectors: number[][] = [];
      for (let i = 0; i < texts.length; i += EMBEDDING_BATCH) {
        const input = texts.slice(i, i + EMBEDDING_BATCH);
        const reply = (await post("/embeddings", { model: config.embeddingModel, input }, options.signal)) as {
          data?: { index?: number; embedding?: unknown }[];
        };
        vectors.push(...readEmbeddings(reply.data, input.length));
      }
      return vectors;
    };
  }
  return client;
}

async function postJson(
  config: OpenAiCompatibleConfig,
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  const response = await postRequest(config, path, body, signal);
  try {
    return await response.json();
  } catch (error) {
    throw new LlmError(
      `The model server sent an unreadable reply: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The model server's response once it answered 2xx; its body is read within the same time limit. */
async function postRequest(
  config: OpenAiCompatibleConfig,
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const timeout = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(config.baseUrl.replace(/\/+$/, "") + path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new LlmError(
      `The model server could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) throw new LlmError(`The model server answered HTTP ${response.status}.`);
  return response;
}

/** The `data` of each server-sent event of a streamed reply (OpenAI's `stream: true`), as they arrive. */
async function* readEventData(response: Response): AsyncGenerator<string> {
  if (!response.body) throw new LlmError("The model server sent no stream.");
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event.data) });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
      yield* events.splice(0);
    }
  } catch (error) {
    if (error instanceof LlmError) throw error;
    throw new LlmError(`The model's stream broke off: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    // Also ends the request when the reader stops early.
    await reader.cancel().catch(() => undefined);
  }
}

/** The text a streamed chunk adds (`choices[0].delta.content`); none for role-only or empty chunks. */
function readDelta(data: string): string | undefined {
  let chunk: { choices?: { delta?: { content?: unknown } }[] };
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new LlmError("The model server sent an unreadable stream chunk.");
  }
  const content = chunk.choices?.[0]?.delta?.content;
  return typeof content === "string" ? content : undefined;
}

function readEmbeddings(data: { index?: number; embedding?: unknown }[] | undefined, expected: number): number[][] {
  if (!Array.isArray(data) || data.length !== expected)
    throw new LlmError("The embeddings reply does not match the input.");
  const ordered = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  return ordered.map(({ embedding }) => {
    if (!Array.isArray(embedding) || !embedding.every((value) => typeof value === "number")) {
      throw new LlmError("The embeddings reply holds a malformed vector.");
    }
    return embedding as number[];
  });
}
