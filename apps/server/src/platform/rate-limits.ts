import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest, RouteOptions } from "fastify";

/**
 * What a caller may send in a minute over all API routes that set no stricter `config.rateLimit`
 * (API_RATE_LIMIT_PER_MINUTE): generous, so only a runaway client or script meets it. Routes that
 * cost more (sign-in, model calls, exports, large batches) set their own.
 */
export function defaultRateLimit(perMinute: number) {
  return { max: perMinute, timeWindow: 60_000 };
}

type VerifyAccessToken = { verify(token: string): Promise<{ userId: string }> };

/**
 * Counts a signed-in caller per user (an office behind one address is not one caller) and anyone
 * else per IP. Only a token that verifies names a user: a made-up one cannot spend another's budget.
 */
export function callerKey(tokens: VerifyAccessToken): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    const userId = token
      ? await tokens.verify(token).then(
          ({ userId }) => userId,
          () => null,
        )
      : null;
    return userId ? `user:${userId}` : `ip:${normalizeIP(request.ip)}`;
  };
}

/**
 * An onRoute hook, added before the rate-limit plugin: the web app's files are not API calls, and
 * a route that counts its requests in its own onRequest limiter (the public share calls, per IP and
 * per link) must not be counted twice.
 */
export function exemptFromDefaultRateLimit(route: RouteOptions): void {
  if (route.config?.rateLimit !== undefined) return;
  const isApi = route.url.startsWith("/api/");
  if (!isApi || route.onRequest) route.config = { ...route.config, rateLimit: false };
}
