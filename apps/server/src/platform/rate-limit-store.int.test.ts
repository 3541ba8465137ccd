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
  const store = databaseRateLimitStore(db, log);
  app.addHook("onClose", store.close);
  await app.register(fastifyRateLimit, { global: false, store: store.Store });
  app.get("/limited", { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.get("/other", { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  return app;
}

/** What the database holds of every process's count of a limiter's key. */
async function countedInDatabase(key: string): Promise<number> {
  const { rows } = await testApp.database.sql.executeSql(
    "select coalesce(sum(count), 0)::int as count from rate_limit_counters where key = $1",
    [key],
  );
  return Number(rows[0]?.count);
}

describe("rate limits kept in the database", () => {
  it("are shared by every process: the second hears of the first's requests at its next sync", async () => {
    const [first, second] = [await smallLimitedApp(), await smallLimitedApp()];
    const get = (app: FastifyInstance, url: string) => app.inject({ method: "GET", url, remoteAddress: "10.9.0.1" });
    for (let i = 0; i < 3; i += 1) expect((await get(first, "/limited")).statusCode).toBe(200);
    expect((await get(first, "/limited")).statusCode).toBe(429);
    // Each process writes its counts once a second, and learns the others' when it does.
    await vi.waitFor(async () => expect(await countedInDatabase("GET /limited|10.9.0.1")).toBe(4), { timeout: 5_000 });
    // The second process counts its first request itself and syncs at once; once its count is in
    // the database (a busy machine may take a while), it knows the first's too.
    expect((await get(second, "/limited")).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await countedInDatabase("GET /limited|10.9.0.1")).toBe(5), { timeout: 15_000 });
    let servedBySecond = 1;
    await vi.waitFor(
      async () => {
        const response = await get(second, "/limited");
        if (response.statusCode === 200) servedBySecond += 1;
        expect(response.statusCode).toBe(429);
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 50 },
    );
    // Only what it let through before its sync answered: not a limit of its own (that would be 3).
    expect(servedBySecond).toBeLessThan(3);
    // Each route keeps its own count.
    expect((await get(second, "/other")).statusCode).toBe(200);
    await Promise.all([first.close(), second.close()]);
  });

  it("open a caller's window at its first request, and a second process counts in the same window", async () => {
    const [first, second] = [await smallLimitedApp(), await smallLimitedApp()];
    const get = (app: FastifyInstance) => app.inject({ method: "GET", url: "/limited", remoteAddress: "10.9.0.3" });
    // A whole minute ahead, whenever in the clock's minute the caller starts.
    expect((await get(first)).headers["x-ratelimit-reset"]).toBe("60");
    await vi.waitFor(async () => expect(await countedInDatabase("GET /limited|10.9.0.3")).toBe(1), { timeout: 5_000 });
    await get(second);
    await vi.waitFor(async () => expect(await countedInDatabase("GET /limited|10.9.0.3")).toBe(2), { timeout: 5_000 });
    const { rows } = await testApp.database.sql.executeSql(
      "select count(*)::int as windows from rate_limit_counters where key = $1",
      ["GET /limited|10.9.0.3"],
    );
    expect(Number(rows[0]?.windows)).toBe(1);
    await Promise.all([first.close(), second.close()]);
  });

  it("are written when a process closes, and not after: its database may already serve another", async () => {
    const app = await smallLimitedApp();
    for (let i = 0; i < 2; i += 1) await app.inject({ method: "GET", url: "/limited", remoteAddress: "10.9.0.4" });
    await app.close();
    expect(await countedInDatabase("GET /limited|10.9.0.4")).toBe(2);
    await testApp.database.sql.executeSql("delete from rate_limit_counters where key = $1", ["GET /limited|10.9.0.4"]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await countedInDatabase("GET /limited|10.9.0.4")).toBe(0);
  });

  it("hold the public share limits across two instances of the application", async () => {
    const tour = await sharedTour(testApp);
    const read = (app: FastifyInstance) =>
      app.inject({ method: "GET", url: `/api/vemos/share/${tour.token}`, remoteAddress: "10.9.0.2" });
    const servedBy = async (app: FastifyInstance, requests: number) => {
      let served = 0;
      for (let i = 0; i < requests; i += 1) if ((await read(app)).statusCode === 200) served += 1;
      return served;
    };
    // 120 reads a minute per address: 100 on the first instance, then the second serves the rest.
    expect(await servedBy(testApp.app, 100)).toBe(100);
    await vi.waitFor(async () => expect(await countedInDatabase("/api/vemos/share/:token|ip:10.9.0.2")).toBe(100), {
      timeout: 5_000,
    });
    // The second has not heard of them before its first sync, which its first read starts.
    expect((await read(secondApp)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await countedInDatabase("/api/vemos/share/:token|ip:10.9.0.2")).toBe(101), {
      timeout: 5_000,
    });
    expect(await servedBy(secondApp, 40)).toBe(19);
    // The first hears of the second's reads at its next sync and refuses too.
    await vi.waitFor(async () => expect((await read(testApp.app)).statusCode).toBe(429), {
      timeout: 5_000,
      interval: 200,
    });
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
    // A sync (writing the counts, then pruning when it is due) follows each request within a second.
    const synced = () =>
      vi.waitFor(async () => expect(await countedInDatabase(`GET /limited|10.9.1.${caller}`)).toBe(1), {
        timeout: 5_000,
      });
    expect((await get()).statusCode).toBe(200);
    await synced();
    expect(log.warn).not.toHaveBeenCalled();

    // The store prunes once a minute has passed since its last prune.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await get()).statusCode).toBe(200);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(log.warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: "permission denied for table rate_limit_counters" }) },
      "Pruning old rate-limit windows failed; the next prune retries",
    );

    // Not before the next prune is due, then once more.
    expect((await get()).statusCode).toBe(200);
    await synced();
    expect(log.warn).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await get()).statusCode).toBe(200);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    await app.close();
  });
});
