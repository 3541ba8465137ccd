import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

export const UNSTORABLE_TEXT_MESSAGE =
  "The request contains characters that are not allowed (such as a NUL character).";

/**
 * Refuses, with 400, a request whose path, query or JSON body holds text PostgreSQL cannot store
 * (a NUL character or an unpaired surrogate). Checked once for every route, before validation, so
 * no handler can pass such text to the database and fail with a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (hasUnstorableText(request.params) || hasUnstorableText(request.query) || hasUnstorableText(request.body)) {
      throw new AppError("bad_request", UNSTORABLE_TEXT_MESSAGE);
    }
  });
}

function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000") || !value.isWellFormed();
  if (value === null || typeof value !== "object" || depth > 32) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, entry] of Object.entries(value)) {
    if (hasUnstorableText(key) || hasUnstorableText(entry, depth + 1)) return true;
  }
  return false;
}
