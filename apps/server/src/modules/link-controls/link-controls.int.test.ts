import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import {
  LINK_DISABLED_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  PASSCODE_REQUIRED_MESSAGE,
  WRONG_PASSCODE_MESSAGE,
} from "@vemo/shared/rules/link-controls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareLinks, viewerQuestions, viewerSessions } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { bulkShare, prospects, setPlan } from "../bulk-uploads/bulk-uploads-test-support.ts";
import { addUniqueLink, askShared, sharedTour, type Owner, type SharedTour } from "../sharing/viewer-test-support.ts";

let testApp: TestApp;
let distDir: string;
beforeAll(async () => {
  // A built share page, so /share/{token} answers with its status and meta.
  distDir = await mkdtemp(path.join(os.tmpdir(), "vemo-link-controls-"));
  await writeFile(path.join(distDir, "share.html"), "<!doctype html><html><head><title>Vemo</title></head></html>");
  testApp = await startTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

const patchLink = (owner: Owner, shareId: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: "PATCH", url: `/api/share-links/${shareId}`, headers: owner.auth, payload });
const readShared = (token: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url: `/api/vemos/share/${token}`, headers });
const unlock = (token: string, passcode: string, remoteAddress = "203.0.113.1") =>
  testApp.app.inject({ method: "POST", url: `/api/vemos/share/${token}/unlock`, payload: { passcode }, remoteAddress });
const startSession = (token: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "POST", url: `/api/vemos/share/${token}/sessions`, headers });

async function recordedFor(linkId: string) {
  const { db } = testApp.database;
  const [sessions] = await db.select({ n: count() }).from(viewerSessions).where(eq(viewerSessions.shareLinkId, linkId));
  const [questions] = await db
    .select({ n: count() })
    .from(viewerQuestions)
    .where(eq(viewerQuestions.shareLinkId, linkId));
  return { sessions: sessions!.n, questions: questions!.n };
}

describe("disabling a link", () => {
  let tour: SharedTour;
  beforeAll(async () => (tour = await sharedTour(testApp, { companyName: "Disable Co" })));

  it("serves nothing while disabled, records nothing, and works again once re-enabled", async () => {
    const off = await patchLink(tour.owner, tour.linkId, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().link).toMatchObject({ shareId: tour.linkId, kind: "public", state: "disabled", disabled: true });

    const read = await readShared(tour.token);
    expect(read.statusCode).toBe(410);
    expect(read.json()).toMatchObject({ error: LINK_DISABLED_MESSAGE, linkState: "disabled" });
    expect((await startSession(tour.token)).statusCode).toBe(410);
    expect((await askShared(testApp.app, tour.token, { question: "How do I invite a teammate?" })).statusCode).toBe(
      410,
    );
    expect(await recordedFor(tour.linkId)).toEqual({ sessions: 0, questions: 0 });
    const page = await testApp.app.inject({ method: "GET", url: `/share/${tour.token}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).not.toContain("Analytics tour");

    const on = await patchLink(tour.owner, tour.linkId, { disabled: false });
    expect(on.json().link).toMatchObject({ state: "active", disabled: false });
    expect((await readShared(tour.token)).statusCode).toBe(200);
  });

  it("is the owner's organisation's alone: another organisation's call is 404 and changes nothing", async () => {
    const other = await sharedTour(testApp, { companyName: "Other Co" });
    const response = await patchLink(other.owner, tour.linkId, { disabled: true });
    expect(response.statusCode).toBe(404);
    expect((await readShared(tour.token)).statusCode).toBe(200);
  });

  it("is a paid feature: a Free organisation is asked to upgrade", async () => {
    const free = await sharedTour(testApp, { companyName: "Free Co", plan: "free" });
    const response = await patchLink(free.owner, free.linkId, { disabled: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ requiresUpgrade: true });
  });

  it("refuses a body that changes nothing or names a wrong type", async () => {
    expect((await patchLink(tour.owner, tour.linkId, {})).statusCode).toBe(400);
    const wrong = await patchLink(tour.owner, tour.linkId, { disabled: "yes" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("disabled must be true or false");
  });
});

describe("an expiry date", () => {
  it("keeps the link working before the instant and closes it from the instant on", async () => {
    const tour = await sharedTour(testApp, { companyName: "Expiry Co" });
    const soon = new Date(Date.now() + 60_000);
    const set = await patchLink(tour.owner, tour.linkId, { expiresAt: soon.toISOString() });
    expect(set.json().link).toMatchObject({ state: "active", expiresAt: soon.toISOString() });
    expect((await readShared(tour.token)).statusCode).toBe(200);

    // The boundary itself: a link whose expiry instant is now is expired.
    await testApp.database.db.update(shareLinks).set({ expiresAt: new Date() }).where(eq(shareLinks.id, tour.linkId));
    const read = await readShared(tour.token);
    expect(read.statusCode).toBe(410);
    expect(read.json()).toMatchObject({ error: LINK_EXPIRED_MESSAGE, linkState: "expired" });
    expect((await startSession(tour.token)).statusCode).toBe(410);
    expect(await recordedFor(tour.linkId)).toEqual({ sessions: 0, questions: 0 });

    const cleared = await patchLink(tour.owner, tour.linkId, { expiresAt: null });
    expect(cleared.json().link).toMatchObject({ state: "active", expiresAt: null });
    expect((await readShared(tour.token)).statusCode).toBe(200);
  });

  it("must lie in the future", async () => {
    const tour = await sharedTour(testApp, { companyName: "Past Co" });
    const response = await patchLink(tour.owner, tour.linkId, { expiresAt: "2020-01-01T00:00:00Z" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Pick an expiry date and time in the future");
  });
});

describe("a passcode", () => {
  let tour: SharedTour;
  beforeAll(async () => {
    tour = await sharedTour(testApp, { companyName: "Passcode Co" });
    const set = await patchLink(tour.owner, tour.linkId, { passcode: "open-sesame" });
    expect(set.json().link).toMatchObject({ hasPasscode: true });
  });

  it("is stored only as a hash", async () => {
    const [row] = await testApp.database.db.select().from(shareLinks).where(eq(shareLinks.id, tour.linkId));
    expect(row!.passcodeHash).toMatch(/^\$argon2id\$/);
    expect(row!.passcodeHash).not.toContain("open-sesame");
  });

  it("asks for the passcode, refuses a wrong one and lets the right one's grant in", async () => {
    const locked = await readShared(tour.token);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toMatchObject({ error: PASSCODE_REQUIRED_MESSAGE, passcodeRequired: true });
    expect((await startSession(tour.token)).statusCode).toBe(401);
    const page = await testApp.app.inject({ method: "GET", url: `/share/${tour.token}` });
    expect(page.statusCode).toBe(401);
    expect(page.body).not.toContain("Analytics tour");

    const wrong = await unlock(tour.token, "not-the-code", "203.0.113.10");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(WRONG_PASSCODE_MESSAGE);

    const right = await unlock(tour.token, "open-sesame", "203.0.113.10");
    expect(right.statusCode).toBe(200);
    const { grant } = right.json();
    const granted = await readShared(tour.token, { "x-share-grant": grant });
    expect(granted.statusCode).toBe(200);
    expect(granted.headers["cache-control"]).toBe("private, no-store");
    expect(granted.json().data.title).toBe("Analytics tour");
    expect((await startSession(tour.token, { "x-share-grant": grant })).statusCode).toBe(200);
    expect((await readShared(tour.token, { "x-share-grant": "made-up" })).statusCode).toBe(401);
  });

  it("ends every grant when the passcode changes, and opens the link to all when cleared", async () => {
    const { grant } = (await unlock(tour.token, "open-sesame", "203.0.113.11")).json();
    await patchLink(tour.owner, tour.linkId, { passcode: "new-secret" });
    expect((await readShared(tour.token, { "x-share-grant": grant })).statusCode).toBe(401);
    await patchLink(tour.owner, tour.linkId, { passcode: null });
    expect((await readShared(tour.token)).statusCode).toBe(200);
    await patchLink(tour.owner, tour.linkId, { passcode: "open-sesame" });
  });

  it("is throttled: the sixth attempt in a minute from one address is refused, even with the right passcode", async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await unlock(tour.token, `guess-${attempt}`, "198.51.100.7")).statusCode).toBe(403);
    const throttled = await unlock(tour.token, "open-sesame", "198.51.100.7");
    expect(throttled.statusCode).toBe(429);
    expect((await unlock(tour.token, "open-sesame", "198.51.100.8")).statusCode).toBe(200);
  });

  it("must be six characters at least", async () => {
    const response = await patchLink(tour.owner, tour.linkId, { passcode: "123" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("A passcode has 6 to 64 characters");
  });
});

describe("revoking a batch from the bulk history", () => {
  it("lists the batch's links with their state and disables them all at once", async () => {
    const tour = await sharedTour(testApp, { companyName: "Batch Co" });
    const made = await bulkShare(testApp, tour.owner, { vemoId: tour.vemoId, clientData: prospects(3, "batch") });
    const { bulkUploadId } = made.json();
    const listLinks = async () =>
      (
        await testApp.app.inject({
          method: "GET",
          url: `/api/vemos/bulk-uploads/${bulkUploadId}/links`,
          headers: tour.owner.auth,
        })
      ).json().data;
    const links: { shareId: string; state: string }[] = await listLinks();
    expect(links.map((link) => link.state)).toEqual(["active", "active", "active"]);
    await patchLink(tour.owner, links[0]!.shareId, { disabled: true });

    const revoke = await testApp.app.inject({
      method: "POST",
      url: "/api/share-links/revoke",
      headers: tour.owner.auth,
      payload: { shareIds: links.map((link) => link.shareId) },
    });
    expect(revoke.json()).toEqual({ success: true, revoked: 2, alreadyDisabled: 1 });
    expect((await listLinks()).map((link: { state: string }) => link.state)).toEqual([
      "disabled",
      "disabled",
      "disabled",
    ]);

    const activity = await testApp.app.inject({
      method: "GET",
      url: "/api/activity?kind=links.revoked",
      headers: tour.owner.auth,
    });
    expect(activity.json().data).toMatchObject([
      { kind: "links.revoked", target: "2 links" },
      { kind: "links.revoked", target: expect.stringMatching(/^Prospect \d's link$/) },
    ]);
  });

  it("changes nothing when one id is not the organisation's", async () => {
    const tour = await sharedTour(testApp, { companyName: "Mixed Co" });
    const other = await sharedTour(testApp, { companyName: "Neighbour Co" });
    const bob = await addUniqueLink(testApp, tour, { name: "Bob", email: "bob@example.com", company: "Bob Inc" });
    const revoke = await testApp.app.inject({
      method: "POST",
      url: "/api/share-links/revoke",
      headers: tour.owner.auth,
      payload: { shareIds: [bob.linkId, other.linkId] },
    });
    expect(revoke.statusCode).toBe(404);
    expect((await readShared(bob.token)).statusCode).toBe(200);
    expect((await readShared(other.token)).statusCode).toBe(200);
  });

  it("is refused once the plan has lapsed", async () => {
    const tour = await sharedTour(testApp, { companyName: "Lapsed Co" });
    await setPlan(testApp, tour.owner, { subscriptionStatus: "cancelled" });
    const revoke = await testApp.app.inject({
      method: "POST",
      url: "/api/share-links/revoke",
      headers: tour.owner.auth,
      payload: { shareIds: [tour.linkId] },
    });
    expect(revoke.statusCode).toBe(403);
  });
});
