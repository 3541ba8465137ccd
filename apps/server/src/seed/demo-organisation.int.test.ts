import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/test-app.ts";
import { DEMO_OWNER, seedDemoOrganisation } from "./demo-organisation.ts";

let testApp: TestApp;
let auth: { authorization: string };

async function get(url: string) {
  const response = await testApp.app.inject({ method: "GET", url, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  testApp = await startTestApp();
  await seedDemoOrganisation(testApp.runtime);
  const login = await testApp.app.inject({ method: "POST", url: "/api/auth/login", payload: DEMO_OWNER });
  expect(login.statusCode, login.body).toBe(200);
  auth = { authorization: `Bearer ${login.json().data.tokens.accessToken}` };
});
afterAll(() => testApp.close());

describe("npm run db:seed on a fresh database", () => {
  it("gives the owner a Pro organisation with processed Vemos", async () => {
    const [company] = (await get("/api/companies")).data;
    expect((await get(`/api/subscription/${company.id}`)).subscription).toMatchObject({ plan: "pro" });
    const vemos = (await get("/api/vemos")).data as {
      title: string;
      video_count: number;
      document_count: number;
      processing_count: number;
      failed_count: number;
    }[];
    expect(
      vemos.map(({ title, video_count, document_count, processing_count, failed_count }) => ({
        title,
        video_count,
        document_count,
        processing_count,
        failed_count,
      })),
    ).toEqual(
      expect.arrayContaining([
        { title: "Vemo product tour", video_count: 1, document_count: 1, processing_count: 0, failed_count: 0 },
        { title: "Sharing with prospects", video_count: 1, document_count: 0, processing_count: 0, failed_count: 0 },
        { title: "Getting started guide", video_count: 0, document_count: 1, processing_count: 0, failed_count: 0 },
      ]),
    );
  });

  it("fills the overview, the customer list and the bulk uploads", async () => {
    expect(await get("/api/analytics/overview")).toMatchObject({ totalViews: 8, questionsAsked: 11 });
    const customers = await get("/api/analytics/customer-list?pageSize=25");
    expect(customers.total).toBe(8);
    expect(customers.data.map((customer: { client_name: string | null }) => customer.client_name)).toEqual(
      expect.arrayContaining(["Katherine Johnson", "Grace Hopper", "Alan Turing", "Dorothy Vaughan", null]),
    );
    const batches = (await get("/api/vemos/bulk-uploads")).data as {
      operation_type: string;
      customer_count: number;
      original_filename: string | null;
    }[];
    expect(
      batches
        .map(({ operation_type, customer_count, original_filename }) => ({
          operation_type,
          customer_count,
          original_filename,
        }))
        .sort((a, b) => a.customer_count - b.customer_count),
    ).toEqual([
      { operation_type: "few_links", customer_count: 2, original_filename: null },
      { operation_type: "bulk_upload", customer_count: 4, original_filename: "q3-prospects.csv" },
    ]);
  });

  it("records answered and unanswered questions", async () => {
    const vemos = (await get("/api/vemos")).data as { id: string; title: string }[];
    const sharing = vemos.find((vemo) => vemo.title === "Sharing with prospects")!;
    const unanswered = (await get(`/api/analytics/unanswered-questions/${sharing.id}`)).data as { question: string }[];
    expect(unanswered.map((row) => row.question)).toContain("Does it connect to our SAP system?");
    const alan = (await get("/api/analytics/customer-list?search=Alan")).data[0];
    const details = (await get(`/api/analytics/customer-interaction-details/${alan.share_token}`)).data;
    expect(
      details.questions.find((row: { question: string }) => row.question === "How do I share a Vemo with a prospect?")
        .answer,
    ).not.toBe("");
  });

  it("changes nothing when run again", async () => {
    expect(await seedDemoOrganisation(testApp.runtime)).toMatchObject({ email: DEMO_OWNER.email, isNew: false });
    expect(await get("/api/analytics/overview")).toMatchObject({ totalViews: 8, questionsAsked: 11 });
  });
});
