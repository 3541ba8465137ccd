// Malformed, hostile and random input sent to every route of the app: none may answer 5xx, and
// the server must still answer afterwards. The cases come from a seeded generator, so a failure
// names the case and reproduces.
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTour, type SharedTour } from "./modules/sharing/viewer-test-support.ts";
import { registeredRoutes, type RegisteredRoute } from "./test/registered-routes.ts";
import { startTestApp, type TestApp } from "./test/test-app.ts";

const SEED = 20261124;
const CASES_PER_ROUTE = 60;

function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const HOSTILE_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x".repeat(5000),
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  '=HYPERLINK("http://evil")',
  "😀".repeat(50),
  "00000000-0000-0000-0000-000000000000",
  "-1",
  "1e309",
  "NaN",
  "https://127.0.0.1:1/",
  "javascript:alert(1)",
];
const PATH_SEGMENTS = [
  "%00",
  "x%00y",
  "%E0%A4%A",
  "..%2F..%2Fetc",
  "x".repeat(3000),
  "00000000-0000-0000-0000-000000000000",
  "-1",
  "%F0%9F%98%80",
  "a%20b",
];
const KEYS = [
  "question",
  "title",
  "email",
  "password",
  "firstName",
  "lastName",
  "name",
  "website",
  "logo",
  "companyId",
  "vemoId",
  "calendlyLink",
  "videos",
  "websites",
  "video_urls",
  "website_urls",
  "clientData",
  "operationSource",
  "originalFilename",
  "refreshToken",
  "isGoogleUser",
  "plan",
  "billingCycle",
  "sessionId",
  "visitorId",
  "questions",
  "customerName",
  "vemoTitle",
  "shareToken",
  "video_url",
  "backend_url",
  "first_name",
  "last_name",
  "aiAssistant",
  "ctaButtons",
  "notifications",
  "days",
];

function randomValue(rng: ReturnType<typeof random>, depth = 0): unknown {
  const kind = rng.pick(
    depth > 2 ? ["text", "number", "bool", "null"] : ["text", "text", "number", "bool", "null", "array", "object"],
  );
  switch (kind) {
    case "text":
      return rng.pick(HOSTILE_TEXT);
    case "number":
      return rng.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53, Number.MAX_SAFE_INTEGER]);
    case "bool":
      return rng.next() < 0.5;
    case "null":
      return null;
    case "array":
      return Array.from({ length: Math.floor(rng.next() * 4) }, () => randomValue(rng, depth + 1));
    default:
      return randomObject(rng, depth + 1);
  }
}

function randomObject(rng: ReturnType<typeof random>, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const count = Math.floor(rng.next() * 6);
  for (let index = 0; index < count; index += 1) object[rng.pick(KEYS)] = randomValue(rng, depth);
  return object;
}

type Context = { tour: SharedTour; auth: Record<string, string> };

function realSegment(name: string, context: Context): string {
  const { tour } = context;
  const values: Record<string, string> = {
    id: tour.vemoId,
    vemoId: tour.vemoId,
    token: tour.token,
    shareToken: tour.token,
    companyId: tour.owner.companyId,
    userId: tour.owner.id,
    companyName: "Acme Analytics",
  };
  return values[name] ?? "00000000-0000-4000-8000-000000000000";
}

/** Routes whose real subject would wait for background work (process-content waits up to 60 s). */
const SLOW_WITH_REAL_IDS = ["/api/vemos/process-content/:companyName/:vemoId"];
/** Routes that would end the test's own organisation or session for the cases after them. */
const SKIPPED = ["DELETE /api/companies", "POST /api/auth/logout"];

function buildCase(route: RegisteredRoute, rng: ReturnType<typeof random>, context: Context): InjectOptions {
  const useReal = !SLOW_WITH_REAL_IDS.includes(route.url) && route.method !== "DELETE" && rng.next() < 0.5;
  const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    useReal ? encodeURIComponent(realSegment(name, context)) : rng.pick(PATH_SEGMENTS),
  );
  const query =
    rng.next() < 0.3
      ? `?${rng.pick(["page", "pageSize", "search", "viewerId", "companyId"])}=${rng.pick(PATH_SEGMENTS)}`
      : "";
  const headers: Record<string, string> = rng.pick([
    context.auth,
    context.auth,
    context.auth,
    {},
    { authorization: "Bearer x.y.z" },
  ]);
  const options: InjectOptions = {
    method: route.method as InjectOptions["method"],
    url: url + query,
    headers: { ...headers },
  };
  if (route.method === "GET" || route.method === "DELETE") return options;
  const body = rng.pick(["json", "json", "json", "raw", "multipart"]);
  if (body === "json") {
    options.payload = randomObject(rng);
  } else if (body === "raw") {
    options.payload = rng.pick(['{"a":', "null", "[]", '"text"', "{}", "\u0000", "x".repeat(2000)]);
    options.headers = {
      ...options.headers,
      "content-type": rng.pick(["application/json", "text/plain", "application/x-www-form-urlencoded"]),
    };
  } else {
    const boundary = "----fuzz";
    options.payload = rng.pick([
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\n%PDF-1.4`,
      "--nothing",
      "",
    ]);
    options.headers = {
      ...options.headers,
      "content-type": rng.pick([`multipart/form-data; boundary=${boundary}`, "multipart/form-data"]),
    };
  }
  return options;
}

// One user sends every case: the default rate limit would answer most of them with 429. The app is
// started as the file is collected, so that each route is a test of its own: some ten thousand
// requests in one test outlasted any time limit on a busy two-core machine.
const testApp: TestApp = await startTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: "1000000" } });
afterAll(() => testApp.close());
const routes = registeredRoutes(testApp.app).filter((route) => !SKIPPED.includes(`${route.method} ${route.url}`));

// Sixty cases of a route can outlast 60 s beside CI's other steps (the API reference's 4 MB script).
describe("bad input to every route", { timeout: 180_000 }, () => {
  // One generator for the whole run, in the routes' order: a failure's case reproduces in a run of the file.
  const rng = random(SEED);
  let context: Context;
  beforeAll(async () => {
    const tour = await sharedTour(testApp);
    context = { tour, auth: tour.owner.auth };
  });

  it("reaches every route", () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url} answers ${CASES_PER_ROUTE} generated cases without a 5xx`, async () => {
      const failures: string[] = [];
      for (let index = 0; index < CASES_PER_ROUTE; index += 1) {
        const options = buildCase(route, rng, context);
        const response = await testApp.app.inject(options);
        if (response.statusCode >= 500) {
          failures.push(
            `${route.method} ${String(options.url).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("keeps answering afterwards", async () => {
    expect((await testApp.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
