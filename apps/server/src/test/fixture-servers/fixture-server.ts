import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Loopback stand-ins for services on the internet, shared by integration and end-to-end tests.
// Self-contained on purpose: they import nothing from the application.

export type FixtureServer = {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  baseUrl: string;
  close(): Promise<void>;
};

export type FixtureHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  baseUrl: string,
) => void | Promise<void>;

/** Starts a node:http server on 127.0.0.1 (a free port unless one is given); close() also cuts connections left open. */
export async function startFixtureServer(handle: FixtureHandler, port = 0): Promise<FixtureServer> {
  let baseUrl = "";
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", baseUrl);
    Promise.resolve(handle(request, response, url, baseUrl)).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, "text/plain", `fixture error: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "content-type": contentType, ...headers });
  response.end(body);
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  send(response, status, "application/json; charset=utf-8", JSON.stringify(value));
}

export function notFound(response: ServerResponse): void {
  send(response, 404, "text/html; charset=utf-8", "<!doctype html><title>Not found</title><h1>Not found</h1>");
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A WebVTT file from [start, end, text] triples. */
export function toVtt(cues: readonly (readonly [number, number, string])[], header = ""): string {
  const time = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 23);
  const blocks = cues.map(([start, end, text]) => `${time(start)} --> ${time(end)}\n${text}`);
  return `WEBVTT${header ? `\n${header}` : ""}\n\n${blocks.join("\n\n")}\n`;
}
