import { ContentError } from "../../platform/content-error.ts";
import { guardedFetch, type HttpMethod } from "../../platform/guarded-fetch.ts";

/** Per call: a vendor idle this long, or answering more than 1 MiB, is given up on (retried later). */
export const VENDOR_TIMEOUT_MS = 15_000;
export const MAX_RESPONSE_BYTES = 1024 * 1024;

/**
 * A sync that failed; `retryable` when trying again later may help (a network error, 429, 5xx);
 * `status` is the vendor's HTTP status when it answered.
 */
export class SyncError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type VendorRequest = {
  method: HttpMethod;
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (OAuth token endpoints). */
  form?: Record<string, string>;
};

export type VendorResponse = { status: number; body: unknown };

/** One call to a vendor's API through the guarded fetcher; a network failure is a retryable SyncError. */
export async function vendorRequest(
  request: VendorRequest,
  options: { vendor: string; allowPrivateNetwork: boolean },
): Promise<VendorResponse> {
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(request.form).toString();
  }
  try {
    const response = await guardedFetch(request.url, {
      allowPrivateNetwork: options.allowPrivateNetwork,
      timeoutMs: VENDOR_TIMEOUT_MS,
      maxBytes: MAX_RESPONSE_BYTES,
      method: request.method,
      headers,
      body,
      maxRedirects: 0,
    });
    return { status: response.status, body: parseBody(response.body.toString("utf8")) };
  } catch (error) {
    throw networkFailure(error);
  }
}

/** A call that got no answer: retryable, unless the address is private (retrying cannot help). */
export function networkFailure(error: unknown): SyncError {
  const reason = error instanceof Error ? error.message : String(error);
  return new SyncError(reason, !(error instanceof ContentError && error.errorType === "private_address"));
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Throws for an answer that is not a success: 429 and 5xx may pass (retryable), anything else will
 * not. The vendor's own message is kept as the reason the owner reads in the sync log.
 */
export function expectSuccess(response: VendorResponse, what: string): void {
  if (response.status >= 200 && response.status < 300) return;
  throw refusal(what, response);
}

/** The vendor answered `what` with an error status. */
export function refusal(what: string, response: VendorResponse): SyncError {
  const retryable = response.status === 429 || response.status >= 500;
  const detail = vendorMessage(response.body);
  return new SyncError(
    `${what} failed: HTTP ${response.status}${detail ? ` (${detail})` : ""}.`,
    retryable,
    response.status,
  );
}

/** HubSpot's `message`, Salesforce's `[{ message }]` or OAuth's `error_description`, shortened. */
function vendorMessage(body: unknown): string {
  const first = Array.isArray(body) ? body[0] : body;
  if (typeof first === "string") return first.slice(0, 200);
  if (first && typeof first === "object") {
    const fields = first as Record<string, unknown>;
    const message = fields.message ?? fields.error_description ?? fields.error;
    if (typeof message === "string") return message.slice(0, 200);
  }
  return "";
}

/** A string field of a JSON object answer, or undefined. */
export function field(body: unknown, name: string): string | undefined {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}
