import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * How long a process, a browser or a CDN reuses a public read of a share link. Nothing is
 * invalidated: an owner's edit shows on the link within about this time.
 */
export const SHARE_READ_CACHE_SECONDS = 5;
/** Only links being read are kept; the oldest go first when addresses request many tokens. */
const MAX_ENTRIES = 5_000;

export type ShareRead = { status: number; body: string };
type CachedRead = ShareRead & { etag: string };

/**
 * Public reads by token, kept a few seconds: a link's whole audience costs one load per few
 * seconds per process, and concurrent first requests share that load. Only 200s are kept, so
 * unknown tokens cannot fill the cache.
 */
export function createShareReadCache(load: (token: string) => Promise<ShareRead>) {
  const entries = new Map<string, { expiresAt: number; read: Promise<CachedRead> }>();
  const forget = (token: string, read: Promise<CachedRead>) => {
    if (entries.get(token)?.read === read) entries.delete(token);
  };
  return (token: string): Promise<CachedRead> => {
    const now = Date.now();
    const entry = entries.get(token);
    if (entry && entry.expiresAt > now) return entry.read;
    entries.delete(token); // re-inserted last, so the Map stays ordered by age
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    const read = load(token).then((result) => ({ ...result, etag: `"${createHash("sha1").update(result.body).digest("base64url")}"` }));
    entries.set(token, { expiresAt: now + SHARE_READ_CACHE_SECONDS * 1000, read });
    read.then(
      (result) => result.status !== 200 && forget(token, read),
      () => forget(token, read),
    );
    return read;
  };
}

/** Sends a read with its ETag (304 when the client holds it) and a short public Cache-Control. */
export function sendShareRead(request: FastifyRequest, reply: FastifyReply, read: CachedRead, contentType: string): FastifyReply {
  if (read.status !== 200) return reply.status(read.status).header("cache-control", "no-cache").type(contentType).send(read.body);
  reply.header("etag", read.etag).header("cache-control", `public, max-age=${SHARE_READ_CACHE_SECONDS}`);
  if (holdsRead(request.headers["if-none-match"], read.etag)) return reply.status(304).send();
  // The body is already serialized: sent as is, not through the route's response schema again.
  return reply.status(200).type(contentType).serializer((payload) => payload as string).send(read.body);
}

function holdsRead(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}
