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
  try {
    return await response.json();
  } catch (error) {
    throw new LlmError(
      `The model server sent an unreadable reply: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
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
