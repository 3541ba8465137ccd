import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Stored by browsers and CDNs, but checked with the server before each use. */
export const SHARE_READ_CACHE_CONTROL = "public, no-cache";

export type ShareRead = { status: number; body: string };
type CachedRead = ShareRead & { etag: string };

/**
 * Public reads by token where concurrent requests share one load: a link's whole audience arriving
 * at once costs one load per token at a time. Nothing is kept after a load ends, so an owner's edit
 * or a lapsed plan shows on the very next read (docs/decisions.md).
 */
export function createShareReadCache(load: (token: string) => Promise<ShareRead>) {
  const inFlight = new Map<string, Promise<CachedRead>>();
  return (token: string): Promise<CachedRead> => {
    const running = inFlight.get(token);
    if (running) return running;
    const read = load(token)
      .then((result) => ({ ...result, etag: `"${createHash("sha1").update(result.body).digest("base64url")}"` }))
      .finally(() => inFlight.delete(token));
    inFlight.set(token, read);
    return read;
  };
}

/** Sends a read with its ETag: a browser or CDN revalidates every time and gets a 304 while it is unchanged. */
export function sendShareRead(
  request: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead,
  contentType: string,
): FastifyReply {
  if (read.status !== 200)
    return reply.status(read.status).header("cache-control", "no-cache").type(contentType).send(read.body);
  reply.header("etag", read.etag).header("cache-control", SHARE_READ_CACHE_CONTROL);
  if (holdsRead(request.headers["if-none-match"], read.etag)) return reply.status(304).send();
  // The body is already serialized: sent as is, not through the route's response schema again.
  return reply
    .status(200)
    .type(contentType)
    .serializer((payload) => payload as string)
    .send(read.body);
}

function holdsRead(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}
