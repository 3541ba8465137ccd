import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import pino from "pino";
import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentChunks, shareLinks, vemoSources, vemos } from "../../platform/db/schema.ts";
import { startWebsiteServer } from "../../test/fixture-servers/website-server.ts";
import type { FixtureServer } from "../../test/fixture-servers/fixture-server.ts";
import { createVemoByApi, signUpWithCompany } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { processSourceJob } from "../content/process-source.job.ts";
import { insertProcessedSource } from "../qa/qa-test-support.ts";
import { addUniqueLink, askShared, sharedTour, type SharedTour } from "../sharing/viewer-test-support.ts";

let testApp: TestApp;
let websites: FixtureServer;
beforeAll(async () => {
  websites = await startWebsiteServer();
  testApp = await startTestApp({ welcomeDemo: true, env: { ALLOW_PRIVATE_NETWORK: "true" } });
});
afterAll(async () => {
  await testApp.close();
  await websites.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const db = () => testApp.database.db;

const PRICING_SECTION = {
  heading: "Plans and pricing",
  text: "The Starter plan costs 29 dollars a month and includes five seats.",
};

async function tourWithLinks(): Promise<SharedTour & { uniqueToken: string }> {
  const tour = await sharedTour(testApp, { title: "Analytics tour" });
  const { token } = await addUniqueLink(testApp, tour, {
    name: "Dana",
    email: "dana@prospect.test",
    company: "Prospect",
  });
  return { ...tour, uniqueToken: token };
}

async function linkTokens(vemoId: string): Promise<string[]> {
  const rows = await db().select({ token: shareLinks.token }).from(shareLinks).where(eq(shareLinks.vemoId, vemoId));
  return rows.map((row) => row.token).sort();
}

async function demoId(): Promise<string> {
  const [demo] = await db().select({ id: vemos.id }).from(vemos).where(eq(vemos.isDemo, true));
  return demo!.id;
}

function jobContext() {
  const { database, storage, config } = testApp.runtime;
  return { jobId: "test", log: pino({ level: "silent" }), database, storage, config };
}

/** Runs the processing job of one source as a worker would, once. */
const runProcessing = (sourceId: string) => processSourceJob.run({ sourceId }, jobContext());

describe("PATCH /api/vemos/{id}", () => {
  it("changes the title, Calendly link, greeting and questions; every share link shows them", async () => {
    const tour = await tourWithLinks();
    const before = await linkTokens(tour.vemoId);
    const response = await inject({
      method: "PATCH",
      url: `/api/vemos/${tour.vemoId}`,
      headers: tour.owner.auth,
      payload: {
        title: "  Pricing tour ",
        calendlyLink: "https://calendly.com/acme/intro",
        welcomeMessage: "Hi! Ask me about pricing.",
        suggestedQuestions: ["How much is Starter?", "Can I invite teammates?"],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: "Pricing tour",
      calendly_link: "https://calendly.com/acme/intro",
      welcomeMessage: "Hi! Ask me about pricing.",
      suggested_questions: ["How much is Starter?", "Can I invite teammates?"],
    });

    expect(await linkTokens(tour.vemoId)).toEqual(before);
    for (const token of [tour.token, tour.uniqueToken]) {
      const shared = (await inject({ method: "GET", url: `/api/vemos/share/${token}` })).json().data;
      expect(shared).toMatchObject({
        title: "Pricing tour",
        welcomeMessage: "Hi! Ask me about pricing.",
        calendly_link: "https://calendly.com/acme/intro",
      });
      const suggested = await inject({ method: "GET", url: `/api/vemos/share/${token}/suggested-questions` });
      expect(suggested.json().suggested_questions).toEqual(["How much is Starter?", "Can I invite teammates?"]);
    }
    const owners = await inject({
      method: "GET",
      url: `/api/vemos/${tour.vemoId}/suggested-questions`,
      headers: tour.owner.auth,
    });
    expect(owners.json().suggested_questions).toEqual(["How much is Starter?", "Can I invite teammates?"]);
  });

  it("changes only what is sent, and an empty list goes back to the generated questions", async () => {
    const tour = await tourWithLinks();
    await inject({
      method: "PATCH",
      url: `/api/vemos/${tour.vemoId}`,
      headers: tour.owner.auth,
      payload: { suggestedQuestions: ["Mine?"], welcomeMessage: "Hello" },
    });
    const response = await inject({
      method: "PATCH",
      url: `/api/vemos/${tour.vemoId}`,
      headers: tour.owner.auth,
      payload: { suggestedQuestions: [] },
    });
    expect(response.json().data).toMatchObject({
      title: "Analytics tour",
      welcomeMessage: "Hello",
      suggested_questions: null,
    });
    const suggested = (
      await inject({ method: "GET", url: `/api/vemos/share/${tour.token}/suggested-questions` })
    ).json().suggested_questions;
    expect(suggested).not.toEqual(["Mine?"]);
    expect(suggested.length).toBeGreaterThan(0);
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "x".repeat(201) }, "Title must be at most 200 characters"],
    [{ calendlyLink: "https://cal.com/acme" }, "Please enter a valid Calendly URL (should contain calendly.com)"],
    [{ welcomeMessage: "x".repeat(1001) }, "Welcome message must be at most 1000 characters"],
    [{ suggestedQuestions: ["Fine?", "  "] }, "Question cannot be empty"],
    [{ suggestedQuestions: Array.from({ length: 9 }, (_, i) => `Question ${i}?`) }, "You can add at most 8 questions"],
  ])("refuses %j with the form's message and changes nothing", async (payload, error) => {
    const tour = await tourWithLinks();
    const response = await inject({
      method: "PATCH",
      url: `/api/vemos/${tour.vemoId}`,
      headers: tour.owner.auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    const [row] = await db().select().from(vemos).where(eq(vemos.id, tour.vemoId));
    expect(row).toMatchObject({
      title: "Analytics tour",
      calendlyLink: null,
      welcomeMessage: null,
      suggestedQuestions: null,
    });
  });

  it("answers 404 to another organisation and changes nothing", async () => {
    const tour = await tourWithLinks();
    const stranger = await signUpWithCompany(testApp.app, "Other Co");
    const response = await inject({
      method: "PATCH",
      url: `/api/vemos/${tour.vemoId}`,
      headers: stranger.auth,
      payload: { title: "Hijacked" },
    });
    expect(response.statusCode).toBe(404);
    const [row] = await db().select().from(vemos).where(eq(vemos.id, tour.vemoId));
    expect(row!.title).toBe("Analytics tour");
  });

  it("keeps the welcome demo read-only", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await demoId();
    const response = await inject({
      method: "PATCH",
      url: `/api/vemos/${id}`,
      headers: owner.auth,
      payload: { title: "Mine now" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe("The welcome demo cannot be changed");
    const shared = (await inject({ method: "GET", url: `/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}` })).json().data;
    expect(shared.title).not.toBe("Mine now");
  });
});

describe("POST /api/vemos/{id}/sources", () => {
  it("adds a video or a website after the others and queues it", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner, { videos: [{ url: "https://youtu.be/dQw4w9WgXcQ" }] });
    const video = await inject({
      method: "POST",
      url: `/api/vemos/${id}/sources`,
      headers: owner.auth,
      payload: { type: "video", url: "https://cdn.example.com/tour.mp4" },
    });
    expect(video.statusCode).toBe(201);
    expect(
      video.json().data.videos.map((v: { title: string; type: string; status: string }) => [v.title, v.type, v.status]),
    ).toEqual([
      ["Video 1", "youtube", "pending"],
      ["Video 2", "file", "pending"],
    ]);
    const website = await inject({
      method: "POST",
      url: `/api/vemos/${id}/sources`,
      headers: owner.auth,
      payload: { type: "website", url: "https://example.com/docs" },
    });
    expect(website.json().data.websites).toMatchObject([
      { url: "https://example.com/docs", title: "Website 1", status: "pending" },
    ]);
  });

  it.each([
    [{ type: "video", url: "not a url" }, "Please enter a valid URL"],
    [
      { type: "video", url: "https://dailymotion.com/video/x7" },
      expect.stringContaining("Only YouTube, Loom and Vimeo links"),
    ],
    [{ type: "website", url: "ftp://example.com" }, "URL must start with http:// or https://"],
    [{ type: "website", url: "" }, "Website URL is required"],
  ])("refuses %j with the form's message and adds nothing", async (payload, error) => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner, { videos: [] });
    const response = await inject({ method: "POST", url: `/api/vemos/${id}/sources`, headers: owner.auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(error);
    expect(await db().select().from(vemoSources).where(eq(vemoSources.vemoId, id))).toEqual([]);
  });

  it("refuses another organisation's Vemo and the welcome demo, adding nothing", async () => {
    const tour = await tourWithLinks();
    const stranger = await signUpWithCompany(testApp.app, "Other Co");
    const payload = { type: "website", url: "https://example.com" };
    expect(
      (await inject({ method: "POST", url: `/api/vemos/${tour.vemoId}/sources`, headers: stranger.auth, payload }))
        .statusCode,
    ).toBe(404);
    const demo = await inject({
      method: "POST",
      url: `/api/vemos/${await demoId()}/sources`,
      headers: stranger.auth,
      payload,
    });
    expect(demo.statusCode).toBe(403);
    expect(demo.json().error).toBe("The welcome demo cannot be changed");
    expect(await db().select().from(vemoSources).where(eq(vemoSources.url, "https://example.com"))).toEqual([]);
  });
});

describe("DELETE /api/vemos/{id}/sources/{sourceId}", () => {
  it("removes the source and its content: its answers are gone, the share links stay", async () => {
    const tour = await tourWithLinks();
    const before = await linkTokens(tour.vemoId);
    const website = await insertProcessedSource(db(), tour.vemoId, {
      kind: "website",
      url: "https://acme.example/pricing",
      chunks: [PRICING_SECTION],
    });
    const question = { question: "How much does the Starter plan cost?" };
    expect((await askShared(testApp.app, tour.token, question)).json().answer).toContain("29 dollars");

    const response = await inject({
      method: "DELETE",
      url: `/api/vemos/${tour.vemoId}/sources/${website.id}`,
      headers: tour.owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.websites).toEqual([]);
    expect(await db().select().from(contentChunks).where(eq(contentChunks.sourceId, website.id))).toEqual([]);
    const after = (await askShared(testApp.app, tour.token, question)).json();
    expect(after.answer).not.toContain("29 dollars");
    expect(after.sources ?? []).not.toContainEqual(expect.objectContaining({ url: "https://acme.example/pricing" }));
    expect(await linkTokens(tour.vemoId)).toEqual(before);
  });

  it("removes an uploaded caption file with its video", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner, { videos: [{ url: "https://cdn.example.com/tour.mp4" }] });
    const [video] = await db().select().from(vemoSources).where(eq(vemoSources.vemoId, id));
    const fileKey = `captions-test/${video!.id}.vtt`;
    await testApp.runtime.storage.put(fileKey, Buffer.from("WEBVTT\n"));
    await db().update(vemoSources).set({ fileKey }).where(eq(vemoSources.id, video!.id));
    await inject({ method: "DELETE", url: `/api/vemos/${id}/sources/${video!.id}`, headers: owner.auth });
    expect(await testApp.runtime.storage.get(fileKey)).toBeNull();
  });

  it("answers 404 to another organisation, for a source of another Vemo, and keeps the demo's sources", async () => {
    const tour = await tourWithLinks();
    const [source] = await db().select().from(vemoSources).where(eq(vemoSources.vemoId, tour.vemoId));
    const stranger = await signUpWithCompany(testApp.app, "Other Co");
    const strangersVemo = await createVemoByApi(testApp.app, stranger, {});
    expect(
      (
        await inject({
          method: "DELETE",
          url: `/api/vemos/${tour.vemoId}/sources/${source!.id}`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject({
          method: "DELETE",
          url: `/api/vemos/${strangersVemo}/sources/${source!.id}`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(await db().select().from(vemoSources).where(eq(vemoSources.id, source!.id))).toHaveLength(1);

    const [demoSource] = await db()
      .select()
      .from(vemoSources)
      .where(eq(vemoSources.vemoId, await demoId()));
    const demo = await inject({
      method: "DELETE",
      url: `/api/vemos/${demoSource!.vemoId}/sources/${demoSource!.id}`,
      headers: stranger.auth,
    });
    expect(demo.statusCode).toBe(403);
    expect(await db().select().from(vemoSources).where(eq(vemoSources.id, demoSource!.id))).toHaveLength(1);
  });
});

describe("POST /api/vemos/{id}/sources/{sourceId}/retry", () => {
  it("processes a failed website again, and this time it succeeds", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner, { videos: [] });
    const added = await inject({
      method: "POST",
      url: `/api/vemos/${id}/sources`,
      headers: owner.auth,
      payload: { type: "website", url: `${websites.baseUrl}/flaky?key=edit-retry` },
    });
    const sourceId: string = added.json().data.websites[0].id;
    await expect(runProcessing(sourceId)).rejects.toThrow(/HTTP 503/);
    await processSourceJob.giveUp?.({ sourceId }, { ...jobContext(), reason: "The website answered HTTP 503" });
    const failed = (await inject({ method: "GET", url: `/api/vemos/${id}`, headers: owner.auth })).json().data
      .websites[0];
    expect(failed).toMatchObject({ status: "failed", error_type: "fetch_failed" });

    const retried = await inject({
      method: "POST",
      url: `/api/vemos/${id}/sources/${sourceId}/retry`,
      headers: owner.auth,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.websites[0]).toMatchObject({ status: "pending", error: null, error_type: null });
    await runProcessing(sourceId);
    const ready = (await inject({ method: "GET", url: `/api/vemos/${id}`, headers: owner.auth })).json().data
      .websites[0];
    expect(ready).toMatchObject({ status: "ready", error: null });
    expect(
      (await db().select().from(contentChunks).where(eq(contentChunks.sourceId, sourceId))).length,
    ).toBeGreaterThan(0);
  });

  it("refuses a source that is already being processed", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner, { websites: [{ url: "https://example.com" }] });
    const [source] = await db().select().from(vemoSources).where(eq(vemoSources.vemoId, id));
    const response = await inject({
      method: "POST",
      url: `/api/vemos/${id}/sources/${source!.id}/retry`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe("This source is already being processed");
  });

  it("answers 404 to another organisation and 403 for the demo, changing nothing", async () => {
    const tour = await tourWithLinks();
    const [source] = await db().select().from(vemoSources).where(eq(vemoSources.vemoId, tour.vemoId));
    const stranger = await signUpWithCompany(testApp.app, "Other Co");
    expect(
      (
        await inject({
          method: "POST",
          url: `/api/vemos/${tour.vemoId}/sources/${source!.id}/retry`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    const [unchanged] = await db().select().from(vemoSources).where(eq(vemoSources.id, source!.id));
    expect(unchanged!.status).toBe("ready");
    const [demoSource] = await db()
      .select()
      .from(vemoSources)
      .where(eq(vemoSources.vemoId, await demoId()));
    const demo = await inject({
      method: "POST",
      url: `/api/vemos/${demoSource!.vemoId}/sources/${demoSource!.id}/retry`,
      headers: stranger.auth,
    });
    expect(demo.statusCode).toBe(403);
  });
});
