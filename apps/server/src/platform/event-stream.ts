import { PassThrough } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Whether the client asked for server-sent events (`Accept: text/event-stream`) rather than one JSON body. */
export function acceptsEventStream(request: FastifyRequest): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.accept ?? "");
}

export type EventStream = {
  /** Sends one event whose data is `data` as JSON; the first one starts the 200 response. */
  send(event: string, data: unknown): void;
  /** Whether the response has started, so an error can no longer change its status. */
  readonly started: boolean;
  end(): void;
};

/**
 * A server-sent event response that starts with its first event: until then the route may still fail with an
 * ordinary JSON error and status. The reply goes through Fastify's hooks (security headers) like any other.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const body = new PassThrough();
  let started = false;
  return {
    send(event, data) {
      if (!started) {
        started = true;
        void reply
          .header("content-type", "text/event-stream; charset=utf-8")
          .header("cache-control", "no-cache, no-transform")
          .header("x-accel-buffering", "no") // proxies such as nginx pass each event on at once
          .send(body);
      }
      body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    get started() {
      return started;
    },
    end() {
      body.end();
    },
  };
}
