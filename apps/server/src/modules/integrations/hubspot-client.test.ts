import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubspotToken } from "./hubspot-client.ts";
import { startHubspot } from "./vendor-stand-ins.ts";

describe("the HubSpot client library behind the guarded agent", () => {
  let hubspot: Awaited<ReturnType<typeof startHubspot>>;
  beforeAll(async () => (hubspot = await startHubspot()));
  afterAll(() => hubspot.close());
  const settings = () => ({
    apiBaseUrl: hubspot.url,
    oauth: { clientId: "hubspot-client", clientSecret: "hubspot-secret" },
  });

  it("reaches a loopback HubSpot only when the private network is allowed", async () => {
    await expect(hubspotToken(settings(), { refreshToken: "hs-refresh" }, false)).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining("private or local network address (127.0.0.1)"),
    });
    expect(hubspot.requests).toEqual([]);
    const tokens = await hubspotToken(settings(), { refreshToken: "hs-refresh" }, true);
    expect(tokens).toMatchObject({ accessToken: "hs-access-1", refreshToken: "hs-refresh" });
    expect(new URLSearchParams(hubspot.requests[0]!.body).get("grant_type")).toBe("refresh_token");
  });
});
