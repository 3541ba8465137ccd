import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vemoSources } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { insertProcessedSource } from "../qa/qa-test-support.ts";
import { askShared, sharedTour } from "./viewer-test-support.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ welcomeDemo: true });
});
afterAll(() => testApp.close());

const PDF_BYTES = Buffer.from("%PDF-1.4\n% a tiny stand-in\n%%EOF\n");

/** The address a page chip under a document answer links to. */
async function pdfSourceUrl(token: string, question: string): Promise<string> {
  const response = await askShared(testApp.app, token, { question });
  expect(response.statusCode).toBe(200);
  const pdf = response.json().sources.find((source: { source_type: string }) => source.source_type === "pdf");
  expect(pdf).toBeDefined();
  return pdf.url;
}

/** Another organisation's shared Vemo with an uploaded price list, processed. */
async function sharedPriceList(): Promise<{ token: string; sourceId: string }> {
  const tour = await sharedTour(testApp, { companyName: "Other Org" });
  const db = testApp.database.db;
  const source = await insertProcessedSource(db, tour.vemoId, {
    kind: "document",
    url: "price-list.pdf",
    chunks: [
      { text: "Plans and prices.", page: 1 },
      { text: "The Team plan costs nine dollars per seat a month.", page: 2 },
    ],
  });
  const fileKey = `other/${source.id}.pdf`;
  await testApp.runtime.storage.put(fileKey, PDF_BYTES);
  await db.update(vemoSources).set({ fileKey }).where(eq(vemoSources.id, source.id));
  return { token: tour.token, sourceId: source.id };
}

describe("GET /api/vemos/share/{token}/documents/{sourceId}", () => {
  it("opens the document a PDF answer cites, inline, from the link in its sources", async () => {
    const priceList = await sharedPriceList();
    const url = await pdfSourceUrl(priceList.token, "How much does the Team plan cost?");
    expect(url).toBe(
      `${testApp.runtime.config.publicUrl}/api/vemos/share/${priceList.token}/documents/${priceList.sourceId}`,
    );

    const response = await testApp.app.inject({ method: "GET", url: new URL(url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe("inline; filename*=UTF-8''price-list.pdf");
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it("serves a link's own documents only: another Vemo's document, a video or an unknown id is 404", async () => {
    const other = await sharedPriceList();
    expect(
      (await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${other.token}/documents/${other.sourceId}` }))
        .statusCode,
    ).toBe(200);

    const [video] = await testApp.database.db
      .select({ id: vemoSources.id })
      .from(vemoSources)
      .where(eq(vemoSources.kind, "video"));
    for (const sourceId of [other.sourceId, video!.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await testApp.app.inject({
        method: "GET",
        url: `/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}/documents/${sourceId}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: "Document not found" });
    }
    const unknownLink = await testApp.app.inject({
      method: "GET",
      url: `/api/vemos/share/no-such-link/documents/${other.sourceId}`,
    });
    expect(unknownLink.statusCode).toBe(404);
    expect(unknownLink.json()).toEqual({ success: false, error: "Share link not found" });
  });

  it("limits one address to 120 reads a minute", async () => {
    const other = await sharedPriceList();
    const read = () =>
      testApp.app.inject({
        method: "GET",
        url: `/api/vemos/share/${other.token}/documents/${other.sourceId}`,
        remoteAddress: "203.0.113.9",
      });
    for (let i = 0; i < 120; i++) expect((await read()).statusCode).toBe(200);
    const refused = await read();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe("Too many requests. Please wait a minute and try again.");
  });
});
