import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { companies, shareLinks, vemos } from "../../platform/db/schema.ts";
import { shareVemo, upgradeThroughTestCheckout } from "../billing/billing-test-support.ts";
import { createVemoByApi, signUpWithCompany } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { SHARE_READ_CACHE_CONTROL } from "./share-read-cache.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp({ welcomeDemo: true })));
afterAll(() => testApp.close());
afterEach(() => vi.useRealTimers());

it("lets anyone read the welcome demo through its fixed share token", async () => {
  const response = await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}` });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({
    title: "Welcome to Vemo",
    company: { name: "Vemo" },
    isDemo: true,
    videos: [{ video_url: expect.stringMatching(/\/media\/welcome-demo\.mp4$/) }],
  });
});

describe("the shared Vemo's CTA settings", () => {
  const readShared = async (token: string) =>
    (await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${token}` })).json().data;
  const shareToken = async (owner: Awaited<ReturnType<typeof signUpWithCompany>>, vemoId: string): Promise<string> =>
    (await shareVemo(testApp.app, owner, vemoId)).json().shareUrl.split("/").pop();

  it("gives the welcome demo the default CTA settings and no meeting link", async () => {
    expect((await readShared(WELCOME_DEMO_SHARE_TOKEN)).cta).toEqual({
      enabled: true,
      primary: "book_meeting",
      secondary: "contact_sales",
      showAfter: "immediately",
      meetingUrl: null,
      links: { book_meeting: null, contact_sales: null, request_demo: null },
      labels: { book_meeting: null, contact_sales: null, request_demo: null },
    });
  });

  it("applies the organisation's saved CTA settings, preferring the Vemo's own meeting link", async () => {
    const owner = await signUpWithCompany(testApp.app, "CTA Co");
    await upgradeThroughTestCheckout(testApp.app, owner);
    const plain = await shareToken(owner, await createVemoByApi(testApp.app, owner, { title: "No link" }));
    const linked = await shareToken(
      owner,
      await createVemoByApi(testApp.app, owner, {
        title: "Own link",
        calendlyLink: "https://calendly.com/cta-co/tour",
      }),
    );

    const { targets: _targets, ...defaultCta } = DEFAULT_ORGANIZATION_SETTINGS.ctaButtons;
    const noLinks = { book_meeting: null, contact_sales: null, request_demo: null };
    const labels = noLinks;
    expect((await readShared(plain)).cta).toEqual({ ...defaultCta, meetingUrl: null, links: noLinks, labels });

    const ctaButtons = {
      enabled: false,
      primary: "request_demo",
      secondary: "book_meeting",
      showAfter: "after_1_minute",
      meetingUrl: "https://meet.example.com/cta-co",
    };
    const saved = await testApp.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: owner.auth,
      payload: { ...DEFAULT_ORGANIZATION_SETTINGS, ctaButtons },
    });
    expect(saved.statusCode).toBe(200);
    const allTo = (link: string) => ({ book_meeting: link, contact_sales: link, request_demo: link });
    expect((await readShared(plain)).cta).toEqual({
      ...ctaButtons,
      links: allTo("https://meet.example.com/cta-co"),
      labels,
    });
    const tour = "https://calendly.com/cta-co/tour";
    expect((await readShared(linked)).cta).toEqual({ ...ctaButtons, meetingUrl: tour, links: allTo(tour), labels });
  });

  it("fills each CTA button's own text for a prospect and leaves its greeting out cleanly on the public link", async () => {
    const owner = await signUpWithCompany(testApp.app, "Greeting Co");
    await upgradeThroughTestCheckout(testApp.app, owner);
    const vemoId = await createVemoByApi(testApp.app, owner);
    const publicToken = await shareToken(owner, vemoId);
    const { targets } = DEFAULT_ORGANIZATION_SETTINGS.ctaButtons;
    await testApp.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: owner.auth,
      payload: {
        ...DEFAULT_ORGANIZATION_SETTINGS,
        ctaButtons: {
          ...DEFAULT_ORGANIZATION_SETTINGS.ctaButtons,
          targets: { ...targets, book_meeting: { ...targets.book_meeting, label: "Book a call, {first_name}" } },
        },
      },
    });
    const made = await testApp.app.inject({
      method: "POST",
      url: "/api/vemos/bulk-share",
      headers: owner.auth,
      payload: {
        vemoId,
        operationSource: "few_links",
        clientData: [{ clientName: "Bob Baker", email: "bob@bakery.example", companyName: "Bakery Inc" }],
      },
    });
    const bobsToken = made.json().data[0].shareUrl.split("/").pop();
    expect((await readShared(bobsToken)).cta.labels.book_meeting).toBe("Book a call, Bob");
    expect((await readShared(publicToken)).cta.labels).toEqual({
      book_meeting: "Book a call",
      contact_sales: null,
      request_demo: null,
    });
  });
});

it("lets a browser or CDN reuse a read for a few seconds, and answers 304 to its ETag", async () => {
  const url = `/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}`;
  const first = await testApp.app.inject({ method: "GET", url });
  expect(first.headers["cache-control"]).toBe(SHARE_READ_CACHE_CONTROL);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^".+"$/);
  const revalidated = await testApp.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.body).toBe("");
  const other = await testApp.app.inject({ method: "GET", url, headers: { "if-none-match": '"something-else"' } });
  expect(other.statusCode).toBe(200);
  expect(other.json()).toEqual(first.json());
});

it("answers 404 for an unknown token", async () => {
  const response = await testApp.app.inject({ method: "GET", url: "/api/vemos/share/no-such-link" });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ success: false, error: "Share link not found" });
});

it("shows a Pro organisation's link and refuses it once the plan no longer allows sharing", async () => {
  const owner = await signUpWithCompany(testApp.app, "Sharing Co");
  const vemoId = await createVemoByApi(testApp.app, owner, { title: "Pricing walkthrough" });
  const db = testApp.database.db;
  await db.update(companies).set({ subscriptionPlan: "pro" }).where(eq(companies.id, owner.companyId));
  await db.insert(shareLinks).values({ vemoId, companyId: owner.companyId, token: "pro-link-token", kind: "public" });

  const shown = await testApp.app.inject({ method: "GET", url: "/api/vemos/share/pro-link-token" });
  expect(shown.json().data).toMatchObject({
    title: "Pricing walkthrough",
    company: { name: "Sharing Co" },
    isDemo: false,
  });

  await db.update(companies).set({ subscriptionStatus: "cancelled" }).where(eq(companies.id, owner.companyId));
  const refused = await testApp.app.inject({ method: "GET", url: "/api/vemos/share/pro-link-token" });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ success: false, subscriptionExpired: true });
});

describe("POST /api/vemos/{id}/share", () => {
  it("asks a Free organisation to upgrade and creates no link", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const vemoId = await createVemoByApi(testApp.app, owner);
    const response = await shareVemo(testApp.app, owner, vemoId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: "Share functionality requires Pro plan. Please upgrade to continue.",
      message: "Share functionality requires Pro plan. Please upgrade to continue.",
      requiresUpgrade: true,
      isCancelled: false,
      currentPlan: "free",
    });
    expect(await testApp.database.db.select().from(shareLinks).where(eq(shareLinks.vemoId, vemoId))).toEqual([]);
  });

  it("gives an active Pro organisation one stable public link that works publicly", async () => {
    const owner = await signUpWithCompany(testApp.app, "Link Co");
    await upgradeThroughTestCheckout(testApp.app, owner);
    const vemoId = await createVemoByApi(testApp.app, owner, { title: "Stable link" });

    const first = await shareVemo(testApp.app, owner, vemoId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      shareUrl: expect.stringMatching(/\/share\/[\w-]{22}$/),
      shareId: expect.any(String),
      isNewLink: true,
      link: expect.objectContaining({ disabled: false }),
    });
    const second = await shareVemo(testApp.app, owner, vemoId);
    expect(second.json()).toEqual({ ...first.json(), isNewLink: false });

    const token = first.json().shareUrl.split("/").pop();
    expect(Buffer.from(token, "base64url")).toHaveLength(16);
    const shown = await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${token}` });
    expect(shown.json().data).toMatchObject({ title: "Stable link", company: { name: "Link Co" }, share_token: token });
  });

  it("creates a single link when two requests race", async () => {
    const owner = await signUpWithCompany(testApp.app);
    await upgradeThroughTestCheckout(testApp.app, owner);
    const vemoId = await createVemoByApi(testApp.app, owner);
    const responses = await Promise.all([shareVemo(testApp.app, owner, vemoId), shareVemo(testApp.app, owner, vemoId)]);
    expect(new Set(responses.map((response) => response.json().shareUrl)).size).toBe(1);
    expect(await testApp.database.db.select().from(shareLinks).where(eq(shareLinks.vemoId, vemoId))).toHaveLength(1);
  });

  it("shares only the caller's own Vemos, never another organisation's or the welcome demo", async () => {
    const owner = await signUpWithCompany(testApp.app);
    const intruder = await signUpWithCompany(testApp.app);
    await upgradeThroughTestCheckout(testApp.app, intruder);
    const vemoId = await createVemoByApi(testApp.app, owner);
    const [demo] = await testApp.database.db.select().from(vemos).where(eq(vemos.isDemo, true));
    for (const id of [vemoId, demo?.id ?? "", "not-a-uuid"]) {
      const response = await shareVemo(testApp.app, intruder, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe("Vemo not found");
    }
    expect(await testApp.database.db.select().from(shareLinks).where(eq(shareLinks.vemoId, vemoId))).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/vemos/00000000-0000-0000-0000-000000000000/share",
    });
    expect(response.statusCode).toBe(401);
  });
});
