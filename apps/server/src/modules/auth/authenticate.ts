import type { FastifyRequest } from "fastify";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { authenticateApiKey, isApiKey } from "../api-keys/api-keys.service.ts";
import { isSessionActive } from "./auth.repository.ts";
import type { AccessTokenSubject, AccessTokens } from "./tokens.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's id, set by `requireUser`. */
    userId: string | null;
    /** What the bearer token proved, set by `requireUser`. */
    accessToken: AccessTokenSubject | null;
  }
}

export type RequireUser = (request: FastifyRequest) => Promise<void>;

export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
}

/**
 * A hook (preValidation, so before the input is read) that accepts only a valid
 * `Authorization: Bearer <access token>` of a session that is still open (after logout, removal
 * from the organisation or a detected refresh-token replay its access tokens stop working), or a
 * live API key (`vemo_sk_…`) of a paid organisation, whose scope is checked here.
 */
export function createRequireUser(tokens: AccessTokens, db: Db): RequireUser {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError("unauthorized", "Authentication required");
    if (isApiKey(token)) {
      request.apiKey = await authenticateApiKey(db, request, token);
      request.userId = request.apiKey.userId;
      return;
    }
    const subject = await tokens.verify(token);
    if (!(await isSessionActive(db, subject.sessionId)))
      throw new AppError("unauthorized", "Your session has ended. Please sign in again.");
    request.userId = subject.userId;
    request.accessToken = subject;
  };
}

/** What the bearer token of a `requireUser` route proved. */
export function currentAccessToken(request: FastifyRequest): AccessTokenSubject {
  if (request.apiKey) throw new AppError("unauthorized", "Sign in as a person for this: API keys cannot");
  if (!request.accessToken) throw new Error("route is missing the requireUser hook");
  return request.accessToken;
}

/** The user id `requireUser` established; a route without it is a wiring mistake. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw new Error("route is missing the requireUser hook");
  return request.userId;
}
