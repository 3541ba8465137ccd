/** Stable error codes; the error handler maps each to its HTTP status. */
const STATUS_BY_CODE = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

/**
 * The one error type services throw. `details` adds fields to the `{success:false, error}` body;
 * `retryAfterSeconds` is sent as `Retry-After`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}
