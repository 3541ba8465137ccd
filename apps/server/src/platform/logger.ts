import pino, { type Logger } from "pino";

const QUERY_PARAMETERS = /\nparams: [\s\S]*/;

/**
 * The one logger. A failed query's error carries its SQL parameters (e-mails, password hashes,
 * tokens, uploaded text) in its message and stack: they are cut before anything is written, and
 * so is the driver's copy of the parameters.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    serializers: { err: serializeError },
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.refreshToken"],
      censor: "[redacted]",
    },
  });
}

export function serializeError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const { message, stack } = serialized;
  const safe: Record<string, unknown> = { ...serialized };
  if (typeof message === "string") safe.message = message.replace(QUERY_PARAMETERS, "\nparams: [redacted]");
  if (typeof stack === "string") safe.stack = stack.replace(QUERY_PARAMETERS, "\nparams: [redacted]");
  delete safe.params;
  delete safe.parameters;
  // The pool attaches the whole connection (its settings, buffers, queued queries) to the errors it emits.
  delete safe.client;
  if (safe.cause && typeof safe.cause === "object") {
    const cause = { ...(safe.cause as Record<string, unknown>) };
    delete cause.parameters;
    // PostgreSQL echoes the offending values here.
    delete cause.where;
    delete cause.detail;
    safe.cause = cause;
  }
  return safe;
}
