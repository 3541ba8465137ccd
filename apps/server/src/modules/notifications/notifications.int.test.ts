import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { addUniqueLink, askShared, heartbeat, sharedTour, startSession } from "../sharing/viewer-test-support.ts";
import {
  saveNotificationSettings,
  startMailServer,
  waitForJobsToSettle,
  waitForMail,
  type MailServer,
} from "./mail-test-support.ts";
import { jobDepsOfRuntime } from "../../platform/jobs/job-deps.ts";
import { queueDailyDigestsJob } from "./queue-daily-digests.job.ts";
import { sweepViewerSessions } from "../viewer-sessions/viewer-sessions.service.ts";

const JANE = { name: "Jane Doe", email: "jane@prospect.test", company: "Prospect Inc" };
const OFF_TOPIC = "What is the boiling point of tungsten in kelvin?";

const QUESTIONS = [
  "How do I invite a teammate?",
  "How often do charts refresh?",
  "How do I make a dashboard?",
  "Which roles exist?",
];

function endSession(testApp: TestApp, token: string, sessionId: string) {
  return testApp.app.inject({ method: "POST", url: `/api/vemos/share/${token}/sessions/${sessionId}/end` });
}

/** The tour's video, 100 s long, played whole in the session. */
async function watchWholeTour(testApp: TestApp, token: string, sessionId: string) {
  const response = await heartbeat(testApp.app, token, sessionId, { duration: 100, ranges: [[0, 100]] });
  expect(response.statusCode, response.body).toBe(200);
}

describe("owner e-mails through SMTP on loopback", () => {
  let testApp: TestApp;
  let mail: MailServer;
  beforeAll(async () => {
    mail = await startMailServer();
    testApp = await startTestApp({
      work: true,
      env: {
        SMTP_URL: mail.url,
        MAIL_FROM: "Vemo <notices@vemo.test>",
        PUBLIC_URL: "https://app.vemo.test",
        DIGEST_HOUR_UTC: "6",
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  const mailsTo = (to: string) => mail.received.filter((message) => message.to === to);

  it("tells the client that e-mail is configured, and schedules the sweep and the digests (e-mail and Slack)", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/client-config" });
    expect(response.json().emailConfigured).toBe(true);
    const { rows } = await testApp.database.sql.executeSql(
      "select name, cron, timezone from pgboss.schedule order by name",
    );
    expect(rows).toEqual([
      { name: "end-idle-sessions", cron: "* * * * *", timezone: "UTC" },
      { name: "prune-activity", cron: "30 3 * * *", timezone: "UTC" },
      { name: "queue-daily-digests", cron: "0 6 * * *", timezone: "UTC" },
      { name: "queue-slack-digests", cron: "0 6 * * *", timezone: "UTC" },
    ]);
  });

  it("sends an organisation's notice in its brand: colour, readable text on it, and its name", async () => {
    const tour = await sharedTour(testApp, { companyName: "Branded Co", title: "Brand tour" });
    await saveNotificationSettings(testApp, tour.owner, { notificationEmail: "sales@branded.test" });
    const saved = await testApp.app.inject({
      method: "PUT",
      url: "/api/settings/brand",
      headers: tour.owner.auth,
      payload: { brandColor: "#facc15", hidePoweredBy: false },
    });
    expect(saved.statusCode).toBe(200);
    const prospect = await addUniqueLink(testApp, tour, { ...JANE, email: "jane@branded-prospect.test" });

    await startSession(testApp.app, prospect.token);
    const opened = await waitForMail(mail, (message) => message.to === "sales@branded.test");
    expect(opened.text).toContain('opened their link to "Brand tour"');
    expect(opened.html).toContain("background:#facc15;color:#0f172a");
    expect(opened.html).toContain("<strong>Branded Co</strong>");
    expect(opened.html).toContain("Sent by Vemo");
  });

  it("e-mails the first open of a prospect's link once, linking to their details", { timeout: 30_000 }, async () => {
    const tour = await sharedTour(testApp, { companyName: "First Open Co", title: "Analytics tour" });
    await saveNotificationSettings(testApp, tour.owner, { notificationEmail: "sales@first-open.test" });
    const prospect = await addUniqueLink(testApp, tour, JANE);

    await startSession(testApp.app, prospect.token);
    const opened = await waitForMail(mail, (message) => message.to === "sales@first-open.test");
    expect(opened.from).toBe('"Vemo" <notices@vemo.test>');
    expect(opened.subject).toBe('Jane Doe opened "Analytics tour"');
    expect(opened.text).toContain(
      'Jane Doe (jane@prospect.test, Prospect Inc) opened their link to "Analytics tour" for the first time.',
    );
    expect(opened.text).toMatch(
      new RegExp(`https://app\\.vemo\\.test/customer-interactions\\?prospect=${prospect.token}&viewer=[0-9a-f-]{36}`),
    );

    await startSession(testApp.app, prospect.token);
    await startSession(testApp.app, tour.token); // an anonymous visitor of the public link is not a known prospect
    await waitForJobsToSettle(testApp);
    expect(mailsTo("sales@first-open.test")).toHaveLength(1);
  });

  it(
    "sends one questions e-mail per session, with every question, when the session ends",
    { timeout: 30_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "Questions Co", title: "Analytics tour" });
      await saveNotificationSettings(testApp, tour.owner, {
        notificationEmail: "sales@questions.test",
        highEngagementAlerts: false,
      });
      const prospect = await addUniqueLink(testApp, tour, JANE);
      const sessionId = await startSession(testApp.app, prospect.token);
      await askShared(testApp.app, prospect.token, { question: "How do I invite a teammate?", sessionId });
      await askShared(testApp.app, prospect.token, { question: OFF_TOPIC, sessionId });

      expect((await endSession(testApp, prospect.token, sessionId)).statusCode).toBe(200);
      const notice = await waitForMail(
        mail,
        (message) => message.to === "sales@questions.test" && message.subject.includes("asked"),
      );
      expect(notice.subject).toBe('Jane Doe asked 2 questions about "Analytics tour"');
      expect(notice.text).toContain("1. How do I invite a teammate?");
      expect(notice.text).toContain(`2. ${OFF_TOPIC}`);
      expect(notice.text).toContain("Not answered: the content does not cover it.");
      expect(notice.text).toContain(`/customer-interactions?prospect=${prospect.token}&viewer=`);

      expect((await endSession(testApp, prospect.token, sessionId)).statusCode).toBe(200);
      await waitForJobsToSettle(testApp);
      expect(mailsTo("sales@questions.test").filter((message) => message.subject.includes("asked"))).toHaveLength(1);
    },
  );

  it(
    "sends the questions e-mail of a visit that stays open once its later time comes",
    { timeout: 30_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "Open Tab Co", title: "Analytics tour" });
      await saveNotificationSettings(testApp, tour.owner, {
        notificationEmail: "sales@open-tab.test",
        highEngagementAlerts: false,
      });
      const prospect = await addUniqueLink(testApp, tour, JANE);
      const sessionId = await startSession(testApp.app, prospect.token);
      await askShared(testApp.app, prospect.token, { question: "How do I invite a teammate?", sessionId });
      await waitForJobsToSettle(testApp);
      expect(mailsTo("sales@open-tab.test").filter((message) => message.subject.includes("asked"))).toEqual([]);

      // The notice waits 30 minutes after the first question: bring that moment forward.
      await testApp.database.sql.executeSql(
        "update pgboss.job set start_after = now() where name = 'questions-notice' and data->>'sessionId' = $1",
        [sessionId],
      );
      const notice = await waitForMail(
        mail,
        (message) => message.to === "sales@open-tab.test" && message.subject.includes("asked"),
      );
      expect(notice.subject).toBe('Jane Doe asked 1 question about "Analytics tour"');
    },
  );

  it(
    "alerts once when a visitor becomes a hot prospect by the engagement score, anonymous visitors included",
    { timeout: 30_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "Engaged Co", title: "Analytics tour" });
      await saveNotificationSettings(testApp, tour.owner, { notificationEmail: "sales@engaged.test", email: false });
      const sessionId = await startSession(testApp.app, tour.token);
      // Four questions are 30 points of 100: not yet hot.
      for (const question of QUESTIONS) await askShared(testApp.app, tour.token, { question, sessionId });
      await waitForJobsToSettle(testApp);
      expect(mailsTo("sales@engaged.test")).toEqual([]);

      // Watching the whole video adds 50: 80 is hot, and the next question tells it.
      await watchWholeTour(testApp, tour.token, sessionId);
      await askShared(testApp.app, tour.token, { question: "Can I export a chart?", sessionId });
      const alert = await waitForMail(mail, (message) => message.to === "sales@engaged.test");
      expect(alert.subject).toBe('High engagement: An anonymous visitor on "Analytics tour"');
      expect(alert.text).toContain("an engagement score of 80 out of 100");
      expect(alert.text).toContain("5 questions asked");
      expect(alert.text).toContain("They watched 100% of the videos in this visit.");
      expect(alert.text).toContain(`/customer-interactions?prospect=${tour.token}&viewer=`);
      await endSession(testApp, tour.token, sessionId);
      await waitForJobsToSettle(testApp);
      expect(mailsTo("sales@engaged.test")).toHaveLength(1);
    },
  );

  it(
    "alerts when an open visit's prospect turns hot on what they watched (the sweep)",
    { timeout: 30_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "Long Visit Co", title: "Analytics tour" });
      await saveNotificationSettings(testApp, tour.owner, { notificationEmail: "sales@long-visit.test", email: false });
      const prospect = await addUniqueLink(testApp, tour, JANE);
      const sessionId = await startSession(testApp.app, prospect.token);
      for (const question of QUESTIONS.slice(0, 2))
        await askShared(testApp.app, prospect.token, { question, sessionId });
      await watchWholeTour(testApp, prospect.token, sessionId);
      await waitForJobsToSettle(testApp);
      expect(mailsTo("sales@long-visit.test")).toEqual([]);

      await sweepViewerSessions(jobDepsOfRuntime(testApp.runtime), { now: new Date() });
      const alert = await waitForMail(mail, (message) => message.to === "sales@long-visit.test");
      expect(alert.subject).toBe('High engagement: Jane Doe on "Analytics tour"');
      expect(alert.text).toContain("an engagement score of 70 out of 100");
      await sweepViewerSessions(jobDepsOfRuntime(testApp.runtime), { now: new Date() });
      await waitForJobsToSettle(testApp);
      expect(mailsTo("sales@long-visit.test")).toHaveLength(1);
    },
  );

  it(
    "sends the daily digest once a day with views, prospects, top and unanswered questions",
    { timeout: 30_000 },
    async () => {
      const tour = await sharedTour(testApp, { companyName: "Digest Co", title: "Analytics tour" });
      await saveNotificationSettings(testApp, tour.owner, {
        notificationEmail: "sales@digest.test",
        email: false,
        highEngagementAlerts: false,
        dailyDigest: true,
      });
      const prospect = await addUniqueLink(testApp, tour, JANE);
      const first = await startSession(testApp.app, prospect.token);
      await askShared(testApp.app, prospect.token, { question: "How do I invite a teammate?", sessionId: first });
      const second = await startSession(testApp.app, tour.token);
      await askShared(testApp.app, tour.token, { question: "how do I invite a teammate? ", sessionId: second });
      await askShared(testApp.app, tour.token, { question: OFF_TOPIC, sessionId: second });

      await testApp.runtime.jobs.send(queueDailyDigestsJob, {});
      const digest = await waitForMail(mail, (message) => message.to === "sales@digest.test");
      expect(digest.subject).toBe(`Your daily Vemo digest for ${new Date().toISOString().slice(0, 10)}`);
      expect(digest.text).toContain("Views: 2\nProspects: 2\nQuestions asked: 3");
      expect(digest.text).toContain("Top questions:\n- How do I invite a teammate? (2×)");
      expect(digest.text).toContain(`Unanswered questions:\n- ${OFF_TOPIC} (Analytics tour)`);
      expect(digest.text).toContain("https://app.vemo.test/customer-interactions");

      await testApp.runtime.jobs.send(queueDailyDigestsJob, {});
      await waitForJobsToSettle(testApp);
      expect(mailsTo("sales@digest.test")).toHaveLength(1);
    },
  );

  it("sends nothing with every setting off", { timeout: 30_000 }, async () => {
    const tour = await sharedTour(testApp, { companyName: "Quiet Co", title: "Analytics tour" });
    await saveNotificationSettings(testApp, tour.owner, {
      notificationEmail: "sales@quiet.test",
      email: false,
      highEngagementAlerts: false,
      dailyDigest: false,
    });
    const prospect = await addUniqueLink(testApp, tour, JANE);
    const sessionId = await startSession(testApp.app, prospect.token);
    for (const question of ["How do I invite a teammate?", "How often do charts refresh?", "Which roles exist?"]) {
      await askShared(testApp.app, prospect.token, { question, sessionId });
    }
    await endSession(testApp, prospect.token, sessionId);
    await testApp.runtime.jobs.send(queueDailyDigestsJob, {});

    await waitForJobsToSettle(testApp);
    expect(mailsTo("sales@quiet.test")).toEqual([]);
  });
});

describe("owner e-mails without SMTP_URL", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ work: true });
  });
  afterAll(() => testApp.close());

  it("says e-mail is not configured and queues no message", { timeout: 30_000 }, async () => {
    expect((await testApp.app.inject({ method: "GET", url: "/api/client-config" })).json().emailConfigured).toBe(false);
    const tour = await sharedTour(testApp);
    await saveNotificationSettings(testApp, tour.owner, { notificationEmail: "sales@no-smtp.test", dailyDigest: true });
    const prospect = await addUniqueLink(testApp, tour, JANE);
    const sessionId = await startSession(testApp.app, prospect.token);
    await askShared(testApp.app, prospect.token, { question: "How do I invite a teammate?", sessionId });
    await endSession(testApp, prospect.token, sessionId);

    const { rows } = await testApp.database.sql.executeSql(
      "select count(*)::int as queued from pgboss.job where name = 'send-owner-email'",
    );
    expect(rows[0]).toEqual({ queued: 0 });
  });
});
