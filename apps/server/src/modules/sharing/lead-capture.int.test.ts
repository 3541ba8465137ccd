import { LEAD_CAPTURE_OFF_MESSAGE } from "@vemo/shared/rules/lead-capture";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareLinks } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { setSubscription } from "../analytics/analytics-test-support.ts";
import { addUniqueLink, askShared, sharedTour, startSession, type SharedTour } from "./viewer-test-support.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const setLeadCapture = (tour: SharedTour, leadCapture: unknown) =>
  testApp.app.inject({
    method: "PATCH",
    url: `/api/vemos/${tour.vemoId}`,
    headers: tour.owner.auth,
    payload: { leadCapture },
  });
// Each call from its own address: the form's per-IP limit is covered in share-rate-limits.int.test.ts.
let visitors = 0;
const sendLead = (token: string, payload: Record<string, unknown>) =>
  testApp.app.inject({
    method: "POST",
    url: `/api/vemos/share/${token}/lead`,
    payload,
    remoteAddress: `10.9.0.${(visitors += 1)}`,
  });
const readShared = async (token: string) =>
  (await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${token}` })).json().data;

async function leadTour(): Promise<SharedTour> {
  const tour = await sharedTour(testApp);
  expect((await setLeadCapture(tour, true)).statusCode).toBe(200);
  return tour;
}

describe("lead capture setting (PATCH /api/vemos/{id})", () => {
  it("is off by default, and the owner turns it on and off", async () => {
    const tour = await sharedTour(testApp);
    const detail = await testApp.app.inject({
      method: "GET",
      url: `/api/vemos/${tour.vemoId}`,
      headers: tour.owner.auth,
    });
    expect(detail.json().data.lead_capture).toBe(false);
    expect((await readShared(tour.token)).leadCapture).toBe(false);

    const on = await setLeadCapture(tour, true);
    expect(on.json().data.lead_capture).toBe(true);
    expect((await readShared(tour.token)).leadCapture).toBe(true);

    const off = await setLeadCapture(tour, false);
    expect(off.json().data.lead_capture).toBe(false);
    expect((await readShared(tour.token)).leadCapture).toBe(false);
  });

  it("is a Pro feature: a Free organisation cannot turn it on, but may turn it off", async () => {
    const tour = await sharedTour(testApp, { plan: "free" });
    const refused = await setLeadCapture(tour, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: "Unique links for each prospect require the Pro plan. Please upgrade to continue.",
      requiresUpgrade: true,
    });
    expect((await setLeadCapture(tour, false)).statusCode).toBe(200);
  });

  it("refuses a value that is not true or false", async () => {
    const tour = await sharedTour(testApp);
    const response = await setLeadCapture(tour, "yes");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain("leadCapture must be true or false");
  });

  it("is not asked on a unique link: the prospect is already known", async () => {
    const tour = await leadTour();
    const { token } = await addUniqueLink(testApp, tour, {
      name: "Grace Hopper",
      email: "grace@navy.example",
      company: "US Navy",
    });
    expect((await readShared(token)).leadCapture).toBe(false);
  });
});

describe("POST /api/vemos/share/{token}/lead", () => {
  it("makes the visitor a known prospect with their own link, listed by name in the interactions", async () => {
    const tour = await leadTour();
    const response = await sendLead(tour.token, {
      name: "  Ada Lovelace ",
      email: "Ada@Engines.Example",
      company: "Analytical Engines",
    });
    expect(response.statusCode).toBe(200);
    const { shareToken } = response.json();
    expect(shareToken).not.toBe(tour.token);

    const [link] = await testApp.database.db.select().from(shareLinks).where(eq(shareLinks.token, shareToken));
    expect(link).toMatchObject({
      kind: "unique",
      vemoId: tour.vemoId,
      clientName: "Ada Lovelace",
      clientEmail: "ada@engines.example",
      clientCompany: "Analytical Engines",
    });

    const sessionId = await startSession(testApp.app, shareToken);
    expect(
      (await askShared(testApp.app, shareToken, { question: "How do I invite a teammate?", sessionId })).statusCode,
    ).toBe(200);
    const list = await testApp.app.inject({
      method: "GET",
      url: "/api/analytics/customer-list",
      headers: tour.owner.auth,
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        client_name: "Ada Lovelace",
        client_email: "ada@engines.example",
        client_company: "Analytical Engines",
        share_token: shareToken,
      }),
    ]);
  });

  it("gives the same e-mail its existing link again, keeping the name it was made with", async () => {
    const tour = await leadTour();
    const first = (
      await sendLead(tour.token, { name: "Grace Hopper", email: "grace@navy.example", company: "US Navy" })
    ).json().shareToken;
    const again = await sendLead(tour.token, { name: "G. Hopper", email: "GRACE@navy.example" });
    expect(again.json().shareToken).toBe(first);
    const links = await testApp.database.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.vemoId, tour.vemoId), eq(shareLinks.kind, "unique")));
    expect(links.map((link) => link.clientName)).toEqual(["Grace Hopper"]);
  });

  it("names the company 'Unknown Company' when the visitor leaves it empty", async () => {
    const tour = await leadTour();
    const { shareToken } = (
      await sendLead(tour.token, { name: "Alan Turing", email: "alan@bletchley.example", company: "" })
    ).json();
    const [link] = await testApp.database.db.select().from(shareLinks).where(eq(shareLinks.token, shareToken));
    expect(link?.clientCompany).toBe("Unknown Company");
  });

  it.each([
    [{ email: "ada@engines.example" }, "Name is required"],
    [{ name: "   ", email: "ada@engines.example" }, "Name is required"],
    [{ name: "Ada" }, "Email is required"],
    [{ name: "Ada", email: "" }, "Email is required"],
    [{ name: "Ada", email: "not-an-address" }, "Please enter a valid email address"],
    [{ name: "Ada", email: "ada@engines.example", company: "x".repeat(201) }, "Company can be at most 200 characters"],
    [{ name: "Ada\r\nSee their details: https://evil.test", email: "ada@engines.example" }, "Name must be on one line"],
    [{ name: "Ada", email: "ada@engines.example", company: "Engines\u2028Ltd" }, "Company must be on one line"],
  ])("refuses %j with a clear message", async (payload, message) => {
    const tour = await leadTour();
    const response = await sendLead(tour.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    const links = await testApp.database.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.vemoId, tour.vemoId), eq(shareLinks.kind, "unique")));
    expect(links).toEqual([]);
  });

  it("refuses a link whose Vemo does not ask (409), and a unique link (409)", async () => {
    const tour = await sharedTour(testApp);
    const off = await sendLead(tour.token, { name: "Ada", email: "ada@engines.example" });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ success: false, error: LEAD_CAPTURE_OFF_MESSAGE });

    await setLeadCapture(tour, true);
    const { token } = await addUniqueLink(testApp, tour, {
      name: "Grace Hopper",
      email: "grace@navy.example",
      company: "US Navy",
    });
    expect((await sendLead(token, { name: "Ada", email: "ada@engines.example" })).statusCode).toBe(409);
  });

  it("answers 404 for an unknown link", async () => {
    const response = await sendLead("no-such-token", { name: "Ada", email: "ada@engines.example" });
    expect(response.statusCode).toBe(404);
  });

  it("makes no link once the owner's plan has lapsed", async () => {
    const tour = await leadTour();
    await setSubscription(testApp, tour.owner.companyId, { plan: "pro", status: "cancelled" });
    const response = await sendLead(tour.token, { name: "Ada", email: "ada@engines.example" });
    expect(response.statusCode).toBe(403);
    const links = await testApp.database.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.vemoId, tour.vemoId), eq(shareLinks.kind, "unique")));
    expect(links).toEqual([]);
  });
});
