import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerWebApp } from "./web-app.ts";

const SHELL = '<html><body><div id="root"></div></body></html>';
const LANDING = '<html><body><div id="root"><h1>Turn Your Video Demo Into Interactive Demo</h1></div></body></html>';

describe("the built web app", () => {
  let distDir: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), "vemo-web-dist-"));
    await writeFile(path.join(distDir, "index.html"), SHELL);
  });

  afterEach(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  async function start() {
    app = Fastify();
    await registerWebApp(app, distDir);
    await app.ready();
  }

  it("answers / with the pre-rendered landing page and other pages with the empty shell", async () => {
    await writeFile(path.join(distDir, "landing.html"), LANDING);
    await start();

    const landing = await app.inject({ method: "GET", url: "/?utm_source=ad" });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toBe(LANDING);
    for (const url of ["/pricing", "/vemos?page=2", "/no-such-page"]) {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(SHELL);
    }
  });

  it("answers / with the shell when the landing page was not pre-rendered", async () => {
    await start();
    const landing = await app.inject({ method: "GET", url: "/" });
    expect(landing.body).toBe(SHELL);
  });

  it("keeps unknown API paths JSON 404s", async () => {
    await start();
    const missing = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
  });

  it("serves the files of a build made after the start", async () => {
    await start();
    await mkdir(path.join(distDir, "assets"));
    await writeFile(path.join(distDir, "assets", "main-new.js"), "export {};");

    const asset = await app.inject({ method: "GET", url: "/assets/main-new.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
  });

  it("answers a missing asset with a 404, not the app's shell", async () => {
    await start();
    const missing = await app.inject({ method: "GET", url: "/assets/main-gone.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: "No file /assets/main-gone.js" });
  });
});
