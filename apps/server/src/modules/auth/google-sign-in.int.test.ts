import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;

beforeAll(async () => {
  // The callback checks the sign-in cookie before it contacts the provider, so no provider needs to run here.
  testApp = await startTestApp({
    env: { GOOGLE_CLIENT_ID: "client", GOOGLE_CLIENT_SECRET: "secret", GOOGLE_ISSUER: "http://127.0.0.1:9/" },
  });
});
afterAll(() => testApp.close());

it("sends the server's reason for a failed Google sign-in to the web app's callback", async () => {
  const response = await testApp.app.inject({ method: "GET", url: "/api/auth/google/callback?code=abc&state=xyz" });

  expect(response.statusCode).toBe(302);
  const fragment = new URLSearchParams(new URL(response.headers.location!, "http://vemo.test").hash.slice(1));
  expect(fragment.get("error")).toBe("Your sign-in took too long or was started elsewhere. Please try again.");
});
