import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors.ts";
import { registerErrorHandling } from "../../platform/http-errors.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { databaseRateLimitStore } from "../../platform/rate-limit-store.ts";
import { RATE_LIMITED_MESSAGE, type ShareRateLimits } from "./share-rate-limits.ts";
import { sharePageRoutes } from "./share-page.routes.ts";
import { viewerSessionsRoutes } from "../viewer-sessions/viewer-sessions.routes.ts";
import { sharingRoutes } from "./sharing.routes.ts";
import { askShared, sharedTour, type SharedTour } from "./viewer-test-support.ts";

// The share routes with small budgets, on the real database, so the limits are reached in a few requests.
const SMALL_LIMITS: ShareRateLimits = {
  read: { perIp: 3 },
  session: { perIp: 3, perLink: 5 },
  chat: { perIp: 2, perLink: 3 },
  lead: { perIp: 2 },
  unlock: { perIp: 2, perLink: 3 },
};

let testApp: TestApp;
let app: FastifyInstance;
let proxiedApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
  proxiedApp = await startTestApp({ env: { TRUST_PROXY: "true" } });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const store = databaseRateLimitStore(testApp.database.db, testApp.runtime.log);
  app.addHook("onClose", store.close);
  await app.register(fastifyRateLimit, { global: false, store: store.Store });
  const requireUser = async () => {
    throw new AppError("unauthorized", "Authentication required");
  };
  // Only the public calls are exercised here: the owner's share route is never reached.
  const requireCompany = async () => {};
  await app.register(sharingRoutes, {
    runtime: testApp.runtime,
    requireUser,
    requireCompany,
    rateLimits: SMALL_LIMITS,
  });
  await app.register(viewerSessionsRoutes, { runtime: testApp.runtime, rateLimits: SMALL_LIMITS });
  await app.register(sharePageRoutes, { runtime: testApp.runtime, rateLimits: SMALL_LIMITS });
});
afterAll(async () => {
  await proxiedApp.close();
  await app.close();
  await testApp.close();
});

const readShared = (tour: SharedTour, remoteAddress: string) =>
  app.inject({ method: "GET", url: `/api/vemos/share/${tour.token}`, remoteAddress });

function expectRateLimited(response: Awaited<ReturnType<FastifyInstance["inject"]>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ success: false, error: RATE_LIMITED_MESSAGE });
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
}

describe("public share calls", () => {
  it("limit each IP, and leave other IPs their own budget", async () => {
    const tour = await sharedTour(testApp);
    for (let i = 0; i < 3; i += 1) expect((await readShared(tour, "10.0.1.1")).statusCode).toBe(200);
    expectRateLimited(await readShared(tour, "10.0.1.1"));
    expect((await readShared(tour, "10.0.1.2")).statusCode).toBe(200);
  });

  it("limit each link across busy IPs, and leave other links their own budget", async () => {
    const tour = await sharedTour(testApp);
    const other = await sharedTour(testApp);
    const question = { question: "How do I invite a teammate?" };
    for (const address of ["10.0.2.1", "10.0.2.2", "10.0.2.3"])
      expect((await askShared(app, tour.token, question, address)).statusCode).toBe(200);
    expectRateLimited(await askShared(app, tour.token, question, "10.0.2.1"));
    expect((await askShared(app, other.token, question, "10.0.2.5")).statusCode).toBe(200);
  });

  it("still answer the prospect's own first question while busy addresses exhausted the link", async () => {
    const tour = await sharedTour(testApp);
    const question = { question: "How do I invite a teammate?" };
    for (const address of ["10.0.6.1", "10.0.6.2", "10.0.6.3"]) await askShared(app, tour.token, question, address);
    expectRateLimited(await askShared(app, tour.token, question, "10.0.6.1"));
    expect((await askShared(app, tour.token, question, "10.0.6.9")).statusCode).toBe(200);
  });

  it("limit chat per IP below reads", async () => {
    const tour = await sharedTour(testApp);
    const question = { question: "How often do charts refresh?" };
    for (let i = 0; i < 2; i += 1)
      expect((await askShared(app, tour.token, question, "10.0.3.1")).statusCode).toBe(200);
    expectRateLimited(await askShared(app, tour.token, question, "10.0.3.1"));
  });

  it("limit starting viewer sessions per link", async () => {
    const tour = await sharedTour(testApp);
    const start = (address: string) =>
      app.inject({ method: "POST", url: `/api/vemos/share/${tour.token}/sessions`, remoteAddress: address });
    for (const address of ["10.0.4.1", "10.0.4.1", "10.0.4.2", "10.0.4.2", "10.0.4.3"])
      expect((await start(address)).statusCode).toBe(200);
    expectRateLimited(await start("10.0.4.1"));
  });

  it("limit the lead form per IP", async () => {
    const tour = await sharedTour(testApp);
    const sendLead = (address: string) =>
      app.inject({
        method: "POST",
        url: `/api/vemos/share/${tour.token}/lead`,
        payload: { name: "Ada", email: "ada@example.com" },
        remoteAddress: address,
      });
    for (let i = 0; i < 2; i += 1) expect((await sendLead("10.0.7.1")).statusCode).not.toBe(429);
    expectRateLimited(await sendLead("10.0.7.1"));
    expect((await sendLead("10.0.7.2")).statusCode).not.toBe(429);
  });

  it("limit the server-rendered share page per IP", async () => {
    const page = () => app.inject({ method: "GET", url: "/share/some-token", remoteAddress: "10.0.5.1" });
    for (let i = 0; i < 3; i += 1) expect((await page()).statusCode).not.toBe(429);
    expectRateLimited(await page());
  });

  // 1,200 reads: a few seconds alone, over a minute on PostgreSQL beside CI's other steps.
  it(
    "serve a link's whole audience: every address may read it, and one busy address is limited",
    {
      timeout: 180_000,
    },
    async () => {
      const tour = await sharedTour(proxiedApp);
      const read = (address: string) =>
        proxiedApp.app.inject({
          method: "GET",
          url: `/api/vemos/share/${tour.token}`,
          headers: { "x-forwarded-for": address },
        });
      const audience: number[] = [];
      for (let i = 0; i < 1000; i += 1)
        audience.push((await read(`198.51.${Math.floor(i / 250)}.${i % 250}`)).statusCode);
      expect(audience.filter((status) => status !== 200)).toEqual([]);

      const busy: number[] = [];
      for (let i = 0; i < 200; i += 1) busy.push((await read("203.0.113.7")).statusCode);
      // A window opens at the address's first request: the first 120 are served, then it is refused;
      // a burst slower than a minute (a busy machine) opens a second window, neither serving more than 120.
      expect(busy.slice(0, 120).every((status) => status === 200)).toBe(true);
      expect(busy).toContain(429);
      expect(busy.filter((status) => status === 200).length).toBeLessThanOrEqual(240);
      expect(busy.every((status) => status === 200 || status === 429)).toBe(true);
    },
  );
});
