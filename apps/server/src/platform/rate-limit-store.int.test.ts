import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { sharedTour } from "../modules/sharing/viewer-test-support.ts";
import { startTestApp, type TestApp } from "../test/test-app.ts";
import { databaseRateLimitStore } from "./rate-limit-store.ts";

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

async function smallLimitedApp(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(testApp.database.db) });
  app.get("/limited", { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.get("/other", { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  return app;
}

describe("rate limits kept in the database", () => {
  it("are shared by every process: the second counts the first's requests", async () => {
    const [first, second] = [await smallLimitedApp(), await smallLimitedApp()];
    const get = (app: FastifyInstance, url: string) => app.inject({ method: "GET", url, remoteAddress: "10.9.0.1" });
    expect((await get(first, "/limited")).statusCode).toBe(200);
    expect((await get(second, "/limited")).statusCode).toBe(200);
    expect((await get(first, "/limited")).statusCode).toBe(200);
    const refused = await get(second, "/limited");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Each route keeps its own count.
    expect((await get(second, "/other")).statusCode).toBe(200);
    await Promise.all([first.close(), second.close()]);
  });

  it("hold the public share limits across two instances of the application", async () => {
    const tour = await sharedTour(testApp);
    const read = (app: FastifyInstance) =>
      app.inject({ method: "GET", url: `/api/vemos/share/${tour.token}`, remoteAddress: "10.9.0.2" });
    // 120 reads a minute per address, split over the two instances.
    for (let i = 0; i < 60; i += 1) expect((await read(testApp.app)).statusCode).toBe(200);
    for (let i = 0; i < 60; i += 1) expect((await read(secondApp)).statusCode).toBe(200);
    expect((await read(secondApp)).statusCode).toBe(429);
    expect((await read(testApp.app)).statusCode).toBe(429);
  });
});
