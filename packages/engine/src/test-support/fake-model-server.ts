import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export type ModelHandler = (request: ReceivedRequest, response: ServerResponse) => void;

/** An OpenAI-compatible model server on loopback whose replies the test decides. */
export async function startFakeModelServer(handler: ModelHandler) {
  const received: ReceivedRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const entry = {
        path: request.url ?? "",
        authorization: request.headers.authorization,
        body: JSON.parse(raw || "{}"),
      };
      received.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function replyWithChat(response: ServerResponse, content: string): void {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
}

/** Replies as OpenAI's `stream: true` does: one server-sent event per piece of text, then `[DONE]`. */
export function replyWithStream(response: ServerResponse, pieces: readonly string[]): void {
  response.writeHead(200, { "content-type": "text/event-stream" });
  response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
  for (const content of pieces)
    response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
  response.end("data: [DONE]\n\n");
}
