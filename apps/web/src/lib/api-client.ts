import { RefreshResponse } from "@vemo/shared/contracts/auth";
import { clearSession, readAccessToken, readRefreshToken, saveTokens } from "../features/auth/session-storage";

export const NETWORK_ERROR_MESSAGE = "Network error. Please try again.";

/** A failed call: the HTTP status (0 when the network failed) and the text to show. */
export class ApiError extends Error {
  readonly status: number;
  /** Every validation message the server listed, when it listed them. */
  readonly details: string[];
  /** The rest of the error body: e.g. `requiresUpgrade`, `isCancelled`, `currentPlan`, `error_type`. */
  readonly fields: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, details: string[] = [], fields: Record<string, unknown> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.details = details;
    this.fields = fields;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The call succeeded but the body is not what the contract promises. */
  get isUnexpectedResponse(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** The server's own words for a 4xx answer, else the screen's fallback (5xx texts are generic). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isClientError ? error.message : fallback;
}

/** TanStack Query retry rule: a 4xx answer will not change by asking again. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.isClientError) && failureCount < 2;
}

/** A zod schema from packages/shared, seen structurally so zod stays a dependency of the contracts only. */
type ResponseSchema<T> = { parse(value: unknown): T };

type RequestOptions<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** Send the stored bearer token and refresh it on 401 (default true). */
  auth?: boolean;
  schema: ResponseSchema<T>;
  /** Ends the call (and its retry), e.g. AbortSignal.timeout; an ended call fails like a network error. */
  signal?: AbortSignal;
};

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  // The browser writes the multipart Content-Type with its boundary itself.
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function send(
  path: string,
  method: string,
  body: unknown,
  token: string | null,
  signal?: AbortSignal,
  accept = "application/json",
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { method, headers, body: encodeBody(body), signal });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function readFailure(status: number, body: unknown): ApiError {
  const record = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const message = typeof record.error === "string" ? record.error : `Request failed (${status})`;
  const details = Array.isArray(record.details)
    ? record.details.filter((item): item is string => typeof item === "string")
    : [];
  return new ApiError(status, message, details, record);
}

/** A response read as apiRequest reads it: the parsed body, or the ApiError of a failed call. */
export async function readResponse<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
  const body = await readJson(response);
  if (!response.ok) throw readFailure(response.status, body);
  try {
    return schema.parse(body);
  } catch {
    throw new ApiError(response.status, "Unexpected response from the server");
  }
}

let pendingRefresh: Promise<string> | null = null;

async function requestNewTokens(): Promise<string> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) throw new ApiError(401, "No refresh token found");
  let response: Response;
  try {
    response = await fetch("/api/auth/refresh", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    throw new ApiError(0, "Network error during token refresh");
  }
  if (!response.ok) throw new ApiError(response.status, "Failed to refresh token");
  const { data } = await readResponse(response, RefreshResponse);
  saveTokens(data.accessToken, data.refreshToken);
  return data.accessToken;
}

/**
 * Another tab may hold the same refresh token, and reusing a rotated one revokes the session, so tabs
 * take turns where the browser offers Web Locks; a tab that waited finds the new pair already stored.
 */
async function refreshAcrossTabs(): Promise<string> {
  const refreshTokenBefore = readRefreshToken();
  const run = async () => {
    const accessToken = readAccessToken();
    if (accessToken && readRefreshToken() !== refreshTokenBefore) return accessToken;
    return requestNewTokens();
  };
  if (!("locks" in navigator)) return run();
  return navigator.locks.request("vemo-token-refresh", run);
}

/** Swaps the stored refresh token for a new pair; concurrent callers share one request. Clears the session when it fails. */
function refreshAccessToken(): Promise<string> {
  pendingRefresh ??= refreshAcrossTabs()
    .catch((error: unknown) => {
      clearSession();
      throw error;
    })
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

/** The token to retry with: one another request already obtained, else a refreshed one, else null. */
async function tokenForRetry(usedToken: string | null): Promise<string | null> {
  const storedToken = readAccessToken();
  if (storedToken && storedToken !== usedToken) return storedToken;
  try {
    return await refreshAccessToken();
  } catch {
    return null;
  }
}

/**
 * One call to our API (JSON or multipart body, JSON answer); on 401 it refreshes the tokens once and
 * retries once. Our server answers 401 for every session problem; a 403 is a refusal (another user's
 * data, a plan limit) that a new token would not change, so it is not retried.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = "GET", body, auth = true, schema, signal } = options;
  const response = auth ? await sendSignedIn(path, method, body, signal) : await send(path, method, body, null, signal);
  return readResponse(response, schema);
}

/** Sends with the stored bearer token; on 401 it refreshes the tokens once and retries once. */
async function sendSignedIn(
  path: string,
  method: string,
  body: unknown,
  signal?: AbortSignal,
  accept?: string,
): Promise<Response> {
  const token = readAccessToken();
  const response = await send(path, method, body, token, signal, accept);
  if (response.status !== 401) return response;
  const retryToken = await tokenForRetry(token);
  return retryToken ? send(path, method, body, retryToken, signal, accept) : response;
}

/**
 * A signed-in POST whose answer may arrive as a stream (`accept` names what the caller reads): the response itself
 * once it is ok, to be read as it arrives; a failed call throws the ApiError apiRequest would.
 */
export async function apiPostForStream(
  path: string,
  options: { body: unknown; accept: string; signal?: AbortSignal },
): Promise<Response> {
  const response = await sendSignedIn(path, "POST", options.body, options.signal, options.accept);
  if (!response.ok) throw readFailure(response.status, await readJson(response));
  return response;
}

/** A file from our API (a CSV export, an upload's download), with the same bearer token and one refresh on 401. */
export async function apiDownload(path: string): Promise<Blob> {
  const response = await sendSignedIn(path, "GET", undefined, undefined, "*/*");
  if (!response.ok) throw readFailure(response.status, await readJson(response));
  return response.blob();
}
