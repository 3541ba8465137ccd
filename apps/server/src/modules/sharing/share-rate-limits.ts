import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { normalizeIP } from "@fastify/rate-limit";
import { AppError } from "../../platform/errors.ts";

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";

/** Requests a minute allowed from one IP and, when set, summed over every IP, to one share link. */
export type RateLimitPair = { perIp: number; perLink?: number };

/**
 * Budgets of the public share calls. Per IP stops one client; per link caps what a link costs
 * however many addresses hit it, which matters for chat answers (they may cost an LLM call) and
 * sessions (rows). Reads have no per-link budget: they are served from a short cache and must serve
 * a link's whole audience. Sessions allow more because a visible page sends a heartbeat every 15 s
 * and an office may share one address. The lead form makes a unique link per new e-mail: a person
 * fills it once, so a few a minute per IP is plenty and stops one client filling a list with names.
 * Passcode attempts are throttled hardest: 5 a minute per IP and 20 a minute per link, so guessing
 * even a six-character passcode from many addresses takes far longer than anyone keeps a link.
 */
export type ShareRateLimits = {
  read: RateLimitPair;
  session: RateLimitPair;
  chat: RateLimitPair;
  lead: RateLimitPair;
  unlock: RateLimitPair;
};

export function shareRateLimits(options: { chatPerLink: number }): ShareRateLimits {
  return {
    read: { perIp: 120 },
    session: { perIp: 240, perLink: 1200 },
    chat: { perIp: 30, perLink: options.chatPerLink },
    lead: { perIp: 10 },
    unlock: { perIp: 5, perLink: 20 },
  };
}

const WINDOW_MS = 60_000;
/** Longer tokens are refused by validation anyway; they must not become huge cache keys first. */
const MAX_KEY_LENGTH = 200;

/**
 * An onRequest hook counting the request against its IP and its link (`:token`), each with its
 * own counter per route (in the plugin's store, shared by every process). Two `app.rateLimit()` hooks cannot be stacked on one route (the
 * plugin marks the request after the first), hence the plugin's `createRateLimit` limiters.
 *
 * A link over its budget refuses only the addresses that spent a real part of it (more than a
 * fifth of one address's own limit this minute): a handful of busy addresses cannot lock the
 * prospect the link was sent to out of their own demo.
 */
export function createShareRateLimit(app: FastifyInstance, limits: RateLimitPair) {
  const byIp = app.createRateLimit({ max: limits.perIp, timeWindow: WINDOW_MS, keyGenerator: ipKey });
  const byLink =
    limits.perLink === undefined
      ? null
      : app.createRateLimit({ max: limits.perLink, timeWindow: WINDOW_MS, keyGenerator: linkKey });
  const lightUse = Math.max(1, Math.floor(limits.perIp / 5));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // The IP is counted first so that a client over its own limit stops spending the link's budget.
    const ip = await byIp(request);
    if (!ip.isAllowed && ip.isExceeded) refuse(reply, ip.ttlInSeconds);
    if (!byLink) return;
    const link = await byLink(request);
    const isLightUser = !ip.isAllowed && ip.max - ip.remaining <= lightUse;
    if (!link.isAllowed && link.isExceeded && !isLightUser) refuse(reply, link.ttlInSeconds);
  };
}

function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header("retry-after", retryAfterSeconds);
  throw new AppError("rate_limited", RATE_LIMITED_MESSAGE);
}

// The store counts every createRateLimit limiter in one space: the route names each route's own.
function ipKey(request: FastifyRequest): string {
  return `${request.routeOptions.url}|ip:${normalizeIP(request.ip)}`;
}

function linkKey(request: FastifyRequest): string {
  const { token } = request.params as { token?: unknown };
  return `${request.routeOptions.url}|link:${String(token ?? "").slice(0, MAX_KEY_LENGTH)}`;
}
