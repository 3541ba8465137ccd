import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { viewerText } from "@vemo/shared/viewer-text/catalogues";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareLinks, viewerQuestions } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { sharedTour, startSession, type SharedTour } from "./viewer-test-support.ts";

const SHARE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Vemo</title>
    <!-- share-meta -->
  </head>
  <body><div id="root"></div></body>
</html>`;

let testApp: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), "vemo-web-dist-"));
  await writeFile(path.join(distDir, "share.html"), SHARE_HTML);
  testApp = await startTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

const pin = (tour: SharedTour, language: unknown, auth = tour.owner.auth) =>
  testApp.app.inject({ method: "PATCH", url: `/api/vemos/${tour.vemoId}`, headers: auth, payload: { language } });

const page = (token: string, acceptLanguage?: string) =>
  testApp.app.inject({
    method: "GET",
    url: `/share/${token}`,
    headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
  });

/** The language and catalogue the server wrote into a share page. */
function pageLanguage(html: string): { lang: string | undefined; loading: string | undefined } {
  const data = /<script type="application\/json" id="viewer-text">(.*?)<\/script>/.exec(html)?.[1];
  const written = data ? (JSON.parse(data) as { language: string; catalogue: Record<string, string> }) : undefined;
  return { lang: /<html lang="(\w+)"/.exec(html)?.[1], loading: written?.catalogue["page.loading"] };
}

describe("PATCH /api/vemos/{id} language", () => {
  it("pins the share page's language, and null follows the browser again", async () => {
    const tour = await sharedTour(testApp);
    const pinned = await pin(tour, "de");
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().data.language).toBe("de");
    const detail = await testApp.app.inject({
      method: "GET",
      url: `/api/vemos/${tour.vemoId}`,
      headers: tour.owner.auth,
    });
    expect(detail.json().data.language).toBe("de");

    const cleared = await pin(tour, null);
    expect(cleared.json().data.language).toBeNull();
  });

  it("refuses a language without a catalogue and changes nothing", async () => {
    const tour = await sharedTour(testApp);
    await pin(tour, "fr");
    const refused = await pin(tour, "klingon");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: "language must be one of en, es, fr, de, pt or null",
      details: expect.any(Array),
    });
    expect((await pin(tour, "fr")).json().data.language).toBe("fr");
  });

  it("changes only the caller's organisation's Vemos", async () => {
    const tour = await sharedTour(testApp);
    const stranger = await sharedTour(testApp, { companyName: "Other Org" });
    const refused = await pin(tour, "es", stranger.owner.auth);
    expect(refused.statusCode).toBe(404);
    expect(pageLanguage((await page(tour.token, "en")).body).lang).toBe("en");
  });
});

describe("the share page's language", () => {
  it("follows the browser's Accept-Language, so the first paint is in it", async () => {
    const tour = await sharedTour(testApp);
    const spanish = await page(tour.token, "es-ES,es;q=0.9,en;q=0.5");
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers.vary).toMatch(/Accept-Language/i);
    expect(pageLanguage(spanish.body)).toEqual({ lang: "es", loading: "Cargando el Vemo compartido..." });
    expect(spanish.body).not.toContain("Loading shared Vemo...");
    expect(pageLanguage((await page(tour.token, "ja")).body)).toEqual({
      lang: "en",
      loading: "Loading shared Vemo...",
    });
  });

  it("is the owner's pinned language whatever the browser asks, on every screen of the link", async () => {
    const tour = await sharedTour(testApp);
    await pin(tour, "de");
    expect(pageLanguage((await page(tour.token, "es")).body).lang).toBe("de");

    await testApp.database.db.update(shareLinks).set({ disabledAt: new Date() }).where(eq(shareLinks.id, tour.linkId));
    const disabled = await page(tour.token, "es");
    expect(disabled.statusCode).toBe(410);
    expect(pageLanguage(disabled.body)).toEqual({ lang: "de", loading: "Geteilter Vemo wird geladen..." });
  });

  it("shows an unknown link's screen in the browser's language", async () => {
    const unknown = await page("no-such-token", "pt-BR");
    expect(unknown.statusCode).toBe(404);
    expect(pageLanguage(unknown.body).lang).toBe("pt");
  });
});

describe("the built-in engine's decline on a share page", () => {
  const ask = (token: string, acceptLanguage: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/vemos/share/${token}/chat`,
      headers: { "accept-language": acceptLanguage },
      payload,
    });

  it("answers from the content as it is, and says in the buyer's language when it cannot", async () => {
    const tour = await sharedTour(testApp);
    const sessionId = await startSession(testApp.app, tour.token);
    const answered = await ask(tour.token, "es", { question: "How do I invite a teammate?", sessionId });
    expect(answered.json().answer).toContain("open Settings and choose Members");

    const declined = await ask(tour.token, "es", { question: "Does it support single sign-on?", sessionId });
    expect(declined.json()).toMatchObject({
      success: true,
      answer: viewerText("es").format("answer.declined"),
      video_url: null,
    });
    const [stored] = await testApp.database.db
      .select()
      .from(viewerQuestions)
      .where(eq(viewerQuestions.question, "Does it support single sign-on?"));
    expect(stored).toMatchObject({ answer: viewerText("es").format("answer.declined"), isAnswered: false });
  });

  it("streams the decline in the buyer's language to the share page", async () => {
    const tour = await sharedTour(testApp);
    const streamed = await testApp.app.inject({
      method: "POST",
      url: `/api/vemos/share/${tour.token}/chat`,
      headers: { "accept-language": "es-ES", accept: "text/event-stream, application/json" },
      payload: { question: "Does Orbit support single sign-on with Okta?", visitorId: "visitor-1" },
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body).toContain("No he encontrado eso");
  });

  it("declines in the Vemo's pinned language", async () => {
    const tour = await sharedTour(testApp);
    await pin(tour, "fr");
    const declined = await ask(tour.token, "es", { question: "Does it support single sign-on?" });
    expect(declined.json().answer).toBe("Je n'ai pas trouvé cela dans les vidéos et les documents de cette démo.");
  });
});
