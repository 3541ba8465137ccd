import { LEAD_CODE_MAX_ATTEMPTS } from "@vemo/shared/rules/lead-capture";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEmailCodes, shareLinks } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { VERIFY_EMAIL_NEEDS_SMTP } from "../link-controls/link-controls.service.ts";
import { startMailServer } from "../notifications/mail-test-support.ts";
import { sharedTour, type SharedTour } from "./viewer-test-support.ts";

let testApp: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mail = await startMailServer();
  testApp = await startTestApp({ env: { SMTP_URL: mail.url, MAIL_FROM: "demos@vemo.example" } });
});
afterAll(async () => {
  await testApp.close();
  await mail.close();
});

const db = () => testApp.database.db;
// Each call from its own address: the form's per-IP limit is covered in share-rate-limits.int.test.ts.
let visitors = 0;
const post = (path: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "POST", url: path, payload, headers, remoteAddress: `10.8.0.${(visitors += 1) % 250}` });
const ADA = { name: "Ada Lovelace", email: "ada@engines.example", company: "Analytical Engines" };

/** A Pro tour whose public link asks for details and checks the e-mail, switched on as the owner does. */
async function verifyingTour(): Promise<SharedTour> {
  const tour = await sharedTour(testApp, { title: "Orbit tour" });
  const auth = tour.owner.auth;
  await testApp.app.inject({
    method: "PATCH",
    url: `/api/vemos/${tour.vemoId}`,
    headers: auth,
    payload: { leadCapture: true },
  });
  const on = await testApp.app.inject({
    method: "PATCH",
    url: `/api/share-links/${tour.linkId}`,
    headers: auth,
    payload: { verifyEmail: true },
  });
  expect(on.json().link.verifyEmail).toBe(true);
  return tour;
}

const sendLead = (tour: SharedTour, headers?: Record<string, string>) =>
  post(`/api/vemos/share/${tour.token}/lead`, ADA, headers);
const verify = (tour: SharedTour, code: string, email = ADA.email) =>
  post(`/api/vemos/share/${tour.token}/lead/verify`, { email, code });

/** The six digits of the last code e-mailed to Ada. */
function lastCode(): string {
  const message = mail.received.filter((received) => received.to === ADA.email).at(-1);
  const code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
  if (!code) throw new Error("no code was e-mailed");
  return code;
}

const prospectLinks = (tour: SharedTour) =>
  db()
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.vemoId, tour.vemoId), eq(shareLinks.kind, "unique")));
const storedCode = async (tour: SharedTour) =>
  (await db().select().from(leadEmailCodes).where(eq(leadEmailCodes.shareLinkId, tour.linkId)))[0];

describe("the lead form's e-mail check on a public link", () => {
  it("e-mails a six-digit code in the page's language and gives the visitor their link for the right code", async () => {
    const tour = await verifyingTour();
    const sent = await sendLead(tour, { "accept-language": "es" });
    expect(sent.json()).toEqual({ success: true, codeSent: true });
    expect(await prospectLinks(tour)).toEqual([]);
    const message = mail.received.at(-1);
    expect(message).toMatchObject({ to: ADA.email, subject: "Tu código para Orbit tour" });
    expect(message?.text).toContain("Es válido durante 10 minutos");
    const code = lastCode();
    expect((await storedCode(tour))?.codeHash).not.toContain(code);

    const verified = await verify(tour, code);
    expect(verified.statusCode).toBe(200);
    const [prospect] = await prospectLinks(tour);
    expect(verified.json()).toEqual({ success: true, shareToken: prospect?.token });
    expect(prospect).toMatchObject({ clientName: ADA.name, clientEmail: ADA.email, clientCompany: ADA.company });
    // A used code is gone.
    expect((await verify(tour, code)).statusCode).toBe(410);
  });

  it("refuses wrong codes, each try counting, and past the limit refuses even the right one", async () => {
    const tour = await verifyingTour();
    await sendLead(tour);
    const code = lastCode();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < LEAD_CODE_MAX_ATTEMPTS; attempt += 1) {
      const refused = await verify(tour, wrong);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe("That code is not right. Please try again.");
    }
    const throttled = await verify(tour, code);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ error: "Too many wrong codes. Send a new one.", tooManyCodes: true });
    expect(await prospectLinks(tour)).toEqual([]);

    // A new code is not sent at once, so the form cannot flood an inbox; a while later it is, and it works.
    expect((await sendLead(tour)).statusCode).toBe(429);
    await db()
      .update(leadEmailCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(leadEmailCodes.shareLinkId, tour.linkId));
    expect((await sendLead(tour)).json()).toEqual({ success: true, codeSent: true });
    expect((await verify(tour, lastCode())).statusCode).toBe(200);
  });

  it("refuses an expired code, and a code asked for another address", async () => {
    const tour = await verifyingTour();
    await sendLead(tour);
    const code = lastCode();
    expect((await verify(tour, code, "someone@else.example")).statusCode).toBe(410);
    await db()
      .update(leadEmailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(leadEmailCodes.shareLinkId, tour.linkId));
    const expired = await verify(tour, code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe("That code has expired. Send a new one.");
    expect(await prospectLinks(tour)).toEqual([]);
  });

  it("checks the code's shape before anything", async () => {
    const tour = await verifyingTour();
    const refused = await verify(tour, "12ab");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("Enter the six digits of the code");
  });
});

describe("turning the e-mail check on", () => {
  it("needs SMTP: without it the owner is told so and nothing changes", async () => {
    const withoutSmtp = await startTestApp();
    try {
      const tour = await sharedTour(withoutSmtp);
      const refused = await withoutSmtp.app.inject({
        method: "PATCH",
        url: `/api/share-links/${tour.linkId}`,
        headers: tour.owner.auth,
        payload: { verifyEmail: true },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(VERIFY_EMAIL_NEEDS_SMTP);
    } finally {
      await withoutSmtp.close();
    }
  });

  it("changes only the caller's organisation's links", async () => {
    const tour = await sharedTour(testApp);
    const stranger = await sharedTour(testApp, { companyName: "Other Org" });
    const refused = await testApp.app.inject({
      method: "PATCH",
      url: `/api/share-links/${tour.linkId}`,
      headers: stranger.owner.auth,
      payload: { verifyEmail: true },
    });
    expect(refused.statusCode).toBe(404);
  });
});
