import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vemoSources } from "../../platform/db/schema.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { ensureWelcomeDemo, WELCOME_DEMO_MESSAGE } from "./welcome-demo.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp({ welcomeDemo: true, work: true })));
afterAll(() => testApp.close());

const readDemo = async () =>
  (await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}` })).json().data;

it("greets with the demo's own welcome message rather than one built from its title", async () => {
  expect(await readDemo()).toMatchObject({ title: "Welcome to Vemo", welcomeMessage: WELCOME_DEMO_MESSAGE });
  expect(WELCOME_DEMO_MESSAGE).not.toMatch(/Welcome to the Welcome/);
});

it("keeps that greeting on later starts", async () => {
  await ensureWelcomeDemo(testApp.runtime);
  expect((await readDemo()).welcomeMessage).toBe(WELCOME_DEMO_MESSAGE);
});

const askDemo = async (question: string) =>
  (
    await testApp.app.inject({
      method: "POST",
      url: `/api/vemos/share/${WELCOME_DEMO_SHARE_TOKEN}/chat`,
      payload: { question },
    })
  ).json();

// A newcomer's first questions, in their own words; the moment is where the demo's captions say the fact.
it.each([
  ["How much does Vemo cost?", 68.6, /twenty nine dollars ninety a month/],
  ["Which video platforms can I use?", 14.6, /YouTube, Loom (?:or|and) Vimeo/],
  ["Can I send a personal link to each of my prospects?", 46.6, /unique link for each prospect/],
  ["What does the owner see?", 54.2, /who watched, what they asked/],
  ["How long does processing take?", 30.2, /less than a minute/],
])("answers a newcomer's question %j at the moment that says it", async (question, moment, fact) => {
  // Waits for the video and the guide to be processed; the test's own timeout bounds the wait.
  while ((await testApp.database.db.select().from(vemoSources)).some((source) => source.status !== "ready"))
    await sleep(200);
  const answer = await askDemo(question);
  expect(answer.answer).toMatch(fact);
  expect(answer.video_url).not.toBeNull();
  expect(Math.abs(answer.start - moment)).toBeLessThanOrEqual(10);
});
