import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors.ts";
import type { AccessTokens } from "./tokens.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's id, set by `requireUser`. */
    userId: string | null;
  }
}

export type RequireUser = (request: FastifyRequest) => Promise<void>;

/** A preHandler that accepts only a valid `Authorization: Bearer <access token>`. */
export function createRequireUser(tokens: AccessTokens): RequireUser {
  return async (request) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!token) throw new AppError("unauthorized", "Authentication required");
    request.userId = await tokens.verify(token);
  };
}

/** The user id `requireUser` established; a route without it is a wiring mistake. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw new Error("route is missing the requireUser preHandler");
  return request.userId;
}
