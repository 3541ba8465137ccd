import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { sharedTour } from "../modules/sharing/viewer-test-support.ts";
import { startTestApp, type TestApp } from "../test/test-app.ts";
import type { Db } from "./db/database.ts";
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

afterEach(() => vi.useRealTimers());

async function smallLimitedApp(
  db: Db = testApp.database.db,
  log: Parameters<typeof databaseRateLimitStore>[1] = testApp.runtime.log,
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db, log) });
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

  it("log each failed prune as a warning and go on counting", async () => {
    // A database whose deletes fail stands for a prune the database refuses.
    const refusingDeletes = new Proxy(testApp.database.db, {
      get: (db, property, receiver) =>
        property === "delete"
          ? () => ({ where: () => Promise.reject(new Error("permission denied for table rate_limit_counters")) })
          : Reflect.get(db, property, receiver),
    });
    const log = { warn: vi.fn() };
    vi.useFakeTimers({ toFake: ["Date"] });
    const app = await smallLimitedApp(refusingDeletes, log);
    // One caller each: on PGlite the faked clock moves the windows too, on PostgreSQL it does not.
    let caller = 0;
    const get = () => app.inject({ method: "GET", url: "/limited", remoteAddress: `10.9.1.${(caller += 1)}` });
    expect((await get()).statusCode).toBe(200);
    expect(log.warn).not.toHaveBeenCalled();

    // The store prunes once a minute has passed since its last prune.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await get()).statusCode).toBe(200);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: "permission denied for table rate_limit_counters" }) },
      "Pruning old rate-limit windows failed; the next prune retries",
    );

    // Not before the next prune is due, then once more.
    expect((await get()).statusCode).toBe(200);
    expect(log.warn).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await get()).statusCode).toBe(200);
    expect(log.warn).toHaveBeenCalledTimes(2);
    await app.close();
  });
});
