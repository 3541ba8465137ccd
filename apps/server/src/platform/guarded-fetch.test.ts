import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebsiteServer } from "../test/fixture-servers/website-server.ts";
import type { FixtureServer } from "../test/fixture-servers/fixture-server.ts";
import { guardedAgent, guardedFetch, type GuardedFetchOptions } from "./guarded-fetch.ts";

const allowed: GuardedFetchOptions = { allowPrivateNetwork: true, timeoutMs: 10_000, maxBytes: 1024 * 1024 };

describe("the guarded fetcher", () => {
  let site: FixtureServer;
  beforeAll(async () => (site = await startWebsiteServer()));
  afterAll(() => site.close());

  it("fetches a page and reports its final URL, status and content type", async () => {
    const response = await guardedFetch(`${site.baseUrl}/article`, allowed);
    expect(response).toMatchObject({ url: `${site.baseUrl}/article`, status: 200, contentType: "text/html" });
    expect(response.body.toString()).toContain("<h2>Getting started</h2>");
  });

  it("refuses a loopback address unless the private network is allowed", async () => {
    await expect(
      guardedFetch(`${site.baseUrl}/article`, { ...allowed, allowPrivateNetwork: false }),
    ).rejects.toMatchObject({
      errorType: "private_address",
      message: expect.stringContaining("private or local network address (127.0.0.1)"),
    });
  });

  it("checks the addresses a host name resolves to, and connects to them", async () => {
    const url = `${site.baseUrl.replace("127.0.0.1", "localhost")}/article`;
    await expect(guardedFetch(url, { ...allowed, allowPrivateNetwork: false })).rejects.toMatchObject({
      errorType: "private_address",
      message: expect.stringMatching(/^localhost points to a private or local network address/),
    });
    const loopbackOnly = {
      ...allowed,
      isAddressAllowed: (address: string) => address === "127.0.0.1" || address === "::1",
    };
    expect((await guardedFetch(url, loopbackOnly)).status).toBe(200);
  });

  it("refuses IPv6 and IPv4-mapped loopback literals", async () => {
    const options = { ...allowed, allowPrivateNetwork: false };
    await expect(guardedFetch("http://[::1]:9/", options)).rejects.toMatchObject({ errorType: "private_address" });
    await expect(guardedFetch("http://[::ffff:127.0.0.1]:9/", options)).rejects.toMatchObject({
      errorType: "private_address",
    });
    await expect(guardedFetch("http://169.254.169.254/latest/meta-data/", options)).rejects.toMatchObject({
      errorType: "private_address",
    });
  });

  it("refuses addresses that are not http or https", async () => {
    await expect(guardedFetch("file:///etc/passwd", allowed)).rejects.toMatchObject({ errorType: "fetch_failed" });
    await expect(guardedFetch("ftp://example.com/file", allowed)).rejects.toMatchObject({ errorType: "fetch_failed" });
  });

  it("follows up to five redirects", async () => {
    const response = await guardedFetch(`${site.baseUrl}/redirect/5`, allowed);
    expect(response.url).toBe(`${site.baseUrl}/article`);
    expect(response.status).toBe(200);
  });

  it("refuses a sixth redirect", async () => {
    await expect(guardedFetch(`${site.baseUrl}/redirect/6`, allowed)).rejects.toMatchObject({
      errorType: "fetch_failed",
      message: expect.stringContaining("Too many redirects"),
    });
  });

  it("checks the address of every redirect again", async () => {
    const onlyFirstHost = { ...allowed, isAddressAllowed: (address: string) => address === "127.0.0.1" };
    const elsewhere = encodeURIComponent(`${site.baseUrl.replace("127.0.0.1", "127.0.0.2")}/article`);
    await expect(guardedFetch(`${site.baseUrl}/redirect-to?url=${elsewhere}`, onlyFirstHost)).rejects.toMatchObject({
      errorType: "private_address",
      message: expect.stringContaining("(127.0.0.2)"),
    });
    const toFile = encodeURIComponent("file:///etc/passwd");
    await expect(guardedFetch(`${site.baseUrl}/redirect-to?url=${toFile}`, allowed)).rejects.toMatchObject({
      errorType: "fetch_failed",
    });
  });

  it("stops reading past the size limit", async () => {
    await expect(guardedFetch(`${site.baseUrl}/huge?bytes=${4 * 1024 * 1024}`, allowed)).rejects.toMatchObject({
      errorType: "too_large",
      message: "The response is larger than the 1 MB limit.",
    });
  });

  it("gives up on a server that does not answer in time", async () => {
    await expect(guardedFetch(`${site.baseUrl}/slow`, { ...allowed, timeoutMs: 200 })).rejects.toMatchObject({
      errorType: "timeout",
    });
  });

  it("decompresses gzip-encoded pages", async () => {
    const response = await guardedFetch(`${site.baseUrl}/compressed`, allowed);
    expect(response.body.toString()).toContain("<h2>Sharing boards</h2>");
  });

  it("reports a host that cannot be reached", async () => {
    await expect(guardedFetch("http://127.0.0.1:9/", allowed)).rejects.toMatchObject({ errorType: "fetch_failed" });
  });
});

/** A GET through `agent`, as an SDK given the agent sends it: the status and body, or the error. */
function getThrough(agent: http.Agent, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

describe("the guarded agent (for vendor SDKs)", () => {
  let site: FixtureServer;
  beforeAll(async () => (site = await startWebsiteServer()));
  afterAll(() => site.close());

  it("connects where the guarded fetcher would", async () => {
    const agent = guardedAgent(site.baseUrl, allowed);
    const response = await getThrough(agent, `${site.baseUrl}/article`);
    expect(response.status).toBe(200);
    expect(response.body).toContain("<h2>Getting started</h2>");
  });

  it("refuses loopback host names and literals unless the private network is allowed", async () => {
    const agent = guardedAgent(site.baseUrl, { ...allowed, allowPrivateNetwork: false });
    await expect(getThrough(agent, `${site.baseUrl}/article`)).rejects.toMatchObject({
      errorType: "private_address",
    });
    await expect(getThrough(agent, `${site.baseUrl.replace("127.0.0.1", "localhost")}/article`)).rejects.toMatchObject({
      errorType: "private_address",
      message: expect.stringMatching(/^localhost points/),
    });
    await expect(getThrough(agent, "http://169.254.169.254/latest/meta-data/")).rejects.toMatchObject({
      errorType: "private_address",
    });
  });

  it("cuts off an answer past the size limit and a server that goes quiet", async () => {
    const agent = guardedAgent(site.baseUrl, { ...allowed, maxBytes: 64 * 1024, timeoutMs: 300 });
    await expect(getThrough(agent, `${site.baseUrl}/huge?bytes=${1024 * 1024}`)).rejects.toMatchObject({
      errorType: "too_large",
    });
    await expect(getThrough(agent, `${site.baseUrl}/slow`)).rejects.toMatchObject({ errorType: "timeout" });
  });
});
