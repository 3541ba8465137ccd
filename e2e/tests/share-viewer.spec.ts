import { expect, test } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";
import {
  createProcessedVemo,
  createProOwner,
  expectOk,
  SALESFORCE_ANSWER_MOMENT_S as ANSWER_MOMENT_S,
  SALESFORCE_QUESTION as QUESTION,
  SETUP_URL,
  shareByApi,
} from "../fixtures/pro-owner.ts";
import type { Auth } from "../fixtures/pro-owner.ts";

/** A Pro owner's Vemo of the two videos, captioned and processed, and its public share link. */
async function createSharedVemo(
  request: APIRequestContext,
  title: string,
): Promise<{ shareUrl: string; auth: Auth; companyName: string }> {
  const owner = await createProOwner(request);
  const vemoId = await createProcessedVemo(request, owner, title);
  return { shareUrl: await shareByApi(request, owner.auth, vemoId), auth: owner.auth, companyName: owner.companyName };
}

test("a prospect's question moves the player to the moment in the second video that answers it", async ({
  page,
  request,
}) => {
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
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThanOrEqual(
    ANSWER_MOMENT_S + 10,
  );
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
  await expect(
    chat.getByText("Sorry, I encountered an error while processing your request. Please try again."),
  ).toHaveCount(0);
});

test("an unknown share link says so", async ({ page }) => {
  await page.goto("/share/no-such-link-0000");
  await expect(page.getByRole("heading", { name: "Share Link Not Found" })).toBeVisible();
  await expect(page.getByText("The share link may have expired or been removed.")).toBeVisible();
});

test("the link's HTML carries the Vemo's title and company for link previews, without JavaScript", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { shareUrl, companyName } = await createSharedVemo(request, "Orbit & friends");

  const html = await (await request.get(shareUrl)).text();
  expect(html).toContain(`<title>Orbit &amp; friends - ${companyName} | Vemo</title>`);
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="Orbit &amp; friends - ${companyName} \\| Vemo"`));
});

test("a shared link shows 'No Longer Available' once the owner's cancelled plan has run out", async ({
  page,
  request,
}) => {
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
  await expect(
    page
      .getByRole("link", { name: "Upgrade to Restore Access" })
      .or(page.getByRole("button", { name: "Upgrade to Restore Access" })),
  ).toBeVisible();
});
