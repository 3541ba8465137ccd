import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { OEmbedResponse } from "@vemo/shared/contracts/oembed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { setSubscription } from "../analytics/analytics-test-support.ts";
import { sharedTour, type SharedTour } from "../sharing/viewer-test-support.ts";
import { JSON_ONLY_MESSAGE } from "./oembed.routes.ts";
import { NOT_A_SHARE_PAGE } from "./oembed.service.ts";

const PUBLIC_URL = "https://vemo.example";

let testApp: TestApp;
let tour: SharedTour;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), "vemo-web-dist-"));
  await writeFile(
    path.join(distDir, "share.html"),
    "<!doctype html><html><head><title>Vemo</title><!-- share-meta --></head><body></body></html>",
  );
  testApp = await startTestApp({ env: { PUBLIC_URL, WEB_DIST_DIR: distDir } });
  tour = await sharedTour(testApp, { title: `Tips & "tricks"`, companyName: "Acme" });
});
afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

const oembed = (query: Record<string, string>) => testApp.app.inject({ method: "GET", url: "/api/oembed", query });

describe("GET /api/oembed", () => {
  it("describes a share page as an oEmbed 1.0 video whose html is the embed code", async () => {
    const response = await oembed({ url: `${PUBLIC_URL}/share/${tour.token}`, format: "json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = OEmbedResponse.parse(response.json());
    expect(body).toMatchObject({
      version: "1.0",
      type: "video",
      title: `Tips & "tricks"`,
      author_name: "Acme",
      provider_name: "Vemo",
      provider_url: PUBLIC_URL,
      width: 960,
      height: 540,
    });
    expect(body.html).toBe(
      `<iframe src="${PUBLIC_URL}/share/${tour.token}?embed=1" width="960" height="540" title="Tips &amp; &quot;tricks&quot;" style="border:0" allow="autoplay; fullscreen; clipboard-write" allowfullscreen></iframe>`,
    );
  });

  it("serves json without a format, accepts a query on the share URL, and fits maxwidth and maxheight", async () => {
    const response = await oembed({
      url: `${PUBLIC_URL}/share/${tour.token}?embed=1`,
      maxwidth: "480",
      maxheight: "400",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 480, height: 270 });
    expect(response.json().html).toContain('width="480" height="270"');
  });

  it.each([
    ["an unknown token", `${PUBLIC_URL}/share/no-such-token`],
    ["another host", `https://elsewhere.example/share/TOKEN`],
    ["another scheme", `http://vemo.example/share/TOKEN`],
    ["another path", `${PUBLIC_URL}/vemos/TOKEN`],
    ["a deeper path", `${PUBLIC_URL}/share/TOKEN/extra`],
    ["the dashboard", `${PUBLIC_URL}/overview`],
    ["not a URL", "share page please"],
  ])("answers 404 for %s", async (_, url) => {
    const response = await oembed({ url: url.replace("TOKEN", tour.token), format: "json" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: NOT_A_SHARE_PAGE });
  });

  it("answers 404 for a link whose owner's plan no longer allows sharing", async () => {
    const lapsed = await sharedTour(testApp, { companyName: "Lapsed" });
    await setSubscription(testApp, lapsed.owner.companyId, { plan: "pro", status: "expired" });
    expect((await oembed({ url: `${PUBLIC_URL}/share/${lapsed.token}` })).statusCode).toBe(404);
  });

  it("answers 501 for format=xml, which it does not serve", async () => {
    const response = await oembed({ url: `${PUBLIC_URL}/share/${tour.token}`, format: "xml" });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ success: false, error: JSON_ONLY_MESSAGE });
  });

  it("answers 400 without a url or with a bad maxwidth", async () => {
    expect((await oembed({ format: "json" })).statusCode).toBe(400);
    expect((await oembed({ url: `${PUBLIC_URL}/share/${tour.token}`, maxwidth: "wide" })).statusCode).toBe(400);
  });

  it("is discovered from the share page's HTML", async () => {
    const page = await testApp.app.inject({
      method: "GET",
      url: `/share/${tour.token}`,
      headers: { host: new URL(PUBLIC_URL).host }, // share pages are served at PUBLIC_URL's host
    });
    const href = page.body.match(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/)?.[1];
    expect(href).toBeDefined();
    const discovered = new URL(href!.replaceAll("&amp;", "&"));
    expect(`${discovered.origin}${discovered.pathname}`).toBe(`${PUBLIC_URL}/api/oembed`);
    const response = await oembed(Object.fromEntries(discovered.searchParams));
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe(`Tips & "tricks"`);
  });
});
