import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithCompany } from "../test/factories.ts";
import { startTestApp, type TestApp } from "../test/test-app.ts";

/** Small, so a test can spend it: the default is API_RATE_LIMIT_PER_MINUTE's. */
const PER_MINUTE = 50;

let testApp: TestApp;
beforeAll(
  async () =>
    (testApp = await startTestApp({ welcomeDemo: true, env: { API_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } })),
);
afterAll(() => testApp.close());

/** `count` requests at once to a route that sets no limit of its own, from one address. */
async function send(count: number, options: { url: string; remoteAddress: string; headers?: Record<string, string> }) {
  const responses = await Promise.all(
    Array.from({ length: count }, () => testApp.app.inject({ method: "GET", ...options })),
  );
  return responses.map((response) => response.statusCode);
}

describe("the default rate limit", () => {
  it("limits a signed-in user on a route with no limit of its own, and not the next user on the same address", async () => {
    const remoteAddress = "10.1.0.1";
    const busy = await signUpWithCompany(testApp.app, "Busy Org");
    // Creating the organisation was the user's first request of the minute.
    const statuses = await send(PER_MINUTE - 1, { url: "/api/companies", remoteAddress, headers: busy.auth });
    expect(statuses.every((status) => status === 200)).toBe(true);

    const over = await testApp.app.inject({ method: "GET", url: "/api/vemos", remoteAddress, headers: busy.auth });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, error: "Too many requests. Please wait a minute and try again." });

    const colleague = await signUpWithCompany(testApp.app, "Colleague Org");
    expect(
      (await testApp.app.inject({ method: "GET", url: "/api/companies", remoteAddress, headers: colleague.auth }))
        .statusCode,
    ).toBe(200);
  });

  it("limits an address that is not signed in, but leaves the public share calls to their own limits", async () => {
    const remoteAddress = "10.1.0.2";
    const statuses = await send(PER_MINUTE + 1, { url: "/api/companies", remoteAddress });
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);

    const shared = await testApp.app.inject({
      method: "GET",
      url: `/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}`,
      remoteAddress,
    });
    expect(shared.statusCode).toBe(200);
  });

  it("does not let a made-up token pass for a user", async () => {
    const remoteAddress = "10.1.0.3";
    const forged = { authorization: "Bearer not-a-real-token" };
    const statuses = await send(PER_MINUTE + 1, { url: "/api/companies", remoteAddress, headers: forged });
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});
