import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction, type Socket } from "node:net";
import { pipeline, type Readable } from "node:stream";
import zlib from "node:zlib";
import { ContentError } from "./content-error.ts";
import { isPrivateAddress } from "./private-addresses.ts";
import { formatSizeLimit } from "./size-limit.ts";

/** PATCH and DELETE serve vendor APIs (integrations); user-given pages are only read with GET. */
export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

export type GuardedFetchOptions = {
  /** Lets requests reach private, loopback and link-local addresses (tests, trusted local services). */
  allowPrivateNetwork: boolean;
  /** For the whole exchange: every redirect and the body. */
  timeoutMs: number;
  /** Of the decoded body; the download stops as soon as it is exceeded. */
  maxBytes: number;
  method?: HttpMethod;
  headers?: Record<string, string>;
  body?: Buffer | string;
  maxRedirects?: number;
  /** Replaces the public-address rule (tests use it to tell two loopback addresses apart). */
  isAddressAllowed?: (address: string) => boolean;
};

export type FetchedResponse = {
  /** After redirects. */
  url: string;
  status: number;
  /** The media type without parameters, lowercased ("" when absent). */
  contentType: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

type Hop = { url: URL; method: HttpMethod; headers: Record<string, string>; body: Buffer | undefined };

const DEFAULT_MAX_REDIRECTS = 5;
const USER_AGENT = "Mozilla/5.0 (compatible; VemoBot/1.0; +https://vemo.local/bot)";

/**
 * The one way to fetch a user-given URL: http(s) only, every resolved address checked and then
 * connected to (no DNS-rebinding gap), redirects followed and re-checked, time and size limited.
 * Any HTTP status is returned; failures to get one throw a ContentError.
 */
export async function guardedFetch(url: string, options: GuardedFetchOptions): Promise<FetchedResponse> {
  const isAllowed =
    options.isAddressAllowed ?? ((address: string) => options.allowPrivateNetwork || !isPrivateAddress(address));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let hop: Hop = {
    url: parseHttpUrl(url),
    method: options.method ?? "GET",
    headers: {
      "user-agent": USER_AGENT,
      "accept-encoding": "gzip, deflate, br",
      ...lowercaseKeys(options.headers ?? {}),
    },
    body: typeof options.body === "string" ? Buffer.from(options.body) : options.body,
  };
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await sendRequest(hop, isAllowed, controller.signal);
      const location = response.headers.location;
      if (!isRedirect(response.statusCode) || !location) return await readResponse(hop.url, response, options.maxBytes);
      response.resume();
      if (redirects >= (options.maxRedirects ?? DEFAULT_MAX_REDIRECTS)) {
        throw new ContentError(
          "fetch_failed",
          `Too many redirects (more than ${options.maxRedirects ?? DEFAULT_MAX_REDIRECTS}) from ${url}.`,
        );
      }
      hop = nextHop(hop, response.statusCode ?? 0, location);
    }
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ContentError("timeout", `${hop.url.host} did not answer within ${formatSeconds(options.timeoutMs)}.`);
    }
    throw toContentError(error, hop.url);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The same guard for a vendor's SDK that takes an agent (@hubspot/api-client's `httpAgent`): every
 * connection's resolved address is checked and then connected to, an IP literal is checked before
 * connecting, a socket idle for `timeoutMs` or receiving more than `maxBytes` (headers included) is
 * destroyed. No keep-alive, so each request gets a socket of its own. The SDK follows no redirects.
 */
export function guardedAgent(
  baseUrl: string,
  options: Pick<GuardedFetchOptions, "allowPrivateNetwork" | "timeoutMs" | "maxBytes">,
): http.Agent {
  const isAllowed = (address: string) => options.allowPrivateNetwork || !isPrivateAddress(address);
  const secure = parseHttpUrl(baseUrl).protocol === "https:";
  const agent = secure ? new https.Agent({ keepAlive: false }) : new http.Agent({ keepAlive: false });
  const connect = agent.createConnection.bind(agent) as (
    connectOptions: object,
    callback: (error: Error | null, socket: Socket) => void,
  ) => Socket | undefined;
  agent.createConnection = (connectOptions, callback) => {
    const host = String((connectOptions as { host?: string }).host ?? "").replace(/^\[|\]$/g, "");
    if (isIP(host) && !isAllowed(host)) {
      callback?.(privateAddressError(host, host), undefined as unknown as Socket);
      return undefined;
    }
    const socket = connect({ ...connectOptions, lookup: checkedLookup(isAllowed) }, callback!);
    if (!socket) return undefined;
    let received = 0;
    socket.setTimeout(options.timeoutMs, () =>
      socket.destroy(new ContentError("timeout", `${host} did not answer within ${formatSeconds(options.timeoutMs)}.`)),
    );
    socket.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.maxBytes) socket.destroy(tooLargeError(options.maxBytes));
    });
    return socket;
  };
  return agent;
}

function parseHttpUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new ContentError("fetch_failed", `Not a valid web address: ${text}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ContentError(
      "fetch_failed",
      `Only http and https addresses can be fetched, not ${url.protocol.replace(/:$/, "")}.`,
    );
  }
  return url;
}

function isRedirect(status: number | undefined): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

function nextHop(previous: Hop, status: number, location: string): Hop {
  const url = parseHttpUrl(location, previous.url);
  const keepsBody = status === 307 || status === 308;
  const headers = { ...previous.headers };
  if (url.origin !== previous.url.origin) {
    delete headers.authorization;
    delete headers.cookie;
  }
  if (!keepsBody) {
    delete headers["content-type"];
    delete headers["content-length"];
  }
  return { url, headers, method: keepsBody ? previous.method : "GET", body: keepsBody ? previous.body : undefined };
}

function sendRequest(hop: Hop, isAllowed: (address: string) => boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const literal = hop.url.hostname.replace(/^\[|\]$/g, "");
  // Node connects to an IP literal without calling `lookup`, so literals are checked here.
  if (isIP(literal) && !isAllowed(literal)) throw privateAddressError(hop.url.hostname, literal);
  const client = hop.url.protocol === "https:" ? https : http;
  const headers = hop.body ? { ...hop.headers, "content-length": String(hop.body.length) } : hop.headers;
  return new Promise((resolve, reject) => {
    const request = client.request(hop.url, {
      method: hop.method,
      headers,
      signal,
      lookup: checkedLookup(isAllowed),
      // A pooled socket would skip the address check of this request.
      agent: false,
    });
    request.on("response", resolve);
    request.on("error", reject);
    request.end(hop.body);
  });
}

/** Resolves the host, refuses it when any of its addresses is not allowed, and hands Node only checked addresses. */
function checkedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(
      hostname,
      { family: options.family ?? 0, hints: options.hints, all: true },
      (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, "", 0);
        const refused = addresses.find((entry) => !isAllowed(entry.address));
        if (refused) return callback(privateAddressError(hostname, refused.address), "", 0);
        const [first] = addresses;
        if (!first)
          return callback(Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }), "", 0);
        if (options.all) return callback(null, addresses);
        callback(null, first.address, first.family);
      },
    );
  };
}

async function readResponse(url: URL, response: IncomingMessage, maxBytes: number): Promise<FetchedResponse> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes && !response.headers["content-encoding"]) {
    response.destroy();
    throw tooLargeError(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decodedBody(response)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLargeError(maxBytes);
    chunks.push(chunk as Buffer);
  }
  const contentType = (response.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return {
    url: url.toString(),
    status: response.statusCode ?? 0,
    contentType,
    headers: response.headers,
    body: Buffer.concat(chunks),
  };
}

function decodedBody(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  return decoder ? pipeline(response, decoder, () => {}) : response;
}

function privateAddressError(hostname: string, address: string): ContentError {
  return new ContentError(
    "private_address",
    `${hostname} points to a private or local network address (${address}), which Vemo does not fetch.`,
  );
}

function tooLargeError(maxBytes: number): ContentError {
  return new ContentError("too_large", `The response is larger than the ${formatSizeLimit(maxBytes)} limit.`);
}

function toContentError(error: unknown, url: URL): ContentError {
  if (error instanceof ContentError) return error;
  const code = (error as NodeJS.ErrnoException).code ?? "";
  const host = url.host;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return new ContentError("fetch_failed", `The address ${host} could not be found.`);
  if (code === "ECONNREFUSED") return new ContentError("fetch_failed", `${host} refused the connection.`);
  if (code.startsWith("ERR_TLS") || code.includes("CERT")) {
    return new ContentError("fetch_failed", `A secure connection to ${host} could not be made (${code}).`);
  }
  if (code.startsWith("Z_") || code === "ERR_BROTLI_INVALID_PARAM") {
    return new ContentError("fetch_failed", `${host} sent a response that could not be decompressed.`);
  }
  const reason = code || (error instanceof Error ? error.message : String(error));
  return new ContentError("fetch_failed", `Could not fetch ${url.toString()}: ${reason}.`);
}

function formatSeconds(milliseconds: number): string {
  return `${Math.round(milliseconds / 100) / 10} s`;
}

function lowercaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
