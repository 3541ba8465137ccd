import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentChunks, shareLinks, vemoSources, vemos } from "../../platform/db/schema.ts";
import { createVemoByApi, multipartBody, signUpWithCompany } from "../../test/factories.ts";
import { appendChunks, insertShareLink } from "../../test/row-factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp({ welcomeDemo: true, env: { DOCUMENT_MAX_BYTES: "20000" } })));
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

async function makePdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return pdf.save();
}

describe("creating Vemos", () => {
  it("stores the Vemo with its videos and websites, typed by their links", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner, {
      videos: [
        { url: "https://youtu.be/dQw4w9WgXcQ" },
        { url: "https://vimeo.com/76979871" },
        { url: "https://cdn.example.com/tour.mp4" },
      ],
      websites: [{ url: "https://example.com/docs" }],
      calendlyLink: "https://calendly.com/acme/demo",
    });
    const detail = (await inject({ method: "GET", url: `/api/vemos/${id}`, headers: owner.auth })).json().data;
    expect(detail.videos.map((v: { type: string; title: string }) => [v.type, v.title])).toEqual([
      ["youtube", "Video 1"],
      ["vimeo", "Video 2"],
      ["file", "Video 3"],
    ]);
    expect(detail.websites).toMatchObject([{ url: "https://example.com/docs", title: "Website 1", status: "pending" }]);
    expect(detail.calendly_link).toBe("https://calendly.com/acme/demo");
  });

  it.each([
    [{ title: "x".repeat(201) }, "Title must be at most 200 characters"],
    [{ videos: [{ url: "not a url" }] }, "Please enter a valid URL"],
    [
      { videos: [{ url: "https://dailymotion.com/video/x7" }] },
      expect.stringContaining("Only YouTube, Loom and Vimeo links"),
    ],
    [{ websites: [{ url: "ftp://example.com" }] }, "URL must start with http:// or https://"],
    [{ calendlyLink: "https://cal.com/acme" }, "Please enter a valid Calendly URL (should contain calendly.com)"],
  ])("rejects %j with the form's message", async (overrides, error) => {
    const owner = await signUpWithCompany(testApp.app);
    const response = await inject({
      method: "POST",
      url: "/api/vemos",
      headers: owner.auth,
      payload: { title: "Tour", companyId: owner.companyId, videos: [], websites: [], ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(error);
  });

  it.each([{ title: "" }, { title: "   " }, {}])("names a Vemo created with %j 'Untitled Vemo'", async (title) => {
    const owner = await signUpWithCompany(testApp.app);
    const response = await inject({
      method: "POST",
      url: "/api/vemos",
      headers: owner.auth,
      payload: { companyId: owner.companyId, videos: [{ url: "https://youtu.be/dQw4w9WgXcQ" }], ...title },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.title).toBe("Untitled Vemo");
  });

  it("stops a Free organisation at 3 Vemos", async () => {
    const owner = await signUpWithCompany(testApp.app);
    for (let i = 0; i < 3; i++) await createVemoByApi(testApp.app, owner);
    const fourth = await inject({
      method: "POST",
      url: "/api/vemos",
      headers: owner.auth,
      payload: { title: "One more", companyId: owner.companyId, videos: [{ url: "https://youtu.be/dQw4w9WgXcQ" }] },
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({
      requiresUpgrade: true,
      error: "The Free plan allows up to 3 Vemos. Upgrade to Pro to create more.",
    });
  });
});

describe("listing and viewing", () => {
  it("lists the welcome demo first, then the organisation's Vemos with their counts", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner, { websites: [{ url: "https://example.com" }] });
    const list = (
      await inject({ method: "GET", url: `/api/vemos?companyId=${owner.companyId}`, headers: owner.auth })
    ).json().data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      isDemo: true,
      share_token: WELCOME_DEMO_SHARE_TOKEN,
      video_count: 1,
      document_count: 1,
    });
    expect(list[1]).toMatchObject({
      id,
      isDemo: false,
      video_count: 1,
      website_count: 1,
      document_count: 0,
      share_token: null,
    });
  });

  it("lets everyone read the welcome demo but nobody delete it", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const [demo] = (await inject({ method: "GET", url: "/api/vemos", headers: owner.auth })).json().data;
    expect((await inject({ method: "GET", url: `/api/vemos/${demo.id}`, headers: owner.auth })).json().data.title).toBe(
      "Welcome to Vemo",
    );
    const removal = await inject({ method: "DELETE", url: `/api/vemos/${demo.id}`, headers: owner.auth });
    expect(removal.statusCode).toBe(403);
  });
});

describe("another organisation's Vemo", () => {
  it("cannot be read, listed, processed, uploaded to or deleted", async () => {
    const owner = await signUpWithCompany(testApp.app, "Owner Co");
    const intruder = await signUpWithCompany(testApp.app, "Intruder Co");
    const id = await createVemoByApi(testApp.app, owner, { title: "Secret roadmap" });

    expect((await inject({ method: "GET", url: `/api/vemos/${id}`, headers: intruder.auth })).statusCode).toBe(404);
    expect(
      (await inject({ method: "GET", url: `/api/vemos/${id}/python-data`, headers: intruder.auth })).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: "GET", url: `/api/vemos?companyId=${owner.companyId}`, headers: intruder.auth }))
        .statusCode,
    ).toBe(403);
    const ownList = (await inject({ method: "GET", url: "/api/vemos", headers: intruder.auth })).json().data;
    expect(ownList.map((v: { title: string }) => v.title)).not.toContain("Secret roadmap");

    const processing = await inject({
      method: "POST",
      url: `/api/vemos/process-content/${encodeURIComponent("Intruder Co")}/${id}`,
      headers: intruder.auth,
      payload: { video_urls: [], website_urls: [] },
    });
    expect(processing.statusCode).toBe(404);
    const upload = multipartBody({ name: "x.pdf", bytes: await makePdf("intrusion"), type: "application/pdf" });
    expect(
      (
        await inject({
          method: "POST",
          url: `/api/documents/${id}/upload`,
          headers: { ...intruder.auth, ...upload.headers },
          payload: upload.payload,
        })
      ).statusCode,
    ).toBe(404);
    expect((await inject({ method: "DELETE", url: `/api/vemos/${id}`, headers: intruder.auth })).statusCode).toBe(404);
    expect((await inject({ method: "DELETE", url: "/api/vemos/not-a-uuid", headers: intruder.auth })).statusCode).toBe(
      404,
    );

    const [still] = await testApp.database.db.select().from(vemos).where(eq(vemos.id, id));
    expect(still?.title).toBe("Secret roadmap");
  });
});

describe("documents", () => {
  it("accepts a real PDF and queues it for processing", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner);
    const upload = multipartBody(
      { name: "pricing.pdf", bytes: await makePdf("Pro costs 29.9 a month"), type: "application/pdf" },
      { vemo_id: id },
    );
    const response = await inject({
      method: "POST",
      url: `/api/documents/${id}/upload`,
      headers: { ...owner.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      filename: "pricing.pdf",
      upload_status: "pending",
      type: "application/pdf",
    });
    const counts = (await inject({ method: "GET", url: `/api/vemos/${id}/python-data`, headers: owner.auth })).json()
      .data;
    expect(counts).toMatchObject({ document_count: 1, video_count: 1, website_count: 0 });
  });

  it.each([
    ["a text file renamed .pdf", Buffer.from("just some text, not a PDF"), 400, "not_pdf"],
    [
      "a file over the size limit",
      Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(30_000, 32)]),
      413,
      "too_large",
    ],
  ])("refuses %s and stores nothing", async (_name, bytes, status, errorType) => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner);
    const upload = multipartBody({ name: "notes.pdf", bytes, type: "application/pdf" });
    const response = await inject({
      method: "POST",
      url: `/api/documents/${id}/upload`,
      headers: { ...owner.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, error_type: errorType });
    const documents = await testApp.database.db.select().from(vemoSources).where(eq(vemoSources.vemoId, id));
    expect(documents.filter((source) => source.kind === "document")).toEqual([]);
  });
});

describe("caption files", () => {
  const vtt = "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nWelcome to the tour.\n";

  it("stores an owner's caption file for a video and queues that video again", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner, { videos: [{ url: "https://cdn.example.com/tour.mp4" }] });
    const upload = multipartBody(
      { name: "tour.vtt", bytes: Buffer.from(vtt), type: "text/vtt" },
      { video_url: "https://cdn.example.com/tour.mp4" },
    );
    const response = await inject({
      method: "POST",
      url: `/api/vemos/${id}/captions`,
      headers: { ...owner.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ caption_source: "uploaded", status: "pending" });
  });

  it("refuses a malformed caption file and keeps the video as it was", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner, { videos: [{ url: "https://cdn.example.com/tour.mp4" }] });
    const upload = multipartBody(
      { name: "tour.srt", bytes: Buffer.from("this is not a caption file at all"), type: "text/plain" },
      { video_url: "https://cdn.example.com/tour.mp4" },
    );
    const response = await inject({
      method: "POST",
      url: `/api/vemos/${id}/captions`,
      headers: { ...owner.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error_type: "invalid_captions" });
    const [video] = await testApp.database.db.select().from(vemoSources).where(eq(vemoSources.vemoId, id));
    expect(video?.fileKey).toBeNull();
  });
});

describe("deleting", () => {
  it("removes the Vemo with its sources, chunks, files and share links", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const id = await createVemoByApi(testApp.app, owner);
    const upload = multipartBody({ name: "guide.pdf", bytes: await makePdf("guide"), type: "application/pdf" });
    const document = (
      await inject({
        method: "POST",
        url: `/api/documents/${id}/upload`,
        headers: { ...owner.auth, ...upload.headers },
        payload: upload.payload,
      })
    ).json().data;
    const [source] = await testApp.database.db
      .select()
      .from(vemoSources)
      .where(eq(vemoSources.id, document.document_id));
    await appendChunks(testApp.database.db, { id: document.document_id, vemoId: id }, [{ text: "guide", page: 1 }]);
    await insertShareLink(testApp.database.db, { vemo: { id, companyId: owner.companyId } });
    expect(await testApp.runtime.storage.get(source!.fileKey!)).not.toBeNull();

    const response = await inject({ method: "DELETE", url: `/api/vemos/${id}`, headers: owner.auth });
    expect(response.json()).toEqual({ success: true, message: "Vemo deleted successfully" });
    const db = testApp.database.db;
    expect(await db.select().from(vemoSources).where(eq(vemoSources.vemoId, id))).toEqual([]);
    expect(await db.select().from(contentChunks).where(eq(contentChunks.vemoId, id))).toEqual([]);
    expect(await db.select().from(shareLinks).where(eq(shareLinks.vemoId, id))).toEqual([]);
    expect(await testApp.runtime.storage.get(source!.fileKey!)).toBeNull();
  });
});
