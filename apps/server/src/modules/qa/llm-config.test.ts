import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../platform/config.ts";

describe("answer model configuration", () => {
  it("answers offline with the built-in engine by default", () => {
    expect(loadConfig({}).answers.llm).toBeNull();
  });

  it("reads an OpenAI-compatible server's settings", () => {
    const config = loadConfig({
      LLM_BASE_URL: "http://localhost:11434/v1/",
      LLM_API_KEY: "sk-local",
      LLM_MODEL: "llama3.2",
      LLM_EMBEDDING_MODEL: "nomic-embed-text",
    });
    expect(config.answers.llm).toEqual({
      baseUrl: "http://localhost:11434/v1",
      apiKey: "sk-local",
      model: "llama3.2",
      embeddingModel: "nomic-embed-text",
      timeoutMs: 20_000,
    });
  });

  it("needs a model name with a server, and a sane timeout", () => {
    expect(() => loadConfig({ LLM_BASE_URL: "http://localhost:11434/v1" })).toThrow(
      /LLM_MODEL: is required when LLM_BASE_URL is set/,
    );
    expect(() =>
      loadConfig({ LLM_BASE_URL: "http://localhost:11434/v1", LLM_MODEL: "m", LLM_TIMEOUT_MS: "5" }),
    ).toThrow(ConfigError);
  });
});
