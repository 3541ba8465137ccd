import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { createSignInThrottle, FORGET_AFTER_MS } from "./sign-in-throttle.ts";
import { letSignInTimePass } from "./sign-in-throttle-test-support.ts";

// Two instances on one database stand for two API processes behind a load balancer.
let testApp: TestApp;
let secondApp: FastifyInstance;
beforeAll(async () => {
  testApp = await startTestApp();
  secondApp = await buildApp(testApp.runtime);
});
afterAll(async () => {
  await secondApp.close();
  await testApp.close();
});

const letTimePass = (ms: number) => letSignInTimePass(testApp.database.db, ms);

describe("the sign-in throttle", () => {
  it("lets 5 failures pass, then makes each attempt wait a doubling delay", async () => {
    const throttle = createSignInThrottle(testApp.database.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await throttle.assertMayTry("ada@example.com");
      await throttle.recordFailure("ada@example.com");
    }
    await expect(throttle.assertMayTry("ada@example.com")).rejects.toThrow(/wait 1 seconds/);
    await letTimePass(1_000);
    await throttle.assertMayTry("ada@example.com");
    await throttle.recordFailure("ada@example.com");
    await expect(throttle.assertMayTry("ada@example.com")).rejects.toThrow(/wait 2 seconds/);
    await expect(throttle.assertMayTry("bob@example.com")).resolves.toBeUndefined();
  });

  it("never waits more than 5 minutes, and forgets the failures after a success", async () => {
    const throttle = createSignInThrottle(testApp.database.db);
    for (let attempt = 0; attempt < 40; attempt += 1) await throttle.recordFailure("cleo@example.com");
    await expect(throttle.assertMayTry("cleo@example.com")).rejects.toThrow(/wait 300 seconds/);
    await letTimePass(300_000);
    await throttle.assertMayTry("cleo@example.com");
    await throttle.recordSuccess("cleo@example.com");
    await throttle.recordFailure("cleo@example.com");
    await expect(throttle.assertMayTry("cleo@example.com")).resolves.toBeUndefined();
  });

  it("forgets failures an hour old", async () => {
    const throttle = createSignInThrottle(testApp.database.db);
    for (let attempt = 0; attempt < 10; attempt += 1) await throttle.recordFailure("dora@example.com");
    await expect(throttle.assertMayTry("dora@example.com")).rejects.toThrow(/wait/);
    await letTimePass(FORGET_AFTER_MS);
    await expect(throttle.assertMayTry("dora@example.com")).resolves.toBeUndefined();
  });

  it("is shared by every API process: failures through one slow sign-in through the other", async () => {
    const login = (app: FastifyInstance, password: string) =>
      app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "eve@example.com", password } });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(testApp.app, "wrong password")).statusCode).toBe(401);

    const throttled = await login(secondApp, "wrong password");
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toBe(
      "Too many failed sign-in attempts for this account. Please wait 1 seconds and try again.",
    );
  });
});
