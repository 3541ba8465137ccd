export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** A chat model (and optionally an embeddings model) the engine can ask; implemented for OpenAI-compatible APIs. */
export interface LlmClient {
  complete(messages: ChatMessage[], options?: { signal?: AbortSignal }): Promise<string>;
  /** The reply as it is written, piece by piece; throws LlmError when the model fails. */
  stream?(messages: ChatMessage[], options?: { signal?: AbortSignal }): AsyncIterable<string>;
  embed?(texts: string[], options?: { signal?: AbortSignal }): Promise<number[][]>;
}

export class LlmError extends Error {
  override readonly name = "LlmError";
}
