import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest, RouteOptions } from "fastify";

const API_KEY_BUCKET = "api-key:";

/**
 * What a caller may send in a minute over all API routes that set no stricter `config.rateLimit`
 * (API_RATE_LIMIT_PER_MINUTE; an API key API_KEY_RATE_LIMIT_PER_MINUTE): generous, so only a
 * runaway client or script meets it. Routes that cost more (sign-in, model calls, exports, large
 * batches) set their own.
 */
export function defaultRateLimit(perMinute: number, perMinuteOfApiKey: number) {
  return {
    max: (_request: FastifyRequest, key: string) => (key.startsWith(API_KEY_BUCKET) ? perMinuteOfApiKey : perMinute),
    timeWindow: 60_000,
  };
}

type VerifyAccessToken = { verify(token: string): Promise<{ userId: string }> };
type IdentifyApiKey = (key: string) => Promise<string | null>;

/**
 * Counts a signed-in caller per user (an office behind one address is not one caller), an API key
 * per key, and anyone else per IP. Only a token or key that verifies names a budget: a made-up one
 * cannot spend another's, nor open a new one.
 */
export function callerKey(
  tokens: VerifyAccessToken,
  apiKeyId: IdentifyApiKey,
  isApiKey: (bearer: string) => boolean,
): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (token && isApiKey(token)) {
      const keyId = await apiKeyId(token);
      return keyId ? `${API_KEY_BUCKET}${keyId}` : `ip:${normalizeIP(request.ip)}`;
    }
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
