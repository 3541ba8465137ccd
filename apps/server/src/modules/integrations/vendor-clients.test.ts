import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubspotToken } from "./hubspot-client.ts";
import { salesforceToken } from "./salesforce-client.ts";
import { startHubspot, startSalesforce } from "./vendor-stand-ins.ts";

type StandIn = { url: string; requests: { body: string }[]; close: () => Promise<unknown> };

/** Each vendor's client library (HubSpot's official client, jsforce), refreshing a token at a loopback stand-in. */
const vendors = [
  {
    vendor: "HubSpot",
    start: startHubspot,
    refresh: (url: string, allowPrivateNetwork: boolean) =>
      hubspotToken(
        { apiBaseUrl: url, oauth: { clientId: "hubspot-client", clientSecret: "hubspot-secret" } },
        { refreshToken: "hs-refresh" },
        allowPrivateNetwork,
      ),
    issued: { accessToken: "hs-access-1", refreshToken: "hs-refresh" },
  },
  {
    vendor: "Salesforce",
    start: startSalesforce,
    refresh: (url: string, allowPrivateNetwork: boolean) =>
      salesforceToken(
        { loginUrl: url, oauth: { clientId: "salesforce-client", clientSecret: "salesforce-secret" } },
        { refreshToken: "sf-refresh" },
        allowPrivateNetwork,
      ),
    issued: { accessToken: "sf-access-1", refreshToken: null },
  },
];

for (const { vendor, start, refresh, issued } of vendors) {
  describe(`the ${vendor} client library behind the address guard`, () => {
    let standIn: StandIn;
    beforeAll(async () => (standIn = await start()));
    afterAll(() => standIn.close());

    it(`reaches a loopback ${vendor} only when the private network is allowed`, async () => {
      await expect(refresh(standIn.url, false)).rejects.toMatchObject({
        retryable: false,
        message: expect.stringContaining("private or local network address (127.0.0.1)"),
      });
      expect(standIn.requests).toEqual([]);
      expect(await refresh(standIn.url, true)).toMatchObject(issued);
      expect(new URLSearchParams(standIn.requests[0]!.body).get("grant_type")).toBe("refresh_token");
    });
  });
}
