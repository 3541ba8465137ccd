import { BULK_DOWNLOAD_COLUMNS } from "@vemo/shared/contracts/bulk-uploads";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkUploads } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { sharedTour, type Owner } from "../sharing/viewer-test-support.ts";
import { bulkShare, prospects, setPlan } from "./bulk-uploads-test-support.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp()));
afterAll(() => testApp.close());

const listUploads = (owner: Owner) =>
  testApp.app.inject({ method: "GET", url: "/api/vemos/bulk-uploads", headers: owner.auth });
const download = (owner: Owner, id: string) =>
  testApp.app.inject({ method: "GET", url: `/api/vemos/bulk-uploads/${id}/download`, headers: owner.auth });
const csvRows = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

async function shareBatch(
  owner: Owner,
  vemoId: string,
  payload: Partial<Parameters<typeof bulkShare>[2]> = {},
): Promise<string> {
  const response = await bulkShare(testApp, owner, { vemoId, clientData: prospects(2), ...payload });
  if (response.statusCode !== 200) throw new Error(`bulk share failed: ${response.body}`);
  return response.json().bulkUploadId;
}

describe("GET /api/vemos/bulk-uploads", () => {
  it("lists the organisation's batches, newest first, with their download names", async () => {
    const tour = await sharedTour(testApp, { title: "Onboarding tour" });
    const typedIn = await shareBatch(tour.owner, tour.vemoId);
    const fromFile = await shareBatch(tour.owner, tour.vemoId, {
      operationSource: "bulk_upload",
      originalFilename: "Q3 leads.xlsx",
      clientData: prospects(3),
    });
    // Order by time, not by insertion: the typed-in batch is made the newer one.
    await testApp.database.db
      .update(bulkUploads)
      .set({ createdAt: new Date("2026-03-09T10:00:00Z") })
      .where(eq(bulkUploads.id, fromFile));
    await testApp.database.db
      .update(bulkUploads)
      .set({ createdAt: new Date("2026-03-10T10:00:00Z") })
      .where(eq(bulkUploads.id, typedIn));
    const other = await sharedTour(testApp, { companyName: "Other Co" });
    await shareBatch(other.owner, other.vemoId);

    const response = await listUploads(tour.owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [
        {
          id: typedIn,
          original_filename: null,
          file_name: "bulk_share_links_2026-03-10.csv",
          operation_type: "few_links",
          vemo_title: "Onboarding tour",
          created_at: "2026-03-10T10:00:00.000Z",
          customer_count: 2,
          shared_by: { id: expect.any(String), name: "Ada Lovelace" },
        },
        {
          id: fromFile,
          original_filename: "Q3 leads.xlsx",
          file_name: "Q3 leads.csv",
          operation_type: "bulk_upload",
          vemo_title: "Onboarding tour",
          created_at: "2026-03-09T10:00:00.000Z",
          customer_count: 3,
          shared_by: { id: expect.any(String), name: "Ada Lovelace" },
        },
      ],
    });
  });

  it("shows nothing of another organisation's batches", async () => {
    const tour = await sharedTour(testApp);
    await shareBatch(tour.owner, tour.vemoId);
    const stranger = await sharedTour(testApp, { companyName: "Stranger Co" });
    expect((await listUploads(stranger.owner)).json()).toEqual({ success: true, data: [] });
  });
});

describe("GET /api/vemos/bulk-uploads/{id}/download", () => {
  it("downloads the batch's customers and links as a CSV named after the uploaded file", async () => {
    const tour = await sharedTour(testApp);
    const response = await bulkShare(testApp, tour.owner, {
      vemoId: tour.vemoId,
      operationSource: "bulk_upload",
      originalFilename: "Leads, March.xlsx",
      clientData: [
        { slNo: "7", clientName: "Zoë Quill", email: "zoe@example.com", companyName: "Quill, Ink & Co" },
        { clientName: 'Al "The Pal"', email: "al@example.com" },
      ],
    });
    const { bulkUploadId, data } = response.json();

    const file = await download(tour.owner, bulkUploadId);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="Leads, March.csv"; filename*=UTF-8''Leads%2C%20March.csv`,
    );
    expect(csvRows(file.body)).toEqual([
      [...BULK_DOWNLOAD_COLUMNS],
      ["7", "Zoë Quill", "Quill, Ink & Co", "zoe@example.com", data[0].shareUrl],
      ["2", 'Al "The Pal"', "Unknown Company", "al@example.com", data[1].shareUrl],
    ]);
  });

  it("names a typed-in batch by its date and gives a non-ASCII file name in RFC 5987 form", async () => {
    const tour = await sharedTour(testApp);
    const typedIn = await shareBatch(tour.owner, tour.vemoId);
    await testApp.database.db
      .update(bulkUploads)
      .set({ createdAt: new Date("2026-04-01T08:00:00Z") })
      .where(eq(bulkUploads.id, typedIn));
    expect((await download(tour.owner, typedIn)).headers["content-disposition"]).toBe(
      `attachment; filename="bulk_share_links_2026-04-01.csv"; filename*=UTF-8''bulk_share_links_2026-04-01.csv`,
    );

    const named = await shareBatch(tour.owner, tour.vemoId, {
      operationSource: "bulk_upload",
      originalFilename: 'Prospectos "año"/2026.xlsx',
    });
    expect((await download(tour.owner, named)).headers["content-disposition"]).toBe(
      `attachment; filename="Prospectos _a_o__2026.csv"; filename*=UTF-8''Prospectos%20%22a%C3%B1o%22%2F2026.csv`,
    );
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const tour = await sharedTour(testApp);
    const formulas = ['=HYPERLINK("https://evil.example","Click")', "+1", "-2", "@SUM(A1:A2)", "=cmd|' /C calc'!A0"];
    const bulkUploadId = await shareBatch(tour.owner, tour.vemoId, {
      operationSource: "bulk_upload",
      clientData: formulas.map((name, i) => ({
        slNo: i === 0 ? "=1+1" : undefined,
        clientName: name,
        email: `f${i}@example.com`,
        companyName: name,
      })),
    });

    const rows = csvRows((await download(tour.owner, bulkUploadId)).body).slice(1);
    expect(rows[0]![0]).toBe("'=1+1");
    expect(rows.map((row) => row[1])).toEqual(formulas.map((name) => `'${name}`));
    expect(rows.map((row) => row[2])).toEqual(formulas.map((name) => `'${name}`));
  });

  it("answers 404 for another organisation's batch, an unknown id and a malformed id", async () => {
    const tour = await sharedTour(testApp);
    const bulkUploadId = await shareBatch(tour.owner, tour.vemoId);
    const stranger = await sharedTour(testApp, { companyName: "Stranger Co" });
    for (const id of [bulkUploadId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await download(stranger.owner, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: "Bulk upload not found" });
    }
  });
});

describe("the bulk-upload history is a paid feature", () => {
  it("refuses a Free and a cancelled organisation the list and the download", async () => {
    const free = await sharedTour(testApp);
    const freeBatch = await shareBatch(free.owner, free.vemoId);
    await setPlan(testApp, free.owner, { subscriptionPlan: "free" });
    const cancelled = await sharedTour(testApp);
    const cancelledBatch = await shareBatch(cancelled.owner, cancelled.vemoId);
    await setPlan(testApp, cancelled.owner, { subscriptionStatus: "cancelled" });

    for (const [owner, batch, isCancelled] of [
      [free.owner, freeBatch, false],
      [cancelled.owner, cancelledBatch, true],
    ] as const) {
      for (const response of [await listUploads(owner), await download(owner, batch)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, requiresUpgrade: true, isCancelled });
      }
    }
  });

  it("needs a signed-in user", async () => {
    expect((await testApp.app.inject({ method: "GET", url: "/api/vemos/bulk-uploads" })).statusCode).toBe(401);
    expect(
      (
        await testApp.app.inject({
          method: "GET",
          url: "/api/vemos/bulk-uploads/00000000-0000-4000-8000-000000000000/download",
        })
      ).statusCode,
    ).toBe(401);
  });
});
