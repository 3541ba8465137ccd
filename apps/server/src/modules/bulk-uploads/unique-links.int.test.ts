import {
  BULK_LIMIT_MESSAGE,
  DEFAULT_CLIENT_COMPANY,
  FEW_LINKS_LIMIT_MESSAGE,
  FEW_LINKS_REQUIRED_MESSAGE,
  MAX_BULK_ROWS,
} from "@vemo/shared/rules/prospects";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkUploadRows, bulkUploads, shareLinks, vemos, viewers, viewerQuestions } from "../../platform/db/schema.ts";
import { insertVemo } from "../../test/row-factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { askShared, sharedTour } from "../sharing/viewer-test-support.ts";
import { bulkShare, prospects, setPlan, writtenFor } from "./bulk-uploads-test-support.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp({ welcomeDemo: true })));
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const publicUrl = () => testApp.runtime.config.publicUrl;

describe("POST /api/vemos/bulk-share", () => {
  it("gives each typed-in customer a unique link and records the batch", async () => {
    const tour = await sharedTour(testApp);
    const response = await bulkShare(testApp, tour.owner, {
      vemoId: tour.vemoId,
      clientData: [
        { clientName: "Grace Hopper", email: "  Grace@Navy.example ", companyName: "US Navy" },
        { clientName: "Alan Turing", email: "alan@bletchley.example" },
      ],
      originalFilename: "ignored for typed-in links.csv",
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      bulkUploadId: expect.any(String),
      data: [
        {
          shareUrl: expect.any(String),
          shareId: expect.any(String),
          clientName: "Grace Hopper",
          email: "grace@navy.example",
          companyName: "US Navy",
          isNewLink: true,
        },
        {
          shareUrl: expect.any(String),
          shareId: expect.any(String),
          clientName: "Alan Turing",
          email: "alan@bletchley.example",
          companyName: DEFAULT_CLIENT_COMPANY,
          isNewLink: true,
        },
      ],
    });
    const links = await db()
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.vemoId, tour.vemoId), eq(shareLinks.kind, "unique")));
    expect(links).toHaveLength(2);
    for (const item of body.data) {
      const link = links.find((candidate) => candidate.id === item.shareId)!;
      expect(item.shareUrl).toBe(`${publicUrl()}/share/${link.token}`);
      // 16 random bytes in base64url.
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(link).toMatchObject({
        companyId: tour.owner.companyId,
        clientName: item.clientName,
        clientEmail: item.email,
        clientCompany: item.companyName,
      });
    }

    const [batch] = await db().select().from(bulkUploads).where(eq(bulkUploads.id, body.bulkUploadId));
    expect(batch).toMatchObject({
      companyId: tour.owner.companyId,
      vemoId: tour.vemoId,
      operationType: "few_links",
      originalFilename: null,
      customerCount: 2,
    });
    const rows = await db()
      .select()
      .from(bulkUploadRows)
      .where(eq(bulkUploadRows.bulkUploadId, body.bulkUploadId))
      .orderBy(asc(bulkUploadRows.position));
    expect(rows.map((row) => [row.position, row.slNo, row.clientName, row.shareLinkId])).toEqual([
      [1, "1", "Grace Hopper", body.data[0].shareId],
      [2, "2", "Alan Turing", body.data[1].shareId],
    ]);
  });

  it("keeps a file's SL No and name", async () => {
    const tour = await sharedTour(testApp);
    const response = await bulkShare(testApp, tour.owner, {
      vemoId: tour.vemoId,
      operationSource: "bulk_upload",
      originalFilename: "Q3 prospects.xlsx",
      clientData: [
        { slNo: 17, clientName: "Ada", email: "ada@example.com", companyName: "Engines" },
        { slNo: "A-2", clientName: "Bea", email: "bea@example.com", companyName: "Looms" },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { bulkUploadId } = response.json();
    const [batch] = await db().select().from(bulkUploads).where(eq(bulkUploads.id, bulkUploadId));
    expect(batch).toMatchObject({
      operationType: "bulk_upload",
      originalFilename: "Q3 prospects.xlsx",
      customerCount: 2,
    });
    const rows = await db()
      .select()
      .from(bulkUploadRows)
      .where(eq(bulkUploadRows.bulkUploadId, bulkUploadId))
      .orderBy(asc(bulkUploadRows.position));
    expect(rows.map((row) => row.slNo)).toEqual(["17", "A-2"]);
  });

  describe("checks every customer on the server and writes nothing for a refused request", () => {
    const invalid: [string, Record<string, unknown>, string][] = [
      ["a customer without a name", { clientData: [{ email: "no-name@example.com" }] }, "Customer name is required"],
      [
        "a blank name",
        { clientData: [{ clientName: "   ", email: "blank@example.com" }] },
        "Customer name is required",
      ],
      [
        "a name of two lines",
        { clientData: [{ clientName: "Ada\nSee their details: https://evil.test", email: "ada@example.com" }] },
        "Customer name must be on one line",
      ],
      [
        "a company with a control character",
        { clientData: [{ clientName: "Ada", email: "ada@example.com", companyName: "Acme\u0007" }] },
        "Company name must be on one line",
      ],
      ["a customer without an e-mail", { clientData: [{ clientName: "No Mail" }] }, "Customer email is required"],
      ["a blank e-mail", { clientData: [{ clientName: "Blank Mail", email: " " }] }, "Customer email is required"],
      [
        "a malformed e-mail",
        { clientData: [{ clientName: "Bad Mail", email: "not-an-email" }] },
        "Please enter a valid email address",
      ],
      [
        "a malformed e-mail after valid rows",
        { operationSource: "bulk_upload", clientData: [...prospects(3), { clientName: "Bad", email: "bad@" }] },
        "Please enter a valid email address",
      ],
      ["six typed-in customers", { clientData: prospects(6) }, FEW_LINKS_LIMIT_MESSAGE],
      ["no customers", { clientData: [] }, FEW_LINKS_REQUIRED_MESSAGE],
      [
        `${MAX_BULK_ROWS + 1} rows from a file`,
        { operationSource: "bulk_upload", clientData: prospects(MAX_BULK_ROWS + 1) },
        BULK_LIMIT_MESSAGE,
      ],
      [
        "an unknown operation",
        { operationSource: "csv", clientData: prospects(1) },
        "operationSource must be few_links or bulk_upload",
      ],
    ];

    it.each(invalid)("refuses %s", async (_, payload, message) => {
      const tour = await sharedTour(testApp);
      const response = await bulkShare(testApp, tour.owner, { vemoId: tour.vemoId, clientData: [], ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: message });
      expect(await writtenFor(testApp, tour.owner, tour.vemoId)).toEqual({ links: 0, batches: 0 });
    });
  });

  it("lists every problem in details and refuses a body over 8 MB", async () => {
    const tour = await sharedTour(testApp);
    const twoBad = await bulkShare(testApp, tour.owner, {
      vemoId: tour.vemoId,
      clientData: [
        { clientName: "", email: "a@example.com" },
        { clientName: "B", email: "b@" },
      ],
    });
    expect(twoBad.json()).toEqual({
      success: false,
      error: "Customer name is required",
      details: ["Customer name is required", "Please enter a valid email address"],
    });

    // A file's rows are checked a few hundred at a time: problems far apart are all listed, in row order.
    const rows = prospects(1_200);
    rows[3] = { clientName: "D", email: "d@" };
    rows[1_150] = { clientName: "", email: "late@example.com" };
    const farApart = await bulkShare(testApp, tour.owner, {
      vemoId: tour.vemoId,
      operationSource: "bulk_upload",
      clientData: rows,
    });
    expect(farApart.json()).toEqual({
      success: false,
      error: "Please enter a valid email address",
      details: ["Please enter a valid email address", "Customer name is required"],
    });

    const response = await bulkShare(testApp, tour.owner, {
      vemoId: tour.vemoId,
      operationSource: "bulk_upload",
      clientData: prospects(2),
      originalFilename: "y".repeat(9 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(await writtenFor(testApp, tour.owner, tour.vemoId)).toEqual({ links: 0, batches: 0 });
  });

  it("gives an e-mail one link: again later in the same request, and in a later request, as not new", async () => {
    const tour = await sharedTour(testApp);
    const first = await bulkShare(testApp, tour.owner, {
      vemoId: tour.vemoId,
      clientData: [
        { clientName: "Kim", email: "kim@example.com", companyName: "First Co" },
        { clientName: "Lee", email: "lee@example.com" },
        { clientName: "Kim Again", email: "KIM@example.com", companyName: "Second Co" },
      ],
    });
    expect(first.statusCode).toBe(200);
    const [kim, lee, kimAgain] = first.json().data;
    expect([kim.isNewLink, lee.isNewLink, kimAgain.isNewLink]).toEqual([true, true, false]);
    expect(kimAgain).toMatchObject({
      shareId: kim.shareId,
      shareUrl: kim.shareUrl,
      clientName: "Kim Again",
      companyName: "Second Co",
    });

    const second = await bulkShare(testApp, tour.owner, {
      vemoId: tour.vemoId,
      operationSource: "bulk_upload",
      clientData: [
        { clientName: "Kimberly", email: "Kim@Example.com", companyName: "Third Co" },
        { clientName: "New Person", email: "new@example.com" },
      ],
    });
    const [kimLater, newcomer] = second.json().data;
    expect(kimLater).toMatchObject({
      shareId: kim.shareId,
      shareUrl: kim.shareUrl,
      isNewLink: false,
      clientName: "Kimberly",
    });
    expect(newcomer.isNewLink).toBe(true);

    // The link keeps whom it was first made for; each batch keeps the names it was sent.
    const [link] = await db().select().from(shareLinks).where(eq(shareLinks.id, kim.shareId));
    expect(link).toMatchObject({ clientName: "Kim", clientEmail: "kim@example.com", clientCompany: "First Co" });
    expect(await writtenFor(testApp, tour.owner, tour.vemoId)).toEqual({ links: 3, batches: 2 });
    const rowsOfSecond = await db()
      .select()
      .from(bulkUploadRows)
      .where(eq(bulkUploadRows.bulkUploadId, second.json().bulkUploadId));
    expect(rowsOfSecond.find((row) => row.shareLinkId === kim.shareId)).toMatchObject({
      clientName: "Kimberly",
      clientCompany: "Third Co",
    });
  });

  it("keeps a prospect's links of two Vemos apart", async () => {
    const tour = await sharedTour(testApp);
    const other = await insertVemo(db(), { companyId: tour.owner.companyId, title: "Second tour" });
    const client = [{ clientName: "Sam", email: "sam@example.com" }];
    const first = (await bulkShare(testApp, tour.owner, { vemoId: tour.vemoId, clientData: client })).json().data[0];
    const second = (await bulkShare(testApp, tour.owner, { vemoId: other.id, clientData: client })).json().data[0];
    expect(second.isNewLink).toBe(true);
    expect(second.shareId).not.toBe(first.shareId);
  });

  // A 10,000-row transaction: some 30 s beside CI's other steps, over a minute on a machine at load 40.
  it("makes 10,000 links from a 1.7 MB request in one batch", { timeout: 180_000 }, async () => {
    const tour = await sharedTour(testApp);
    const clientData = prospects(MAX_BULK_ROWS).map((client) => ({
      ...client,
      slNo: client.clientName.replace("Prospect ", ""),
      companyName: `${client.companyName} International Holdings, Northern Europe Sales and Partnerships Division`,
    }));
    // Above the app's default 1 MB body limit.
    expect(JSON.stringify(clientData).length).toBeGreaterThan(1.5 * 1024 * 1024);
    const response = await bulkShare(testApp, tour.owner, {
      vemoId: tour.vemoId,
      operationSource: "bulk_upload",
      originalFilename: "everyone.csv",
      clientData,
    });
    expect(response.statusCode).toBe(200);
    const { data, bulkUploadId } = response.json();
    expect(data).toHaveLength(MAX_BULK_ROWS);
    expect(data[9_999]).toMatchObject({
      clientName: "Prospect 10000",
      email: "prospect10000@example.com",
      isNewLink: true,
    });
    expect(new Set(data.map((item: { shareUrl: string }) => item.shareUrl)).size).toBe(MAX_BULK_ROWS);
    expect(await writtenFor(testApp, tour.owner, tour.vemoId)).toEqual({ links: MAX_BULK_ROWS, batches: 1 });
    const [rows] = await db()
      .select({ value: sql<number>`count(*)::int` })
      .from(bulkUploadRows)
      .where(eq(bulkUploadRows.bulkUploadId, bulkUploadId));
    expect(rows!.value).toBe(MAX_BULK_ROWS);
  });

  it("leaves nothing behind when storing fails half-way", async () => {
    const tour = await sharedTour(testApp);
    // The links are inserted before the batch's rows; a row the database refuses must undo them.
    await db().execute(sql`
      create function refuse_exploding_row() returns trigger language plpgsql as $$
      begin
        if new.client_name = 'Explode' then raise exception 'refused by test trigger'; end if;
        return new;
      end $$`);
    await db().execute(
      sql`create trigger refuse_exploding_row before insert on bulk_upload_rows for each row execute function refuse_exploding_row()`,
    );
    try {
      const response = await bulkShare(testApp, tour.owner, {
        vemoId: tour.vemoId,
        operationSource: "bulk_upload",
        clientData: [...prospects(1_500), { clientName: "Explode", email: "explode@example.com" }],
      });
      expect(response.statusCode).toBe(500);
      expect(await writtenFor(testApp, tour.owner, tour.vemoId)).toEqual({ links: 0, batches: 0 });
    } finally {
      await db().execute(sql`drop trigger refuse_exploding_row on bulk_upload_rows`);
      await db().execute(sql`drop function refuse_exploding_row()`);
    }
  });

  describe("is for a paid organisation's own Vemos only", () => {
    it("asks a Free organisation to upgrade", async () => {
      const tour = await sharedTour(testApp, { plan: "free" });
      const response = await bulkShare(testApp, tour.owner, { vemoId: tour.vemoId, clientData: prospects(1) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        error: "Unique links for each prospect require the Pro plan. Please upgrade to continue.",
        message: "Unique links for each prospect require the Pro plan. Please upgrade to continue.",
        requiresUpgrade: true,
        isCancelled: false,
        currentPlan: "free",
      });
      expect(await writtenFor(testApp, tour.owner, tour.vemoId)).toEqual({ links: 0, batches: 0 });
    });

    it("refuses a cancelled subscription, and one whose cancelled period has just ended", async () => {
      const cancelled = await sharedTour(testApp);
      await setPlan(testApp, cancelled.owner, { subscriptionStatus: "cancelled" });
      const lapsed = await sharedTour(testApp);
      await setPlan(testApp, lapsed.owner, {
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(Date.now() - 60_000),
      });

      for (const tour of [cancelled, lapsed]) {
        const response = await bulkShare(testApp, tour.owner, { vemoId: tour.vemoId, clientData: prospects(1) });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, requiresUpgrade: true, isCancelled: true });
        expect(await writtenFor(testApp, tour.owner, tour.vemoId)).toEqual({ links: 0, batches: 0 });
      }
    });

    it("answers 404 for another organisation's Vemo, the welcome demo and a malformed id", async () => {
      const tour = await sharedTour(testApp);
      const stranger = await sharedTour(testApp, { companyName: "Stranger Co" });
      const [demo] = await db().select().from(vemos).where(eq(vemos.isDemo, true));
      for (const vemoId of [tour.vemoId, demo!.id, "not-a-uuid"]) {
        const response = await bulkShare(testApp, stranger.owner, { vemoId, clientData: prospects(1) });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, error: "Vemo not found" });
      }
      expect(await writtenFor(testApp, tour.owner, tour.vemoId)).toEqual({ links: 0, batches: 0 });
      expect(await writtenFor(testApp, stranger.owner, demo!.id)).toEqual({ links: 0, batches: 0 });
    });

    it("needs a signed-in user", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/vemos/bulk-share",
        payload: { vemoId: "x", clientData: [], operationSource: "few_links" },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});

describe("a prospect's unique link", () => {
  it("opens the shared Vemo and records the prospect's question against that link's viewer", async () => {
    const tour = await sharedTour(testApp);
    const response = await bulkShare(testApp, tour.owner, {
      vemoId: tour.vemoId,
      clientData: [{ clientName: "Pat", email: "pat@example.com" }],
    });
    const { shareUrl, shareId } = response.json().data[0];
    const token = shareUrl.split("/share/")[1];

    const shared = await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${token}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data).toMatchObject({ title: "Analytics tour", share_token: token });

    const answer = await askShared(testApp.app, token, { question: "How do I invite a teammate?" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().answer).toMatch(/Settings|Members/);

    const [viewer] = await db().select().from(viewers).where(eq(viewers.shareLinkId, shareId));
    expect(viewer).toMatchObject({ visitorKey: "", questionCount: 1, companyId: tour.owner.companyId });
    const questions = await db().select().from(viewerQuestions).where(eq(viewerQuestions.viewerId, viewer!.id));
    expect(questions.map((question) => question.question)).toEqual(["How do I invite a teammate?"]);
  });
});
