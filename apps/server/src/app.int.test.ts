import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./test/test-app.ts";

describe("the HTTP application", () => {
  let testApp: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), "vemo-web-"));
    await writeFile(path.join(webDir, "index.html"), "<!doctype html><title>Vemo</title><div id=root></div>");
    await writeFile(path.join(webDir, "robots.txt"), "User-agent: *");
    testApp = await startTestApp({
      env: { WEB_DIST_DIR: webDir, PREVIEW_HOSTS: "preview.vemo.test", PUBLIC_URL: "https://vemo.test" },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("answers the health check once the database answers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/does-not-exist?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: "No API route for /api/does-not-exist" });
  });

  it("serves the web app's index.html for client routes and its files as they are", async () => {
    const page = await testApp.app.inject({ method: "GET", url: "/does-not-exist/deeper?q=1" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<div id=root>");

    const file = await testApp.app.inject({ method: "GET", url: "/robots.txt" });
    expect(file.body).toBe("User-agent: *");
  });

  it("rejects a malformed JSON body with a 400 and a clear message", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/not valid JSON/);
  });

  it("gives the web app its public settings", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/client-config" });
    expect(response.json()).toEqual({
      publicUrl: "https://vemo.test",
      previewHosts: ["preview.vemo.test"],
      supportEmail: "support@vemo.local",
      googleSignIn: false,
      passwordSignIn: true,
      emailConfigured: false,
    });
  });
});
