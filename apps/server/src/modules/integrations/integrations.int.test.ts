import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, integrations, integrationSyncs } from "../../platform/db/schema.ts";
import { jobDepsOfRuntime } from "../../platform/jobs/job-deps.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import {
  addUniqueLink,
  askShared,
  heartbeat,
  sharedTour,
  startSession,
  type SharedTour,
} from "../sharing/viewer-test-support.ts";
import { waitForJobsToSettle } from "../notifications/mail-test-support.ts";
import { endSession, waitForSyncs } from "./integration-test-support.ts";
import { queueSlackDigests, queueSlackDigestsJob } from "./queue-slack-digests.job.ts";
import { startHubspot, startSalesforce, startSlack } from "./vendor-stand-ins.ts";

const JANE = { name: "Jane Doe", email: "jane@prospect.test", company: "Prospect Inc" };
const ENCRYPTION_KEY = "a test key that is at least 32 characters long";

/** A prospect's visit on their unique link: the questions asked, then the page's goodbye. */
/** A visit asking `questions`; one that `watchesAll` plays the whole (100 s) video first: a hot prospect with three questions. */
async function visit(testApp: TestApp, token: string, questions: string[], options: { watchesAll?: boolean } = {}) {
  const sessionId = await startSession(testApp.app, token);
  if (options.watchesAll)
    expect((await heartbeat(testApp.app, token, sessionId, { duration: 100, ranges: [[0, 100]] })).statusCode).toBe(
      200,
    );
  for (const question of questions) {
    expect((await askShared(testApp.app, token, { question, sessionId })).statusCode).toBe(200);
  }
  expect((await endSession(testApp, token, sessionId)).statusCode).toBe(200);
  return sessionId;
}

describe("integrations against loopback stand-ins", () => {
  let testApp: TestApp;
  let hubspot: Awaited<ReturnType<typeof startHubspot>>;
  let salesforce: Awaited<ReturnType<typeof startSalesforce>>;
  let slack: Awaited<ReturnType<typeof startSlack>>;
  beforeAll(async () => {
    [hubspot, salesforce, slack] = await Promise.all([startHubspot(), startSalesforce(), startSlack()]);
    testApp = await startTestApp({
      work: true,
      retryDelaySeconds: 1,
      env: {
        ALLOW_PRIVATE_NETWORK: "true",
        ENCRYPTION_KEY,
        HUBSPOT_API_BASE_URL: hubspot.url,
        HUBSPOT_CLIENT_ID: "hubspot-client",
        HUBSPOT_CLIENT_SECRET: "hubspot-secret",
        SALESFORCE_LOGIN_URL: salesforce.url,
        SALESFORCE_CLIENT_ID: "salesforce-client",
        SALESFORCE_CLIENT_SECRET: "salesforce-secret",
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await Promise.all([hubspot.close(), salesforce.close(), slack.close()]);
  });

  /** Salesforce's OAuth round trip: Connect gives the consent page's URL, the callback takes its code. */
  async function connectSalesforce(tour: SharedTour) {
    const connect = await testApp.app.inject({
      method: "GET",
      url: "/api/integrations/salesforce/connect",
      headers: { ...tour.owner.auth, accept: "application/json" },
    });
    const state = new URL(connect.json().url).searchParams.get("state")!;
    const back = await testApp.app.inject({
      method: "GET",
      url: `/api/integrations/salesforce/callback?code=sf-code&state=${encodeURIComponent(state)}`,
    });
    expect(back.headers.location).toBe("/settings?tab=integrations&connected=salesforce");
  }

  const disconnect = (tour: SharedTour, name: string) =>
    testApp.app.inject({ method: "DELETE", url: `/api/integrations/${name}`, headers: tour.owner.auth });
  const put = (tour: SharedTour, name: string, payload: object) =>
    testApp.app.inject({ method: "PUT", url: `/api/integrations/${name}`, headers: tour.owner.auth, payload });

  it(
    "a prospect's visit makes one HubSpot contact with one note of every question; a second visit finds it again",
    { timeout: 60_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "HubSpot Co", title: "Analytics tour" });
      const connected = await put(tour, "hubspot", { accessToken: "pat-valid" });
      expect(connected.statusCode).toBe(200);
      expect(connected.json().data).toMatchObject({
        name: "hubspot",
        connected: true,
        authKind: "token",
        events: ["visit_ended"],
      });
      const stored = await testApp.database.db
        .select()
        .from(integrations)
        .where(eq(integrations.companyId, tour.owner.companyId));
      expect(stored[0]!.credentials).not.toContain("pat-valid");

      const prospect = await addUniqueLink(testApp, tour, JANE);
      await visit(testApp, prospect.token, ["How do I invite a teammate?", "Does it integrate with SAP?"]);
      await waitForSyncs(testApp, tour.owner, "hubspot", (syncs) => syncs.some((sync) => sync.status === "succeeded"));

      expect(hubspot.contacts).toEqual([
        {
          id: expect.any(String),
          properties: expect.objectContaining({
            email: JANE.email,
            firstname: "Jane",
            lastname: "Doe",
            company: "Prospect Inc",
            vemo_last_visit: expect.any(String),
          }),
        },
      ]);
      expect(hubspot.notes).toHaveLength(1);
      const note = hubspot.notes[0]!;
      expect(note.properties.hs_note_body).toContain("Analytics tour");
      expect(note.properties.hs_note_body).toMatch(/Time spent: \d+ s · Watched: \d+% of the video/);
      expect(note.properties.hs_note_body).toContain("How do I invite a teammate?");
      expect(note.properties.hs_note_body).toContain("Does it integrate with SAP?");
      expect(note.properties.hs_note_body).toMatch(/youtube\.com\/watch\?v=CCCCCCCCCCC&amp;t=\d+s/);
      expect(note.properties.hs_note_body).toContain(
        "<p>Unanswered (1):</p><ul><li>Does it integrate with SAP?</li></ul>",
      );
      expect(note.associations).toEqual([
        {
          to: { id: hubspot.contacts[0]!.id },
          types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 202 }],
        },
      ]);

      hubspot.contacts[0]!.properties.company = "Renamed in HubSpot";
      await visit(testApp, prospect.token, ["What does it cost?"]);
      await waitForSyncs(
        testApp,
        tour.owner,
        "hubspot",
        (syncs) => syncs.filter((sync) => sync.status === "succeeded").length === 2,
      );
      expect(hubspot.contacts).toHaveLength(1);
      expect(hubspot.contacts[0]!.properties.company).toBe("Renamed in HubSpot");
      expect(hubspot.notes).toHaveLength(2);
      expect(hubspot.notes[1]!.properties.hs_note_body).toContain("What does it cost?");
    },
  );

  const retried = [
    {
      vendor: "HubSpot",
      name: "hubspot",
      standIn: () => hubspot,
      connect: (tour: SharedTour) => put(tour, "hubspot", { accessToken: "pat-valid" }),
    },
    { vendor: "Salesforce", name: "salesforce", standIn: () => salesforce, connect: connectSalesforce },
  ];
  for (const { vendor, name, standIn, connect } of retried) {
    it(
      `retries a sync ${vendor} answered with 429, then 503, and logs every attempt`,
      { timeout: 90_000 },
      async () => {
        const tour = await sharedTour(testApp, { companyName: `Busy ${vendor} Co` });
        await connect(tour);
        standIn().failures.push(429, 503);
        const sent = await testApp.app.inject({
          method: "POST",
          url: `/api/integrations/${name}/test`,
          headers: tour.owner.auth,
        });
        expect(sent.statusCode).toBe(200);
        const syncs = await waitForSyncs(testApp, tour.owner, name, (list) =>
          list.some((sync) => sync.status === "succeeded"),
        );
        expect(syncs.map(({ sync_id, type, attempt, status }) => ({ sync_id, type, attempt, status }))).toEqual([
          { sync_id: sent.json().syncId, type: "test", attempt: 3, status: "succeeded" },
          { sync_id: sent.json().syncId, type: "test", attempt: 2, status: "failed" },
          { sync_id: sent.json().syncId, type: "test", attempt: 1, status: "failed" },
        ]);
        expect(syncs[2]!.reason).toContain("HTTP 429");
        expect(syncs[1]!.reason).toContain("HTTP 503");
      },
    );
  }

  it(
    "connects HubSpot with OAuth, refreshes a token HubSpot refuses, and revokes it on disconnect",
    { timeout: 60_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "OAuth Co" });
      const connect = await testApp.app.inject({
        method: "GET",
        url: "/api/integrations/hubspot/connect",
        headers: tour.owner.auth,
      });
      expect(connect.statusCode).toBe(302);
      const consent = new URL(connect.headers.location!);
      expect(consent.origin + consent.pathname).toBe("https://app.hubspot.com/oauth/authorize");
      expect(consent.searchParams.get("client_id")).toBe("hubspot-client");
      const state = consent.searchParams.get("state")!;

      const forged = await testApp.app.inject({
        method: "GET",
        url: `/api/integrations/hubspot/callback?code=c&state=forged`,
      });
      expect(forged.headers.location).toContain("error=");
      const back = await testApp.app.inject({
        method: "GET",
        url: `/api/integrations/hubspot/callback?code=the-code&state=${encodeURIComponent(state)}`,
      });
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe("/settings?tab=integrations&connected=hubspot");

      // HubSpot stops accepting the access token before its expiry: the sync refreshes it once and goes on.
      hubspot.tokens.clear();
      hubspot.tokens.add("pat-valid");
      const prospect = await addUniqueLink(testApp, tour, { ...JANE, email: "oauth@prospect.test" });
      await visit(testApp, prospect.token, ["Is there an API?"]);
      const [sync] = await waitForSyncs(testApp, tour.owner, "hubspot", (syncs) => syncs.length > 0);
      expect(sync).toMatchObject({ type: "visit_ended", attempt: 1, status: "succeeded" });
      const refreshes = hubspot.requests
        .filter((request) => request.path === "/oauth/v1/token")
        .map((request) => new URLSearchParams(request.body).get("grant_type"));
      expect(refreshes.slice(-2)).toEqual(["authorization_code", "refresh_token"]);
      const [row] = await testApp.database.db
        .select()
        .from(integrations)
        .where(eq(integrations.companyId, tour.owner.companyId));
      expect(row!.credentials).not.toMatch(/hs-access|hs-refresh/);

      expect((await disconnect(tour, "hubspot")).statusCode).toBe(200);
      expect(hubspot.revoked).toEqual(["hs-refresh"]);
    },
  );

  it(
    "a prospect's visit makes one Salesforce Lead and a completed Task, and a second visit finds the Lead",
    { timeout: 60_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "Salesforce Co", title: "Pipeline tour" });
      await connectSalesforce(tour);

      const prospect = await addUniqueLink(testApp, tour, { ...JANE, email: "lead@prospect.test" });
      await visit(testApp, prospect.token, ["How do I invite a teammate?", "Can I export to Excel?"]);
      await waitForSyncs(testApp, tour.owner, "salesforce", (syncs) =>
        syncs.some((sync) => sync.status === "succeeded"),
      );
      expect(salesforce.leads).toEqual([
        expect.objectContaining({
          FirstName: "Jane",
          LastName: "Doe",
          Company: "Prospect Inc",
          Email: "lead@prospect.test",
        }),
      ]);
      expect(salesforce.tasks).toHaveLength(1);
      expect(salesforce.tasks[0]).toMatchObject({
        WhoId: salesforce.leads[0]!.Id,
        Status: "Completed",
        Subject: "Vemo visit: Pipeline tour",
      });
      expect(salesforce.tasks[0]!.Description).toContain("How do I invite a teammate?");
      expect(salesforce.tasks[0]!.Description).toContain("Can I export to Excel?");

      // The session expired: the refresh token gets a new one.
      salesforce.expireSessions();
      await visit(testApp, prospect.token, ["Is there SSO?"]);
      await waitForSyncs(
        testApp,
        tour.owner,
        "salesforce",
        (syncs) => syncs.filter((sync) => sync.status === "succeeded").length === 2,
      );
      expect(salesforce.leads).toHaveLength(1);
      expect(salesforce.tasks).toHaveLength(2);
      expect(salesforce.tasks[1]).toMatchObject({ WhoId: salesforce.leads[0]!.Id });

      expect((await disconnect(tour, "salesforce")).statusCode).toBe(200);
      expect(salesforce.revoked).toEqual(["sf-refresh"]);
    },
  );

  it(
    "logs the Task on the Contact that has the prospect's e-mail, and makes no Lead",
    { timeout: 60_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "Contact Co", title: "Contact tour" });
      await connectSalesforce(tour);
      salesforce.contacts.push({ Id: "003C1", Email: "contact@prospect.test" });
      const leadsBefore = salesforce.leads.length;
      const prospect = await addUniqueLink(testApp, tour, { ...JANE, email: "contact@prospect.test" });
      await visit(testApp, prospect.token, ["Which plans include SSO?"]);
      const [sync] = await waitForSyncs(testApp, tour.owner, "salesforce", (syncs) => syncs.length > 0);
      expect(sync).toMatchObject({ status: "succeeded", reason: expect.stringContaining("Contact 003C1") });
      expect(salesforce.leads).toHaveLength(leadsBefore);
      expect(salesforce.tasks.at(-1)).toMatchObject({
        WhoId: "003C1",
        Status: "Completed",
        Subject: "Vemo visit: Contact tour",
      });
      expect(salesforce.tasks.at(-1)!.Description).toContain("Which plans include SSO?");
    },
  );

  it(
    "posts a high-engagement visit to Slack with Block Kit, and nothing for an anonymous visitor or another organisation",
    { timeout: 60_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "Slack Co", title: "Slack tour" });
      const saved = await put(tour, "slack", { webhookUrl: slack.webhookUrl, events: ["high_engagement"] });
      expect(saved.statusCode).toBe(200);
      const other = await sharedTour(testApp, { companyName: "Quiet Co" });

      // An anonymous public-link visitor, as engaged as can be: nothing goes to Slack.
      await visit(testApp, tour.token, ["One?", "Two?", "Three?"], { watchesAll: true });
      // Another organisation's prospect: nothing goes to this organisation's Slack.
      const otherProspect = await addUniqueLink(testApp, other, { ...JANE, email: "other@prospect.test" });
      await visit(testApp, otherProspect.token, ["One?", "Two?", "Three?"], { watchesAll: true });

      const prospect = await addUniqueLink(testApp, tour, JANE);
      // Three questions alone are not high engagement; with the whole video watched they are.
      await visit(testApp, prospect.token, ["How do I invite a teammate?"]);
      await visit(testApp, prospect.token, ["What does it cost?", "Is there SSO?"], { watchesAll: true });
      await waitForSyncs(testApp, tour.owner, "slack", (syncs) => syncs.some((sync) => sync.status === "succeeded"));
      const messages = slack.messages();
      expect(messages).toHaveLength(1);
      const { blocks } = messages[0];
      expect(blocks[0]).toEqual({ type: "header", text: { type: "plain_text", text: "High engagement: Jane Doe" } });
      expect(JSON.stringify(blocks[1])).toContain("jane@prospect.test");
      expect(JSON.stringify(blocks[1])).toContain("Slack tour");
      expect(blocks[2].text.text).toContain("What does it cost?");
      expect(blocks[3].elements[0]).toMatchObject({
        type: "button",
        url: expect.stringContaining("/customer-interactions?"),
      });

      const otherSyncs = await testApp.app.inject({
        method: "GET",
        url: "/api/integrations/slack/syncs",
        headers: other.owner.auth,
      });
      expect(otherSyncs.json()).toEqual({ success: true, data: [] });
      const anySyncs = await testApp.database.db
        .select()
        .from(integrationSyncs)
        .where(eq(integrationSyncs.companyId, other.owner.companyId));
      expect(anySyncs).toEqual([]);
    },
  );

  it(
    "posts one daily digest to each organisation's Slack that chose it: its prospects' visits, questions and hot prospects; nothing on a day without visits nor for a Free organisation",
    { timeout: 60_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "Digest Co", title: "Digest tour" });
      const other = await sharedTour(testApp, { companyName: "Other Digest Co", title: "Other tour" });
      const quiet = await sharedTour(testApp, { companyName: "Quiet Digest Co" });
      // Visited while on Pro, then downgraded to Free before the digest: its Slack stays connected, and silent.
      const lapsed = await sharedTour(testApp, { companyName: "Lapsed Digest Co" });
      for (const [owner, path] of [
        [tour, "/services/T1/B1/digest"],
        [other, "/services/T2/B2/digest"],
        [quiet, "/services/T3/B3/digest"],
        [lapsed, "/services/T4/B4/digest"],
      ] as const) {
        const saved = await put(owner, "slack", { webhookUrl: `${slack.url}${path}`, events: ["daily_digest"] });
        expect(saved.statusCode).toBe(200);
      }
      const jane = await addUniqueLink(testApp, tour, { ...JANE, email: "digest-jane@prospect.test" });
      const bob = await addUniqueLink(testApp, tour, { name: "Bob Stone", email: "bob@prospect.test", company: "" });
      // Jane watches it all and asks three questions: a hot prospect by the engagement score.
      await visit(
        testApp,
        jane.token,
        ["How do I invite a teammate?", "What does it cost?", "Does it integrate with SAP?"],
        { watchesAll: true },
      );
      await visit(testApp, bob.token, ["Is there SSO?"]);
      // An anonymous visitor of the public link is no known prospect.
      await visit(testApp, tour.token, ["Anonymous question?"]);
      const lapsedProspect = await addUniqueLink(testApp, lapsed, { ...JANE, email: "lapsed@prospect.test" });
      await visit(testApp, lapsedProspect.token, ["A question for a Free organisation?"]);
      await testApp.database.db
        .update(companies)
        .set({ subscriptionPlan: "free" })
        .where(eq(companies.id, lapsed.owner.companyId));
      const otherProspect = await addUniqueLink(testApp, other, { ...JANE, email: "other-digest@prospect.test" });
      await visit(testApp, otherProspect.token, ["A question for the other organisation?"]);
      const postedTo = (path: string) =>
        slack.requests.filter((request) => request.path === path).map((request) => JSON.parse(request.body));

      await testApp.runtime.jobs.send(queueSlackDigestsJob, {});
      await waitForSyncs(testApp, tour.owner, "slack", (syncs) => syncs.some((sync) => sync.type === "daily_digest"));
      await waitForSyncs(testApp, other.owner, "slack", (syncs) => syncs.some((sync) => sync.type === "daily_digest"));
      // A second run the same day (a retry, a second scheduler) sends nothing again.
      await queueSlackDigests(jobDepsOfRuntime(testApp.runtime), { now: new Date() });
      await waitForJobsToSettle(testApp);

      const [digest, ...more] = postedTo("/services/T1/B1/digest");
      expect(more).toEqual([]);
      const day = new Date().toISOString().slice(0, 10);
      expect(digest.text).toBe(`Vemo daily digest for ${day}: 2 visits of 2 known prospects, 4 questions`);
      const [header, numbers, hot, visits, questions, actions] = digest.blocks;
      expect(header).toEqual({ type: "header", text: { type: "plain_text", text: `Vemo daily digest for ${day}` } });
      expect(numbers.fields.map((field: { text: string }) => field.text)).toEqual([
        "*Visits*\n2",
        "*Prospects*\n2",
        "*Questions*\n4",
        "*Hot prospects*\n1",
      ]);
      expect(hot.text.text).toMatch(
        /^\*Hot prospects\*\n• <https?:\/\/[^|]+\/customer-interactions\?prospect=[^|]+\|Jane Doe> · Prospect Inc — 3 questions, /,
      );
      expect(visits.text.text).toContain(
        "• Jane Doe · digest-jane@prospect.test · Prospect Inc — Digest tour, 3 questions",
      );
      expect(visits.text.text).toContain("• Bob Stone · bob@prospect.test — Digest tour, 1 question");
      expect(questions.text.text).toContain("• How do I invite a teammate? — Jane Doe");
      expect(questions.text.text).toContain("• Does it integrate with SAP? — Jane Doe _(unanswered)_");
      expect(questions.text.text).toContain("• Is there SSO? — Bob Stone");
      expect(JSON.stringify(digest)).not.toContain("Anonymous question?");
      expect(JSON.stringify(digest)).not.toContain("other-digest@prospect.test");
      expect(actions).toEqual({
        type: "actions",
        elements: [
          {
            type: "button",
            text: { type: "plain_text", text: "Open the overview" },
            url: expect.stringMatching(/\/overview$/),
          },
        ],
      });

      const otherDigests = postedTo("/services/T2/B2/digest");
      expect(otherDigests).toHaveLength(1);
      expect(JSON.stringify(otherDigests[0])).toContain("A question for the other organisation?");
      expect(JSON.stringify(otherDigests[0])).not.toContain("digest-jane@prospect.test");
      expect(postedTo("/services/T3/B3/digest")).toEqual([]);
      expect(postedTo("/services/T4/B4/digest")).toEqual([]);
      const quietSyncs = await testApp.app.inject({
        method: "GET",
        url: "/api/integrations/slack/syncs",
        headers: quiet.owner.auth,
      });
      expect(quietSyncs.json().data).toEqual([]);
    },
  );

  it("needs the Pro plan, a signed-in owner, and a known event", async () => {
    const free = await sharedTour(testApp, { companyName: "Free Co", plan: "free" });
    const refused = await put(free, "hubspot", { accessToken: "pat-valid" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().requiresUpgrade).toBe(true);
    expect((await testApp.app.inject({ method: "GET", url: "/api/integrations" })).statusCode).toBe(401);
    const pro = await sharedTour(testApp, { companyName: "Picky Co" });
    const wrong = await put(pro, "hubspot", { accessToken: "pat-valid", events: ["first_open"] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("HubSpot cannot sync first_open; it syncs visit_ended.");
    const slackOAuth = await testApp.app.inject({
      method: "GET",
      url: "/api/integrations/slack/connect",
      headers: pro.owner.auth,
    });
    expect(slackOAuth.statusCode).toBe(400);
  });
});

describe("integrations without ENCRYPTION_KEY", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ env: {} });
  });
  afterAll(() => testApp.close());

  it("stay off and say why", async () => {
    const tour = await sharedTour(testApp, { companyName: "Keyless Co" });
    const list = await testApp.app.inject({ method: "GET", url: "/api/integrations", headers: tour.owner.auth });
    expect(
      list.json().data.map(({ name, connected, unavailableReason }: Record<string, unknown>) => ({
        name,
        connected,
        unavailableReason,
      })),
    ).toEqual(
      ["hubspot", "salesforce", "slack"].map((name) => ({
        name,
        connected: false,
        unavailableReason:
          "Integrations are off: set ENCRYPTION_KEY (32+ characters) on the server to store their tokens encrypted.",
      })),
    );
    const refused = await testApp.app.inject({
      method: "PUT",
      url: "/api/integrations/hubspot",
      headers: tour.owner.auth,
      payload: { accessToken: "pat-valid" },
    });
    expect(refused.statusCode).toBe(400);
  });
});
