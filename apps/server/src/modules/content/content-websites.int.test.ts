import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/database.ts";
import { createLocalFileStorage } from "../../platform/storage/local-file-storage.ts";
import { ARTICLE_HEADINGS, ARTICLE_TITLE } from "../../test/fixture-servers/website-server.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { processSource } from "./content.service.ts";
import {
  contentTestConfig,
  createTestVemo,
  insertSource,
  loadChunks,
  loadSource,
  startContentFixtures,
  type ContentFixtures,
  type TestVemo,
} from "./content-test-support.ts";

describe("processing websites", () => {
  let database: Database;
  let fixtures: ContentFixtures;
  let vemo: TestVemo;
  const storage = createLocalFileStorage(os.tmpdir());

  beforeAll(async () => {
    [database, fixtures] = await Promise.all([openTestDatabase(), startContentFixtures()]);
    vemo = await createTestVemo(database.db);
  });
  afterAll(async () => {
    await Promise.all([database.close(), fixtures.close()]);
  });

  const addWebsite = (path: string) =>
    insertSource(database.db, vemo, { kind: "website", url: `${fixtures.website.baseUrl}${path}` });

  async function processWebsite(path: string, env: Record<string, string> = {}) {
    const sourceId = await addWebsite(path);
    await processSource({ db: database.db, storage, config: contentTestConfig(fixtures, env), sourceId });
    return { source: await loadSource(database.db, sourceId), chunks: await loadChunks(database.db, sourceId) };
  }

  it("stores the article's main text in chunks that keep their headings", async () => {
    const { source, chunks } = await processWebsite("/article");
    expect(source).toMatchObject({
      status: "ready",
      error: null,
      errorType: null,
      protectionDetected: false,
      captionSource: null,
    });
    expect(source?.processedAt).toBeInstanceOf(Date);
    expect([...new Set(chunks.map((chunk) => chunk.heading))]).toEqual([ARTICLE_TITLE, ...ARTICLE_HEADINGS]);
    expect(chunks.find((chunk) => chunk.heading === "Sharing boards")?.text).toMatch(/^Open the share menu/);
    expect(chunks.every((chunk) => chunk.page === null && chunk.startSeconds === null)).toBe(true);
    expect(chunks.map((chunk) => chunk.text).join(" ")).not.toContain("Log in");
  });

  it("follows redirects to the page", async () => {
    const { source, chunks } = await processWebsite("/redirect/3");
    expect(source?.status).toBe("ready");
    expect(chunks.length).toBeGreaterThan(0);
  });

  it("stores a plain-text page", async () => {
    const { source, chunks } = await processWebsite("/notes.txt");
    expect(source?.status).toBe("ready");
    expect(chunks[0]?.text).toMatch(/^Lumen Boards release notes Version 4\.2 adds dark mode/);
  });

  it.each([
    ["a bot-protection challenge", "/challenge", "crm_bot_detection", /Cloudflare bot detection/],
    ["a CRM form gate", "/crm-gate", "crm_bot_detection", /behind a sign-up form \(a CRM gate\)/],
    ["a JavaScript-only page", "/javascript-only", "bot_protection", /only to browsers running JavaScript/],
  ])("fails %s with %s, protection detected, and stores nothing", async (_name, path, errorType, message) => {
    const { source, chunks } = await processWebsite(path);
    expect(source).toMatchObject({ status: "failed", errorType, protectionDetected: true, processedAt: null });
    expect(source?.error).toMatch(message);
    expect(chunks).toEqual([]);
  });

  it.each([
    [
      "a page on a private address without the opt-in",
      "/article",
      { ALLOW_PRIVATE_NETWORK: "false" },
      "private_address",
      /private or local network address/,
    ],
    ["a page over the size limit", "/huge", {}, "too_large", /larger than the 1 MB limit/],
    [
      "a page that does not answer in time",
      "/slow",
      { FETCH_TIMEOUT_MS: "300" },
      "timeout",
      /did not answer within 0\.3 s/,
    ],
    ["a page that is not found", "/missing", {}, "fetch_failed", /answered HTTP 404/],
    ["an image", "/logo.png", {}, "no_text", /not a web page \(it is image\/png\)/],
  ])("fails %s and stores nothing", async (_name, path, env, errorType, message) => {
    const { source, chunks } = await processWebsite(path, env);
    expect(source).toMatchObject({ status: "failed", errorType, protectionDetected: false });
    expect(source?.error).toMatch(message);
    expect(chunks).toEqual([]);
  });

  it("leaves a transient failure to be retried, then stores the chunks once however often it runs", async () => {
    const sourceId = await addWebsite("/flaky?key=retry-test");
    const options = { db: database.db, storage, config: contentTestConfig(fixtures), sourceId };

    await expect(processSource(options)).rejects.toThrow(/HTTP 503/);
    expect(await loadSource(database.db, sourceId)).toMatchObject({ status: "processing", error: null });
    expect(await loadChunks(database.db, sourceId)).toEqual([]);

    await processSource(options);
    const first = await loadChunks(database.db, sourceId);
    expect(first.length).toBeGreaterThan(0);
    await processSource(options);
    const second = await loadChunks(database.db, sourceId);
    expect(second.map(({ text, heading, position }) => ({ text, heading, position }))).toEqual(
      first.map(({ text, heading, position }) => ({ text, heading, position })),
    );
    expect(await loadSource(database.db, sourceId)).toMatchObject({ status: "ready" });
  });

  it("keeps the last good chunks when processing again fails", async () => {
    const sourceId = await addWebsite("/article");
    await processSource({ db: database.db, storage, config: contentTestConfig(fixtures), sourceId });
    const stored = await loadChunks(database.db, sourceId);
    const offline = contentTestConfig(fixtures, { ALLOW_PRIVATE_NETWORK: "false" });
    await processSource({ db: database.db, storage, config: offline, sourceId });
    expect(await loadSource(database.db, sourceId)).toMatchObject({ status: "failed", errorType: "private_address" });
    expect(await loadChunks(database.db, sourceId)).toEqual(stored);
  });
});
