import type { ServerResponse } from "node:http";
import { readBody, send, startFixtureServer, type FixtureServer } from "./fixture-server.ts";

/** What the stand-in model was sent on /v1/chat/completions. */
type ChatRequest = { model: string; stream?: boolean; messages: { role: string; content: string }[] };

export type ChatModelServer = FixtureServer & { requests: ChatRequest[] };

export type ChatModelOptions = {
  /** The reply, in the pieces a streamed reply sends one by one (a whole reply is the pieces joined). */
  reply: (request: ChatRequest) => string[];
  /**
   * Waited for before each piece after the first, as a model writes them: a test holds a stream open, a benchmark
   * sets a pace (a whole reply is sent once every piece is written).
   */
  beforePiece?: (index: number) => Promise<void>;
};

/**
 * A loopback OpenAI-compatible chat model: `POST /v1/chat/completions` answers with one message, or with
 * `stream: true` as server-sent `chat.completion.chunk` events ending in `data: [DONE]`, as OpenAI's API does.
 */
export async function startChatModelServer(options: ChatModelOptions): Promise<ChatModelServer> {
  const requests: ChatRequest[] = [];
  const server = await startFixtureServer(async (request, response, url) => {
    if (request.method !== "POST" || url.pathname !== "/v1/chat/completions")
      return send(response, 404, "application/json", '{"error":{"message":"no such endpoint"}}');
    const body = JSON.parse((await readBody(request)).toString() || "{}") as ChatRequest;
    requests.push(body);
    const pieces = options.reply(body);
    if (!body.stream) {
      for (let index = 1; index < pieces.length; index++) await options.beforePiece?.(index);
      const message = { role: "assistant", content: pieces.join("") };
      return send(response, 200, "application/json", JSON.stringify({ choices: [{ index: 0, message }] }));
    }
    await streamPieces(response, pieces, options.beforePiece);
  });
  return { ...server, requests };
}

async function streamPieces(
  response: ServerResponse,
  pieces: readonly string[],
  beforePiece: ChatModelOptions["beforePiece"],
): Promise<void> {
  const chunk = (delta: Record<string, string>) =>
    `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.write(chunk({ role: "assistant" }));
  for (const [index, content] of pieces.entries()) {
    if (index > 0) await beforePiece?.(index);
    response.write(chunk({ content }));
  }
  response.end("data: [DONE]\n\n");
}
