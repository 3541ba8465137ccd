import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors.ts";

/** One error shape for every API failure: `{success: false, error, ...details}`; 5xx texts never leak. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", error.retryAfterSeconds);
      return reply.status(error.status).send({ success: false, error: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((issue) => issue.message);
      return reply.status(400).send({ success: false, error: messages[0] ?? "Invalid request", details: messages });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, error: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ success: false, error: "Something went wrong on our side. Please try again." });
  });
}

export function apiNotFound(url: string) {
  return { success: false, error: `No API route for ${url.split("?")[0]}` };
}
