import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
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
