import { WELCOME_DEMO_SHARE_TOKEN } from "@vemo/shared/rules/welcome-demo";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { ensureWelcomeDemo, WELCOME_DEMO_MESSAGE } from "./welcome-demo.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp({ welcomeDemo: true })));
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
