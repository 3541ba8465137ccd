import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { companies } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { SHARE_READ_CACHE_CONTROL } from "./share-read-cache.ts";
import { sharedTour } from "./viewer-test-support.ts";

const PUBLIC_URL = "https://vemo.example";
const SHARE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Vemo</title>
    <!-- share-meta -->
    <script type="module" src="/assets/share-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const INDEX_HTML = `<!doctype html><html><head><title>Vemo — Interactive AI video demos</title></head><body><div id="app"></div></body></html>`;

let testApp: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), "vemo-web-dist-"));
  await writeFile(path.join(distDir, "index.html"), INDEX_HTML);
  await writeFile(path.join(distDir, "share.html"), SHARE_HTML);
  testApp = await startTestApp({ welcomeDemo: true, env: { WEB_DIST_DIR: distDir, PUBLIC_URL } });
});
afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

afterEach(() => vi.useRealTimers());

/** Share pages are served at PUBLIC_URL's host (or a verified custom domain): requests say which. */
const SITE_HOST = { host: new URL(PUBLIC_URL).host };
const page = (token: string) => testApp.app.inject({ method: "GET", url: `/share/${token}`, headers: SITE_HOST });

describe("GET /share/{token}", () => {
  it("puts the Vemo's title and company, escaped, into the share page's meta", async () => {
    const tour = await sharedTour(testApp, { title: `Tips & "tricks" <live>`, companyName: "O'Brien & Co" });
    const response = await page(tour.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const title = "Tips &amp; &quot;tricks&quot; &lt;live&gt; - O&#39;Brien &amp; Co | Vemo";
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(response.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/share/${tour.token}" />`);
    expect(response.body).toContain('<meta name="twitter:card" content="summary" />');
    expect(response.body).toContain('<script type="module" src="/assets/share-abc123.js"></script>');
    expect(response.body).not.toContain("<live>");
  });

  it("sends the page with an ETag and a short public Cache-Control, and 304 to the same ETag", async () => {
    const first = await page(WELCOME_DEMO_SHARE_TOKEN);
    expect(first.headers["cache-control"]).toBe(SHARE_READ_CACHE_CONTROL);
    const revalidated = await testApp.app.inject({
      method: "GET",
      url: `/share/${WELCOME_DEMO_SHARE_TOKEN}`,
      headers: { ...SITE_HOST, "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect((await page("no-such-link")).headers["cache-control"]).toBe("no-cache");
  });

  it("names the welcome demo after Vemo", async () => {
    const response = await page(WELCOME_DEMO_SHARE_TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Welcome to Vemo | Vemo</title>");
  });

  it("loads with generic meta and 404 for an unknown link", async () => {
    const response = await page("no-such-link");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title>Shared Vemo | Vemo</title>");
    expect(response.body).toContain('<meta property="og:title" content="Shared Vemo | Vemo" />');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("reveals nothing of a link whose owner may no longer share it", async () => {
    const tour = await sharedTour(testApp, { title: "Secret roadmap", companyName: "Lapsed Ltd" });
    await testApp.database.db
      .update(companies)
      .set({ subscriptionStatus: "cancelled" })
      .where(eq(companies.id, tour.owner.companyId));
    const response = await page(tour.token);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain("<title>Shared Vemo | Vemo</title>");
    expect(response.body).not.toContain("Secret roadmap");
    expect(response.body).not.toContain("Lapsed Ltd");
  });

  it("falls back to index.html until the web app has a share.html, and picks it up once built", async () => {
    await rm(path.join(distDir, "share.html"));
    try {
      const response = await page(WELCOME_DEMO_SHARE_TOKEN);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="app"></div>');
      expect(response.body).toContain("<title>Welcome to Vemo | Vemo</title>");
      expect(response.body).toContain('<meta property="og:title" content="Welcome to Vemo | Vemo" />');
    } finally {
      await writeFile(path.join(distDir, "share.html"), SHARE_HTML);
    }
    expect((await page(WELCOME_DEMO_SHARE_TOKEN)).body).toContain('<div id="root"></div>');
  });

  it("keeps serving index.html for the other client routes", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/overview" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe("framing", () => {
  it("lets any site frame a share page, known or not", async () => {
    const tour = await sharedTour(testApp);
    for (const token of [tour.token, "no-such-token"]) {
      const response = await page(token);
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors *");
      expect(response.headers["content-security-policy"]).not.toContain("frame-ancestors 'none'");
      expect(response.headers["x-frame-options"]).toBeUndefined();
    }
  });

  it("refuses framing of the dashboard, other pages and the API", async () => {
    for (const url of ["/overview", "/", "/customer-interactions", "/api/health"]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-frame-options"]).toBe("DENY");
    }
  });
});
