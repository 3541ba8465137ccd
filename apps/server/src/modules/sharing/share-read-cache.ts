import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createSharedWork, trimToCapacity } from "../../platform/versioned-cache.ts";

/** Stored by browsers and CDNs, but checked with the server before each use. */
export const SHARE_READ_CACHE_CONTROL = "public, no-cache";

export type ShareRead = { status: number; body: string };
type CachedRead = ShareRead & { etag: string };

/** How many links' reads a process keeps, the least recently read dropped first. */
const SHARE_READ_CACHE_CAPACITY = 1_000;

/**
 * Public reads by token, kept per process while the link's version is unchanged. `version` is read for every
 * request (one small query: readShareVersion; requests for one token that arrive while it runs share it) and
 * changes with anything the read shows, made in any process: an owner's edit, a lapsed plan or a removed link
 * shows on the next read (docs/decisions.md). Requests for one token and version that arrive while its load
 * runs share that load. Only 200 reads are kept.
 */
export function createShareReadCache(options: {
  version: (token: string) => Promise<readonly unknown[]>;
  load: (token: string) => Promise<ShareRead>;
  capacity?: number;
}) {
  const capacity = options.capacity ?? SHARE_READ_CACHE_CAPACITY;
  const kept = new Map<string, { version: readonly unknown[]; read: Promise<CachedRead> }>();
  const sharedVersionRead = createSharedWork<readonly unknown[]>();
  const readVersion = (token: string) => sharedVersionRead(token, () => options.version(token));
  return async (token: string): Promise<CachedRead> => {
    const version = await readVersion(token);
    const found = kept.get(token);
    if (found && sameVersion(found.version, version)) {
      kept.delete(token); // re-inserted as the most recently read
      kept.set(token, found);
      return found.read;
    }
    const entry = { version, read: loadRead(options.load, token) };
    kept.delete(token);
    kept.set(token, entry);
    const forget = () => kept.get(token) === entry && kept.delete(token);
    entry.read.then((read) => read.status !== 200 && forget(), forget);
    trimToCapacity(kept, capacity);
    return entry.read;
  };
}

async function loadRead(load: (token: string) => Promise<ShareRead>, token: string): Promise<CachedRead> {
  const result = await load(token);
  return { ...result, etag: `"${createHash("sha1").update(result.body).digest("base64url")}"` };
}

function sameVersion(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, i) => Object.is(part, b[i]));
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
