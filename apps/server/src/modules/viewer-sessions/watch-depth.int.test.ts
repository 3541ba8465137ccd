import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vemoSources, viewerSessionVideos } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { addUniqueLink, askShared, sharedTour, startSession, TOUR_VIDEO } from "../sharing/viewer-test-support.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp()));
afterAll(() => testApp.close());

const PROSPECT = { name: "Jane Doe", email: "jane@buyer.test", company: "Buyer Inc" };

/** The tour with a video of `seconds` (as its host told it) and a prospect's unique link. */
async function tourWithProspect(seconds = 100) {
  const tour = await sharedTour(testApp);
  await testApp.database.db
    .update(vemoSources)
    .set({ durationSeconds: seconds })
    .where(eq(vemoSources.vemoId, tour.vemoId));
  const prospect = await addUniqueLink(testApp, tour, PROSPECT);
  return { tour, prospect };
}

function report(token: string, sessionId: string, ranges: unknown, action: "heartbeat" | "end" = "heartbeat") {
  return testApp.app.inject({
    method: "POST",
    url: `/api/vemos/share/${token}/sessions/${sessionId}/${action}`,
    payload: { watched: [{ videoUrl: TOUR_VIDEO, ranges }] },
  });
}

async function ownerGet(owner: { auth: Record<string, string> }, url: string) {
  const response = await testApp.app.inject({ method: "GET", url, headers: owner.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe("watch depth", () => {
  it("keeps each second once across heartbeats and the goodbye, and shows it in the details, list and export", async () => {
    const { tour, prospect } = await tourWithProspect();
    const sessionId = await startSession(testApp.app, prospect.token);
    expect((await report(prospect.token, sessionId, [[0, 30]])).statusCode).toBe(200);
    // Sought back 10 s and played on to 50: 20–30 is replayed, not counted twice.
    expect((await report(prospect.token, sessionId, [[20, 50]], "end")).statusCode).toBe(200);

    const details = (await ownerGet(tour.owner, `/api/analytics/customer-interaction-details/${prospect.token}`)).json()
      .data;
    expect(details.watched_percent).toBe(50);
    expect(details.videos).toEqual([{ videoUrl: TOUR_VIDEO, duration: 100, watched_percent: 50, ranges: [[0, 50]] }]);

    const list = (await ownerGet(tour.owner, "/api/analytics/customer-list")).json().data;
    expect(list[0]).toMatchObject({
      client_name: "Jane Doe",
      watched_percent: 50,
      visit_count: 1,
      engagement_score: 25,
    });

    const csv = (await ownerGet(tour.owner, "/api/analytics/customer-list/export")).body;
    const [header, row] = csv.trim().split(/\r?\n/);
    const column = header!.split(",").indexOf("Watched %");
    expect(column).toBeGreaterThan(0);
    expect(row!.split(",")[column]).toBe("50");
  });

  it("clips forged ranges past the video's end and ignores videos the Vemo does not have", async () => {
    const { tour, prospect } = await tourWithProspect(60);
    const sessionId = await startSession(testApp.app, prospect.token);
    const response = await testApp.app.inject({
      method: "POST",
      url: `/api/vemos/share/${prospect.token}/sessions/${sessionId}/heartbeat`,
      payload: {
        watched: [
          {
            videoUrl: TOUR_VIDEO,
            ranges: [
              [-20, 5000],
              [40, 10],
              [1e9, 2e9],
            ],
          },
          { videoUrl: "https://www.youtube.com/watch?v=ZZZZZZZZZZZ", ranges: [[0, 10]] },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const details = (await ownerGet(tour.owner, `/api/analytics/customer-interaction-details/${prospect.token}`)).json()
      .data;
    expect(details.videos).toEqual([{ videoUrl: TOUR_VIDEO, duration: 60, watched_percent: 100, ranges: [[0, 60]] }]);
    expect(details.watched_percent).toBe(100);
  });

  it("refuses a malformed report with a 400 and keeps what was recorded", async () => {
    const { prospect } = await tourWithProspect();
    const sessionId = await startSession(testApp.app, prospect.token);
    await report(prospect.token, sessionId, [[0, 10]]);
    const malformed = await report(prospect.token, sessionId, [
      ["0", 10],
      [1, 2, 3],
    ]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
    const rows = await testApp.database.db
      .select()
      .from(viewerSessionVideos)
      .where(eq(viewerSessionVideos.sessionId, sessionId));
    expect(rows.map((row) => row.ranges)).toEqual([[[0, 10]]]);
  });

  it("lets no other link, nor another organisation's, add to a session", async () => {
    const { tour, prospect } = await tourWithProspect();
    const sessionId = await startSession(testApp.app, prospect.token);
    const other = await tourWithProspect();

    expect((await report(tour.token, sessionId, [[0, 90]])).statusCode).toBe(404);
    expect((await report(other.prospect.token, sessionId, [[0, 90]])).statusCode).toBe(404);
    expect((await report(other.tour.token, sessionId, [[0, 90]], "end")).statusCode).toBe(404);

    const rows = await testApp.database.db
      .select()
      .from(viewerSessionVideos)
      .where(eq(viewerSessionVideos.sessionId, sessionId));
    expect(rows).toEqual([]);
    const details = (await ownerGet(tour.owner, `/api/analytics/customer-interaction-details/${prospect.token}`)).json()
      .data;
    expect(details.watched_percent).toBe(0);
  });

  it("adds ended sessions to the Vemo's retention, with its drop-off, replays and questions", async () => {
    const { tour, prospect } = await tourWithProspect();
    const first = await startSession(testApp.app, prospect.token);
    await report(
      prospect.token,
      first,
      [
        [0, 50],
        [40, 50],
      ],
      "end",
    );
    const second = await startSession(testApp.app, tour.token);
    await askShared(testApp.app, tour.token, { question: "How do I invite a teammate?", sessionId: second });
    await report(tour.token, second, [[0, 20]], "end");
    // Still open: not in the totals yet.
    const open = await startSession(testApp.app, tour.token);
    await report(tour.token, open, [[0, 100]]);

    const retention = (await ownerGet(tour.owner, `/api/analytics/vemos/${tour.vemoId}/retention`)).json();
    expect(retention.success).toBe(true);
    const [video] = retention.data.videos;
    expect(video.videoUrl).toBe(TOUR_VIDEO);
    expect(video.duration).toBe(100);
    expect(video.points[10]).toEqual({ second: 10, viewers: 2, share: 1 });
    expect(video.points[30]).toEqual({ second: 30, viewers: 1, share: 0.5 });
    expect(video.points[60]).toEqual({ second: 60, viewers: 0, share: 0 });
    expect(video.dropOff.share).toBe(0.5);
    expect(video.mostReplayed).toEqual({ start: 40, end: 50 });
    expect(video.questions).toHaveLength(1);
    expect(video.questions[0].count).toBe(1);

    const days = (await ownerGet(tour.owner, "/api/analytics/overview/daily?days=30")).json().data;
    expect(days).toHaveLength(30);
    const today = days.at(-1);
    expect(today).toMatchObject({ views: 3, questions: 1, watched_percent: 35 });
    expect(days[0]).toMatchObject({ views: 0, questions: 0, watched_percent: null });
  });

  it("keeps the retention and daily figures to the organisation that owns them", async () => {
    const { tour } = await tourWithProspect();
    const other = await tourWithProspect();
    const retention = await testApp.app.inject({
      method: "GET",
      url: `/api/analytics/vemos/${other.tour.vemoId}/retention`,
      headers: tour.owner.auth,
    });
    expect(retention.statusCode).toBe(404);
    const badRange = await testApp.app.inject({
      method: "GET",
      url: "/api/analytics/overview/daily?days=31",
      headers: tour.owner.auth,
    });
    expect(badRange.statusCode).toBe(400);
  });
});
