import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTour, type SharedTour } from "../modules/sharing/viewer-test-support.ts";
import { signUp } from "../test/factories.ts";
import { startTestApp, type TestApp } from "../test/test-app.ts";
import { UNSTORABLE_TEXT_MESSAGE } from "./input-guard.ts";

describe("text the database cannot store", () => {
  let testApp: TestApp;
  let tour: SharedTour;

  beforeAll(async () => {
    testApp = await startTestApp();
    tour = await sharedTour(testApp);
  });
  afterAll(() => testApp.close());

  const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object, auth = true) =>
    testApp.app.inject({ method, url, payload, headers: auth ? tour.owner.auth : {} });

  it("is refused with 400 and a clear message in names, titles, settings and questions", async () => {
    const responses = await Promise.all([
      send(
        "POST",
        "/api/auth/register",
        { email: "nul@example.com", password: "correct horse battery", firstName: "A\u0000", lastName: "B" },
        false,
      ),
      send("PUT", `/api/users/${tour.owner.id}/profile`, { first_name: "Ada\u0000", last_name: "L" }),
      send("POST", "/api/companies", { name: "Acme\u0000" }),
      send("PUT", "/api/settings", { aiAssistant: { tone: "formal\u0000" } }),
      send("POST", "/api/vemos", {
        title: "Tour\u0000",
        companyId: tour.owner.companyId,
        videos: [{ url: "https://youtu.be/dQw4w9WgXcQ" }],
      }),
      send("POST", `/api/vemos/share/${tour.token}/chat`, { question: "Price?\u0000" }, false),
      send("POST", `/api/qa/vemo/${tour.vemoId}`, { question: "Lone \uD800 surrogate" }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
  });

  it("is refused with 400 in paths, signed in or not", async () => {
    const urls = [
      "/share/%00",
      "/api/vemos/share/%00",
      "/api/billing/test-checkout/%00",
      "/api/vemos/share/x%00y/suggested-questions",
    ];
    for (const url of urls) expect((await send("GET", url, undefined, false)).statusCode).toBe(400);
    expect((await send("POST", "/api/billing/test-checkout/%00/complete")).statusCode).toBe(400);
  });

  it("leaves a later sign-up with clean text working", async () => {
    await expect(signUp(testApp.app)).resolves.toMatchObject({ email: expect.any(String) });
  });
});
