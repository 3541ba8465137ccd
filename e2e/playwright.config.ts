import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CONTENT_HOSTS } from "./fixtures/content-hosts-config.ts";
import { OIDC_CLIENT } from "./fixtures/openid-client.ts";

// The real built server on its embedded defaults (PGlite, in-process worker) with a fresh data
// folder, a local OpenID provider standing in for Google, and stand-ins for YouTube and websites.
const port = Number(process.env.E2E_PORT ?? 3100);
const oidcPort = port + 1;
const dataDir = path.join(os.tmpdir(), `vemo-e2e-${port}`);
const repoRoot = path.resolve(import.meta.dirname, "..");
// Debian's headless shell (package chromium-headless-shell) when installed, as Playwright's own
// headless runs use: about a quarter less CPU than the whole browser run headless. `--headed`
// needs the whole browser: CHROMIUM_PATH=/usr/bin/chromium.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace's actions, network and DOM snapshots, without the screencast:
    // recording every test's frames (traces are recorded for the tests that pass too) was the
    // browser's biggest cost.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      command: "node --import tsx e2e/fixtures/openid-provider.ts",
      cwd: repoRoot,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort), OIDC_REDIRECT_URI: `http://localhost:${port}/api/auth/google/callback` },
    },
    {
      command: "node --import tsx e2e/fixtures/content-hosts.ts",
      cwd: repoRoot,
      url: `${CONTENT_HOSTS.website}/article`,
      reuseExistingServer: false,
    },
    {
      // The build `npm run build` made (npm test and test:e2e build first), as `npm start` runs it.
      command: `rm -rf ${dataDir} && node --enable-source-maps apps/server/dist/server.mjs`,
      cwd: repoRoot,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
        GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        PASSWORD_SIGN_IN: "true",
        YOUTUBE_BASE_URL: CONTENT_HOSTS.youtube,
        ALLOW_PRIVATE_NETWORK: "true",
        ENCRYPTION_KEY: "the end-to-end tests' key of 32+ characters",
        HUBSPOT_API_BASE_URL: CONTENT_HOSTS.hubspot,
      },
    },
  ],
});
