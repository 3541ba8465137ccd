import { expect, test } from "@playwright/test";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { toVtt } from "../../apps/server/src/test/fixture-servers/fixture-server.ts";
import { CONTENT_HOSTS } from "../fixtures/content-hosts-config.ts";
import { MEDIA_PATHS } from "../fixtures/media-server.ts";
import { signUpByApi } from "../fixtures/session.ts";

const INTRO_URL = `${CONTENT_HOSTS.media}${MEDIA_PATHS.intro}`;
const SETUP_URL = `${CONTENT_HOSTS.media}${MEDIA_PATHS.setup}`;

/** Only the second video talks about the Salesforce integration, and only from 40 s on. */
const QUESTION = "How do I connect the Salesforce integration?";
const ANSWER_MOMENT_S = 40;

const INTRO_CAPTIONS = toVtt([
  [0, 9, "Welcome to the Orbit analytics tour."],
  [10, 19, "The home dashboard shows weekly revenue and active accounts."],
  [20, 29, "Reports can be exported as spreadsheets every Monday morning."],
  [30, 39, "Pricing starts with a free plan for small teams."],
]);

const SETUP_CAPTIONS = toVtt([
  [0, 9, "In this video we set up your Orbit workspace."],
  [10, 19, "First, invite your teammates from the Members page."],
  [20, 29, "Then pick a colour theme for the dashboard."],
  [ANSWER_MOMENT_S, 48, "To connect the Salesforce integration, open Settings, choose Integrations and paste your Salesforce API key."],
  [50, 58, "Finally, save your changes and you are ready to go."],
]);

type Auth = { authorization: string };

async function expectOk(response: APIResponse): Promise<void> {
  expect(response.ok(), await response.text()).toBe(true);
}

/** Makes the organisation Pro through the test-mode checkout, as its payment page would. */
async function upgradeByApi(request: APIRequestContext, auth: Auth): Promise<void> {
  const checkout = await request.post("/api/subscription/checkout", { headers: auth, data: { plan: "pro", billingCycle: "monthly" } });
  await expectOk(checkout);
  const sessionId = String((await checkout.json()).checkoutUrl).split("/").pop();
  await expectOk(await request.post(`/api/billing/test-checkout/${sessionId}/complete`, { headers: auth }));
}

async function uploadCaptions(request: APIRequestContext, auth: Auth, vemoId: string, videoUrl: string, name: string, captions: string) {
  const response = await request.post(`/api/vemos/${vemoId}/captions`, {
    headers: auth,
    multipart: { file: { name, mimeType: "text/vtt", buffer: Buffer.from(captions) }, video_url: videoUrl },
  });
  await expectOk(response);
}

/** A Pro owner's Vemo of the two videos, captioned and processed, and its public share link. */
async function createSharedVemo(request: APIRequestContext, title: string): Promise<{ shareUrl: string; auth: Auth; companyName: string }> {
  const companyName = `Orbit ${Date.now()}`;
  const session = await signUpByApi(request, { companyName });
  const auth = { authorization: `Bearer ${session.accessToken}` };
  await upgradeByApi(request, auth);

  const companyId: string = (await (await request.get("/api/companies", { headers: auth })).json()).data[0].id;
  const created = await request.post("/api/vemos", {
    headers: auth,
    data: { title, companyId, calendlyLink: null, videos: [{ url: INTRO_URL }, { url: SETUP_URL }], websites: [] },
  });
  await expectOk(created);
  const vemoId: string = (await created.json()).data.id;

  await uploadCaptions(request, auth, vemoId, INTRO_URL, "intro.vtt", INTRO_CAPTIONS);
  await uploadCaptions(request, auth, vemoId, SETUP_URL, "setup.vtt", SETUP_CAPTIONS);
  const processed = await request.post(`/api/vemos/process-content/${encodeURIComponent(companyName)}/${vemoId}`, {
    headers: auth,
    data: { video_urls: [INTRO_URL, SETUP_URL], website_urls: [] },
  });
  await expectOk(processed);
  await expect
    .poll(
      async () => {
        const detail = await (await request.get(`/api/vemos/${vemoId}`, { headers: auth })).json();
        return (detail.data.videos as { status: string }[]).map((video) => video.status);
      },
      { timeout: 60_000 },
    )
    .toEqual(["ready", "ready"]);

  const shared = await request.post(`/api/vemos/${vemoId}/share`, { headers: auth });
  await expectOk(shared);
  return { shareUrl: (await shared.json()).shareUrl, auth, companyName };
}

test("a prospect's question moves the player to the moment in the second video that answers it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { shareUrl } = await createSharedVemo(request, "Orbit onboarding");

  await page.goto(shareUrl);
  await expect(page.getByRole("heading", { name: "Orbit onboarding" })).toBeVisible();
  await expect(page.getByText("Shared Vemo", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Orbit onboarding - Orbit \d+ \| Vemo$/);
  await expect(page.getByText("Video 1 of 2")).toBeVisible();

  const question = page.getByRole("textbox", { name: "Question" });
  await question.fill(QUESTION);
  await question.press("Enter");

  const chat = page.getByRole("log", { name: "Chat messages" });
  await expect(chat.getByText(/Salesforce API key/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Video 2 of 2")).toBeVisible();
  await expect(page.getByText(/^Jump to: 0:[34]\d$/)).toBeVisible();
  const video = page.getByTestId("vemo-video");
  await expect(video).toHaveAttribute("src", SETUP_URL);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(ANSWER_MOMENT_S - 10);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThanOrEqual(ANSWER_MOMENT_S + 10);
});

test("a prospect asks a suggested question with one click", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { shareUrl } = await createSharedVemo(request, "Orbit suggestions");

  await page.goto(shareUrl);
  const chat = page.getByRole("log", { name: "Chat messages" });
  await expect(chat.getByText("Suggested questions:")).toBeVisible();
  const chips = chat.getByRole("list", { name: "Suggested questions" }).getByRole("button");
  await expect(chips.first()).toBeVisible();
  const suggestion = (await chips.first().textContent()) ?? "";
  await chips.first().click();

  await expect(chat.getByText(suggestion, { exact: true }).last()).toBeVisible();
  await expect(chat.getByText("AI", { exact: true })).toHaveCount(2, { timeout: 30_000 });
  await expect(chat.getByText("Sorry, I encountered an error while processing your request. Please try again.")).toHaveCount(0);
});

test("an unknown share link says so", async ({ page }) => {
  await page.goto("/share/no-such-link-0000");
  await expect(page.getByRole("heading", { name: "Share Link Not Found" })).toBeVisible();
  await expect(page.getByText("The share link may have expired or been removed.")).toBeVisible();
});

test("the link's HTML carries the Vemo's title and company for link previews, without JavaScript", async ({ request }) => {
  test.setTimeout(120_000);
  const { shareUrl, companyName } = await createSharedVemo(request, "Orbit & friends");

  const html = await (await request.get(shareUrl)).text();
  expect(html).toContain(`<title>Orbit &amp; friends - ${companyName} | Vemo</title>`);
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="Orbit &amp; friends - ${companyName} \\| Vemo"`));
});

test("a shared link shows 'No Longer Available' once the owner's cancelled plan has run out", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { shareUrl, auth } = await createSharedVemo(request, "Orbit lapsed");
  const companyId: string = (await (await request.get("/api/companies", { headers: auth })).json()).data[0].id;
  await expectOk(await request.post(`/api/subscription/${companyId}/cancel`, { headers: auth }));

  // Still Pro until the end of the paid period...
  await page.goto(shareUrl);
  await expect(page.getByRole("heading", { name: "Orbit lapsed" })).toBeVisible();

  // ...and no longer shared once the billing clock has passed it.
  await expectOk(await request.post("/api/billing/test-clock/advance", { headers: auth, data: { days: 40 } }));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Vemo No Longer Available" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Restore Access" }).or(page.getByRole("button", { name: "Upgrade to Restore Access" }))).toBeVisible();
});
