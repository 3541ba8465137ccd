import { and, eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewerQuestions, viewers } from "../../platform/db/schema.ts";
import type { SignedInUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { addUniqueLink, sharedTour, type SharedTour } from "../sharing/viewer-test-support.ts";
import { addSharedVemo, ask, minutesAgo, setSubscription, view } from "./analytics-test-support.ts";

let testApp: TestApp;
let acme: SharedTour;
let billing: { vemoId: string; token: string };
let rival: SharedTour;
let grace: string;
let alan: string;
let ada: string;

beforeAll(async () => {
  testApp = await startTestApp();
  acme = await sharedTour(testApp, { companyName: "Acme", title: "Acme tour" });
  billing = await addSharedVemo(testApp, acme, "Billing deep dive");
  grace = (
    await addUniqueLink(testApp, acme, { name: "Grace Hopper", email: "grace@navy.example", company: "US Navy" })
  ).token;
  alan = (
    await addUniqueLink(
      testApp,
      { ...acme, vemoId: billing.vemoId },
      { name: "Alan Turing", email: "alan@bletchley.example", company: "Bletchley 100% Labs" },
    )
  ).token;
  ada = (
    await addUniqueLink(testApp, acme, {
      name: "Ada Lovelace",
      email: "ada@engines.example",
      company: "Analytical Engines",
    })
  ).token;

  const graceSession = await view(testApp, grace, { at: minutesAgo(50), seconds: 60 });
  await ask(testApp, grace, { question: "How do I invite a teammate?", at: minutesAgo(49), sessionId: graceSession });
  await ask(testApp, grace, { question: "How often do charts refresh?", at: minutesAgo(48), sessionId: graceSession });
  await view(testApp, alan, { at: minutesAgo(40), seconds: 30 });
  // Opened, but closed before the first heartbeat and without a question: hidden.
  await view(testApp, ada, { at: minutesAgo(30) });
  await view(testApp, acme.token, { at: minutesAgo(20), seconds: 15, visitorId: "browser-a" });
  await ask(testApp, acme.token, { question: "Can I pick a template?", at: minutesAgo(19), visitorId: "browser-a" });
  await view(testApp, acme.token, { at: minutesAgo(10), seconds: 45, visitorId: "browser-b" });
  await ask(testApp, billing.token, { question: "What does the Pro plan cost?", at: minutesAgo(5) });

  rival = await sharedTour(testApp, { companyName: "Rival", title: "Rival tour" });
  await view(testApp, rival.token, { at: minutesAgo(1), seconds: 15 });
});
afterAll(() => testApp.close());

const get = (url: string, user: SignedInUser) =>
  testApp.app.inject({ method: "GET", url: `/api/analytics/${url}`, headers: user.auth });
const listOf = async (query: string, user: SignedInUser = acme.owner) =>
  (await get(`customer-list${query}`, user)).json();
const namesOf = (data: { client_name: string | null; client_email: string | null }[]) =>
  data.map((row) => row.client_name ?? "anonymous");

describe("GET /api/analytics/customer-list", () => {
  it("lists one row per viewer with a question or time spent, most recently seen first", async () => {
    const response = await get("customer-list", acme.owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, total: 5, page: 1, pageSize: 10 });
    expect(
      body.data.map((row: { vemo_title: string; client_name: string | null }) => [row.client_name, row.vemo_title]),
    ).toEqual([
      [null, "Billing deep dive"],
      [null, "Acme tour"],
      [null, "Acme tour"],
      ["Alan Turing", "Billing deep dive"],
      ["Grace Hopper", "Acme tour"],
    ]);
    const graceRow = body.data[4];
    expect(graceRow).toEqual({
      share_id: expect.any(String),
      share_token: grace,
      viewer_id: expect.any(String),
      link_kind: "unique",
      client_name: "Grace Hopper",
      client_email: "grace@navy.example",
      client_company: "US Navy",
      vemo_id: acme.vemoId,
      vemo_title: "Acme tour",
      question_count: 2,
      total_duration: 60,
      watched_percent: 0,
      visit_count: 1,
      engagement_score: 20,
      first_seen_at: minutesAgo(50).toISOString(),
      last_accessed_at: minutesAgo(48).toISOString(),
      shared_by: { id: acme.owner.id, name: "Ada Lovelace" },
    });
  });

  it("sorts by the engagement score on the server when asked, and refuses an unknown order", async () => {
    const { data } = await listOf("?sort=engagement");
    expect(data.map((row: { client_name: string | null; engagement_score: number }) => row.engagement_score)).toEqual([
      20, 10, 10, 0, 0,
    ]);
    expect(namesOf(data)).toEqual(["Grace Hopper", "anonymous", "anonymous", "anonymous", "Alan Turing"]);
    const csv = (await get("customer-list/export?sort=engagement", acme.owner)).body;
    expect(csv.split(/\r?\n/)[1]).toContain("Grace Hopper");
    const refused = await get("customer-list?sort=loudest", acme.owner);
    expect(refused.statusCode).toBe(400);
  });

  it("gives the list and the export the same whole seconds of a measured, fractional time", async () => {
    const timed = await sharedTour(testApp, { companyName: "Timed", title: "Timed tour" });
    await view(testApp, timed.token, { at: minutesAgo(3), seconds: 15 });
    await testApp.database.db
      .update(viewers)
      .set({ activeSeconds: 70.6 })
      .where(eq(viewers.companyId, timed.owner.companyId));
    const [row] = (await listOf("", timed.owner)).data;
    expect(row.total_duration).toBe(71);
    const csv = Papa.parse<Record<string, string>>((await get("customer-list/export", timed.owner)).body, {
      header: true,
      skipEmptyLines: true,
    });
    expect(csv.data[0]?.["Time spent"]).toBe("1:11");
  });

  it("shows each visitor of the public link as their own row, without client details", async () => {
    const { data } = await listOf("");
    const visitors = data.filter((row: { share_token: string }) => row.share_token === acme.token);
    expect(visitors).toEqual([
      expect.objectContaining({
        link_kind: "public",
        client_name: null,
        client_email: null,
        client_company: null,
        question_count: 0,
        total_duration: 45,
      }),
      expect.objectContaining({ link_kind: "public", client_name: null, question_count: 1, total_duration: 15 }),
    ]);
    expect(visitors[0].viewer_id).not.toBe(visitors[1].viewer_id);
  });

  it("counts the viewers of a public link opened through the share page calls separately", async () => {
    const visited = await sharedTour(testApp, { companyName: "Visited" });
    for (const visitorId of ["browser-1", "browser-2"]) {
      const started = await testApp.app.inject({
        method: "POST",
        url: `/api/vemos/share/${visited.token}/sessions`,
        payload: { visitorId },
      });
      const { sessionId } = started.json();
      await testApp.app.inject({
        method: "POST",
        url: `/api/vemos/share/${visited.token}/chat`,
        payload: { question: `Hello from ${visitorId}`, sessionId },
      });
    }
    const { data, total } = await listOf("", visited.owner);
    expect(total).toBe(2);
    expect(data).toEqual([
      expect.objectContaining({ share_token: visited.token, link_kind: "public", question_count: 1 }),
      expect.objectContaining({ share_token: visited.token, link_kind: "public", question_count: 1 }),
    ]);
  });

  it.each([
    ["a name", "hopper", ["Grace Hopper"]],
    ["an e-mail", "bletchley.example", ["Alan Turing"]],
    ["a company", "US NAVY", ["Grace Hopper"]],
    ["a Vemo title", "billing DEEP", ["anonymous", "Alan Turing"]],
    ["a literal percent sign", "%", ["Alan Turing"]],
    ["text with spaces around it", "  100% labs  ", ["Alan Turing"]],
    ["a tab, as a space", "us\tnavy", ["Grace Hopper"]],
    ["an underscore or backslash, literally", "_\\", []],
  ])("searches %s on the server, in any case", async (_what, search, expected) => {
    const body = await listOf(`?search=${encodeURIComponent(search)}`);
    expect(namesOf(body.data)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it("never finds hidden viewers, and says when nothing matches", async () => {
    expect(await listOf("?search=lovelace")).toMatchObject({ data: [], total: 0 });
  });

  it("pages on the server and tells the total", async () => {
    const busy = await sharedTour(testApp, { companyName: "Busy" });
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { token } = await addUniqueLink(testApp, busy, {
        name: `Prospect ${i}`,
        email: `p${i}@busy.example`,
        company: i % 2 ? "Odd Ltd" : "Even Ltd",
      });
      await view(testApp, token, { at: minutesAgo(60 - i), seconds: 15 });
      tokens.push(token);
    }
    const first = await listOf("?pageSize=10", busy.owner);
    const second = await listOf("?page=2&pageSize=10", busy.owner);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect([...first.data, ...second.data].map((row: { share_token: string }) => row.share_token)).toEqual(
      [...tokens].reverse(),
    );
    expect(await listOf("?page=3&pageSize=10", busy.owner)).toMatchObject({ data: [], total: 12 });

    const odd = await listOf("?search=odd&pageSize=25", busy.owner);
    expect(odd.total).toBe(6);
    expect(namesOf(odd.data)).toEqual([
      "Prospect 11",
      "Prospect 9",
      "Prospect 7",
      "Prospect 5",
      "Prospect 3",
      "Prospect 1",
    ]);
  });

  it("refuses a page size the page does not offer", async () => {
    const response = await get("customer-list?pageSize=7", acme.owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("pageSize must be 10, 25, 50 or 100");
  });

  it("shows another organisation only its own viewers", async () => {
    const { data, total } = await listOf("", rival.owner);
    expect(total).toBe(1);
    expect(data).toEqual([expect.objectContaining({ share_token: rival.token, vemo_title: "Rival tour" })]);
  });
});

describe("GET /api/analytics/vemo-interactions/:vemoId", () => {
  it("lists the viewers of one Vemo with activity, most recent first", async () => {
    const response = await get(`vemo-interactions/${acme.vemoId}`, acme.owner);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(
      data.map((row: { share_token: string; total_duration: number }) => [row.share_token, row.total_duration]),
    ).toEqual([
      [acme.token, 45],
      [acme.token, 15],
      [grace, 60],
    ]);
    expect(data[2]).toMatchObject({ client_name: "Grace Hopper", vemo_id: acme.vemoId, question_count: 2 });
  });

  it("is 404 for another organisation's Vemo or an id that is not one", async () => {
    for (const id of [rival.vemoId, "not-a-vemo"]) {
      const response = await get(`vemo-interactions/${id}`, acme.owner);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: "Vemo not found" });
    }
  });
});

describe("GET /api/analytics/unanswered-questions/:vemoId", () => {
  it("groups the questions the assistant could not answer by their words, most asked first", async () => {
    const at = minutesAgo(3);
    for (const question of [
      "Do you support SAML?",
      "do you support saml?",
      "Is there an API?",
      "Do you support SAML?",
    ]) {
      await ask(testApp, grace, { question, at });
    }
    await ask(testApp, grace, { question: "Is there an API?", at: minutesAgo(2) });
    // Whether the assistant finds an answer is the engine's call; these stand for ones it could not.
    const unanswered = ["Do you support SAML?", "do you support saml?", "Is there an API?"];
    for (const question of unanswered) {
      await testApp.database.db
        .update(viewerQuestions)
        .set({ isAnswered: false })
        .where(and(eq(viewerQuestions.vemoId, acme.vemoId), eq(viewerQuestions.question, question)));
    }

    const response = await get(`unanswered-questions/${acme.vemoId}`, acme.owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [
        {
          question: expect.stringMatching(/^do you support saml\?$/i),
          times_asked: 3,
          last_asked_at: at.toISOString(),
        },
        { question: "Is there an API?", times_asked: 2, last_asked_at: minutesAgo(2).toISOString() },
      ],
    });
    // Another Vemo's list holds only its own questions.
    const other = (await get(`unanswered-questions/${billing.vemoId}`, acme.owner)).json().data;
    expect(other.every((row: { question: string }) => row.question === "What does the Pro plan cost?")).toBe(true);
  });

  it("is 404 for another organisation's Vemo", async () => {
    const response = await get(`unanswered-questions/${acme.vemoId}`, rival.owner);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Vemo not found");
  });
});

describe("CSV exports", () => {
  const parse = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

  it("downloads the customer list, searched, as a CSV file for a CRM", async () => {
    const response = await get("customer-list/export?search=hopper", acme.owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="Customer interactions \d{4}-\d\d-\d\d\.csv"; filename\*=UTF-8''/,
    );
    // A byte order mark first, so spreadsheets read accents.
    expect(response.body.split("\r\n")[0]).toBe(
      "\uFEFFName,Email,Company,Vemo,Link type,Views,Questions,Time spent,Watched %,Engagement,First seen,Last seen,Questions asked",
    );
    const [row, ...others] = parse(response.body);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      Name: "Grace Hopper",
      Email: "grace@navy.example",
      Company: "US Navy",
      Vemo: "Acme tour",
      "Link type": "Unique link",
      Views: "1",
      "Time spent": "1:00",
      "Watched %": "0",
      "First seen": expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(row!["Questions asked"]!.startsWith("How do I invite a teammate? | How often do charts refresh?")).toBe(
      true,
    );
    expect(row!.Questions).toBe(String(row!["Questions asked"]!.split(" | ").length));
  });

  it("downloads one Vemo's viewers, public visitors as Anonymous User", async () => {
    const response = await get(`vemo-interactions/${billing.vemoId}/export`, acme.owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="Billing deep dive interactions \d{4}-\d\d-\d\d\.csv"/,
    );
    expect(
      parse(response.body).map((row) => [row.Name, row["Link type"], row.Views, row.Questions, row["Questions asked"]]),
    ).toEqual([
      ["Anonymous User", "Public link", "0", "1", "What does the Pro plan cost?"],
      ["Alan Turing", "Unique link", "1", "0", ""],
    ]);
    expect((await get(`vemo-interactions/${acme.vemoId}/export`, rival.owner)).statusCode).toBe(404);
  });

  it("neutralises cells a spreadsheet would run as a formula", async () => {
    const tricky = await sharedTour(testApp, { companyName: "Tricky" });
    const { token } = await addUniqueLink(testApp, tricky, {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "x@tricky.example",
      company: "+1 555 0100",
    });
    await ask(testApp, token, { question: "-2+3\nline two", at: minutesAgo(1) });
    const [row] = parse((await get("customer-list/export", tricky.owner)).body);
    expect(row).toMatchObject({
      Name: `'=HYPERLINK("http://evil.example","Click")`,
      Company: "'+1 555 0100",
      "Questions asked": "'-2+3\nline two",
    });
  });
});

describe("plans and organisations", () => {
  const newEndpoints = (tour: SharedTour, token: string) => [
    { method: "GET" as const, url: "/api/analytics/customer-list" },
    { method: "GET" as const, url: "/api/analytics/customer-list/export" },
    { method: "GET" as const, url: `/api/analytics/customer-interaction-details/${token}` },
    { method: "GET" as const, url: `/api/analytics/vemo-interactions/${tour.vemoId}` },
    { method: "GET" as const, url: `/api/analytics/vemo-interactions/${tour.vemoId}/export` },
    { method: "GET" as const, url: `/api/analytics/unanswered-questions/${tour.vemoId}` },
    {
      method: "POST" as const,
      url: "/api/analytics/generate-insight-summary",
      payload: { questions: [], customerName: "Grace", vemoTitle: "Tour" },
    },
  ];

  it.each([
    ["the Free plan", { plan: "free", status: "active" } as const],
    ["a cancelled Pro plan", { plan: "pro", status: "cancelled" } as const],
  ])(
    "refuses every interactions endpoint on %s, asking for an upgrade, but keeps the overview",
    async (_label, state) => {
      const tour = await sharedTour(testApp, { companyName: "Lapsed" });
      const { token } = await addUniqueLink(testApp, tour, {
        name: "Pat",
        email: "pat@lapsed.example",
        company: "Lapsed Inc",
      });
      await view(testApp, token, { at: minutesAgo(5), seconds: 15 });
      await setSubscription(testApp, tour.owner.companyId, state);
      for (const request of newEndpoints(tour, token)) {
        const response = await testApp.app.inject({ ...request, headers: tour.owner.auth });
        expect(response.statusCode, request.url).toBe(403);
        expect(response.json(), request.url).toMatchObject({
          success: false,
          requiresUpgrade: true,
          isCancelled: state.status === "cancelled",
        });
      }
      expect((await get("overview", tour.owner)).json()).toMatchObject({ success: true, totalViews: 1 });
      expect((await get("recent-interactions", tour.owner)).json().data).toEqual([
        expect.objectContaining({ share_token: token }),
      ]);
    },
  );

  it("answers 404 for another organisation's prospect, whatever names it", async () => {
    const [acmeViewer] = (await listOf("?search=hopper")).data;
    const attempts = [
      `customer-interaction-details/${grace}`,
      `customer-interaction-details/${grace}?viewerId=${acmeViewer.viewer_id}`,
      `customer-interaction-details/${rival.token}?viewerId=${acmeViewer.viewer_id}`,
    ];
    for (const url of attempts) {
      const response = await get(url, rival.owner);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, error: "Interaction not found" });
    }
    const summary = await testApp.app.inject({
      method: "POST",
      url: "/api/analytics/generate-insight-summary",
      headers: rival.owner.auth,
      payload: { questions: [], customerName: "", vemoTitle: "", shareToken: grace },
    });
    expect(summary.statusCode).toBe(404);
    expect(summary.json().error).toBe("Interaction not found");
  });

  it("needs a signed-in user", async () => {
    expect((await testApp.app.inject({ method: "GET", url: "/api/analytics/customer-list" })).statusCode).toBe(401);
  });
});

it("still opens the details of a prospect the lists hide", async () => {
  const details = await get(`customer-interaction-details/${ada}`, acme.owner);
  expect(details.json().data).toMatchObject({ client_name: "Ada Lovelace", question_count: 0, total_duration: 0 });
});
