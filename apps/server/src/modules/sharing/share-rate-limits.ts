import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors.ts";

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";

/** Requests a minute allowed from one IP and, summed over every IP, to one share link. */
export type RateLimitPair = { perIp: number; perLink: number };

/**
 * Budgets of the public share calls. Per IP stops one client; per link caps what a link costs
 * however many addresses hit it (answers are the expensive part). Sessions allow more because a
 * visible page sends a heartbeat every 15 s and an office may share one address.
 */
export type ShareRateLimits = { read: RateLimitPair; session: RateLimitPair; chat: RateLimitPair };

export const SHARE_RATE_LIMITS: ShareRateLimits = {
  read: { perIp: 120, perLink: 600 },
  session: { perIp: 240, perLink: 1200 },
  chat: { perIp: 30, perLink: 300 },
};

const WINDOW_MS = 60_000;
/** Longer tokens are refused by validation anyway; they must not become huge cache keys first. */
const MAX_KEY_LENGTH = 200;

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

/**
 * An onRequest hook counting the request against its IP and its link (`:token`), each with its
 * own in-memory counter per route. Two `app.rateLimit()` hooks cannot be stacked on one route (the
 * plugin marks the request after the first), hence the plugin's `createRateLimit` limiters.
 */
export function createShareRateLimit(app: FastifyInstance, limits: RateLimitPair) {
  const byIp = app.createRateLimit({ max: limits.perIp, timeWindow: WINDOW_MS });
  const byLink = app.createRateLimit({ max: limits.perLink, timeWindow: WINDOW_MS, keyGenerator: linkKey });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // The IP is counted first so that a client over its own limit stops spending the link's budget.
    await check(byIp, request, reply);
    await check(byLink, request, reply);
  };
}

async function check(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header("retry-after", result.ttlInSeconds);
  throw new AppError("rate_limited", RATE_LIMITED_MESSAGE);
}

function linkKey(request: FastifyRequest): string {
  const { token } = request.params as { token?: unknown };
  return `link:${String(token ?? "").slice(0, MAX_KEY_LENGTH)}`;
}
