import { ContentError } from "../../platform/content-error.ts";
import {
  guardedFetch,
  type FetchedResponse,
  type GuardedFetchOptions,
  type HttpMethod,
} from "../../platform/guarded-fetch.ts";

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

/** A JSON body sent to a vendor (Slack's webhook; HubSpot and Salesforce go through their client libraries). */
export type VendorRequest = { method: HttpMethod; url: string; json: unknown };

export type VendorResponse = { status: number; body: unknown };

/** A request to a vendor through the guarded fetcher, without redirects, in the vendor limits; no answer is a SyncError. */
export async function fetchFromVendor(
  url: string,
  request: Pick<GuardedFetchOptions, "method" | "headers" | "body" | "allowPrivateNetwork">,
): Promise<FetchedResponse> {
  try {
    return await guardedFetch(url, {
      ...request,
      timeoutMs: VENDOR_TIMEOUT_MS,
      maxBytes: MAX_RESPONSE_BYTES,
      maxRedirects: 0,
    });
  } catch (error) {
    throw networkFailure(error);
  }
}

/** One JSON call to a vendor's API. */
export async function vendorRequest(
  request: VendorRequest,
  options: { vendor: string; allowPrivateNetwork: boolean },
): Promise<VendorResponse> {
  const response = await fetchFromVendor(request.url, {
    allowPrivateNetwork: options.allowPrivateNetwork,
    method: request.method,
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(request.json),
  });
  return { status: response.status, body: parseBody(response.body.toString("utf8")) };
}

/** A call that got no answer: retryable, unless the address is private (retrying cannot help). */
export function networkFailure(error: unknown): SyncError {
  const reason = error instanceof Error ? error.message : String(error);
  return new SyncError(reason, !(error instanceof ContentError && error.errorType === "private_address"));
}

/** A vendor's answer: parsed JSON, else the text as it came (Slack's "ok"). */
export function parseBody(text: string): unknown {
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
