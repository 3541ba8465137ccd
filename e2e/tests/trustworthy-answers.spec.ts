import { expect, test } from "@playwright/test";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { toVtt } from "../../apps/server/src/test/fixture-servers/fixture-server.ts";
import { INTRO_URL, SETUP_URL } from "../fixtures/pro-owner.ts";
import { createSharedVemo, pdfOfPages } from "../fixtures/shared-vemo.ts";

const DECLINE = "I couldn't find that in this demo's videos and documents.";

// Nothing in the Vemo mentions Salesforce or integrations; only the PDF's second page mentions encryption; only the
// second video says how to export a report (at 0:40), which the first one touches at 0:20. Each sentence has a shape
// the engine turns into a suggested question, so there are more than the four shown before "More...".
const INTRO_CAPTIONS = toVtt([
  [0, 9, "Welcome to the Orbit analytics tour."],
  [10, 19, "The home dashboard shows weekly revenue and active accounts."],
  [20, 29, "Reports can be exported as spreadsheets every Monday morning."],
  [30, 39, "The Starter plan costs twelve dollars per seat each month."],
  [50, 59, "You can also share any chart with a public link."],
]);

const SETUP_CAPTIONS = toVtt([
  [0, 9, "In this video we set up your Orbit workspace."],
  [10, 19, "First, invite your teammates from the Members page."],
  [20, 29, "A workspace is a shared home for your team's dashboards."],
  [40, 48, "To export a report as a spreadsheet, open Reports, choose Export and download the file."],
  [50, 58, "Finally, save your changes and you are ready to go."],
]);

const SECURITY_PAGES = [
  [
    "Orbit security overview.",
    "Orbit is hosted in Frankfurt on servers run by our own team.",
    "Single sign-on lets you sign in with your company's identity provider.",
  ],
  ["Customer data is encrypted at rest with AES-256 and backed up every night.", "Backups are kept for thirty days."],
];

/** The public share page of a Pro owner's Vemo of the two videos and the security PDF. */
async function openSharedVemo(page: Page, request: APIRequestContext, title: string): Promise<void> {
  const shareUrl = await createSharedVemo(request, {
    title,
    videos: [
      { url: INTRO_URL, captions: INTRO_CAPTIONS },
      { url: SETUP_URL, captions: SETUP_CAPTIONS },
    ],
    documents: [await pdfOfPages("security-overview.pdf", SECURITY_PAGES)],
  });
  await page.goto(shareUrl);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
}

const chatOf = (page: Page) => page.getByRole("log", { name: "Chat messages" });
const videoOf = (page: Page) => page.getByTestId("vemo-video");
const currentTime = (page: Page) => videoOf(page).evaluate((video: HTMLVideoElement) => video.currentTime);

/** Sends a question by `send` and returns the AI message that answers it. */
async function answerAfter(page: Page, send: () => Promise<void>): Promise<Locator> {
  const aiLabels = chatOf(page).getByText("AI", { exact: true });
  const before = await aiLabels.count();
  await send();
  await expect(aiLabels).toHaveCount(before + 1, { timeout: 30_000 });
  return chatOf(page).locator("ol > li").last();
}

function ask(page: Page, question: string): Promise<Locator> {
  return answerAfter(page, async () => {
    const input = page.getByRole("textbox", { name: "Question" });
    await input.fill(question);
    await input.press("Enter");
  });
}

/** Moves the paused video to `seconds` with its seek bar, as a viewer dragging it would. */
async function seekTo(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(() => videoOf(page).evaluate((video: HTMLVideoElement) => video.duration || 0))
    .toBeGreaterThan(seconds);
  await page.getByRole("slider", { name: "Seek" }).fill(String(seconds));
  await expect.poll(() => currentTime(page)).toBeCloseTo(seconds, 1);
}

/** The paused player is still on `videoUrl` at `seconds`: no restart, no jump. */
async function expectPlaceKept(page: Page, videoUrl: string, seconds: number): Promise<void> {
  // A wrongful jump re-creates the player 200 ms after the answer; give it time to show.
  await page.waitForTimeout(1_000);
  await expect(videoOf(page)).toHaveAttribute("src", videoUrl);
  expect(await currentTime(page)).toBeCloseTo(seconds, 1);
  await expect(page.getByText(/^Jump to:/)).toHaveCount(0);
}

test("an off-topic question is declined and the viewer keeps their place in the video", async ({ page, request }) => {
  test.setTimeout(120_000);
  await openSharedVemo(page, request, "Orbit declines");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Video 2 of 2")).toBeVisible();
  await seekTo(page, 30);

  const answer = await ask(page, "Does it integrate with Salesforce?");
  // The sender line, then the decline and nothing else.
  await expect(answer.getByRole("paragraph")).toHaveText([/^AI/, DECLINE]);
  await expect(answer.getByRole("list", { name: "Sources" })).toHaveCount(0);
  await expect(page.getByText("Video 2 of 2")).toBeVisible();
  await expectPlaceKept(page, SETUP_URL, 30);
});

test("a question only the PDF answers cites its page and keeps the viewer's place", async ({ page, request }) => {
  test.setTimeout(120_000);
  await openSharedVemo(page, request, "Orbit security");
  await seekTo(page, 25);

  const answer = await ask(page, "Is customer data encrypted at rest?");
  await expect(answer.getByText(/Customer data is encrypted at rest/)).toBeVisible();
  await expect(answer.getByRole("list", { name: "Sources" }).getByRole("listitem")).toHaveText(["PDF p. 2"]);
  await expect(page.getByText("Video 1 of 2")).toBeVisible();
  await expectPlaceKept(page, INTRO_URL, 25);

  // The chip opens the uploaded document at its page, through the link the prospect was given.
  const href = await answer.getByRole("link", { name: "PDF p. 2" }).getAttribute("href");
  expect(href).toMatch(/\/api\/vemos\/share\/[^/]+\/documents\/[0-9a-f-]{36}#page=2$/);
  const document = await request.get(href!);
  expect(document.status()).toBe(200);
  expect(document.headers()["content-type"]).toBe("application/pdf");
  expect((await document.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a video answer cites its moments as chips, and a chip plays its moment of the other video", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSharedVemo(page, request, "Orbit exports");

  const answer = await ask(page, "How do I export a report as a spreadsheet?");
  await expect(answer.getByText(/To export a report as a spreadsheet, open Reports/)).toBeVisible();
  const moments = answer.getByRole("list", { name: "Sources" }).getByRole("button");
  await expect(moments.nth(0)).toHaveText("▶ 0:40");
  await expect(moments.nth(1)).toHaveText("▶ 0:20");
  await expect(page.getByText("Video 2 of 2")).toBeVisible();
  await expect(videoOf(page)).toHaveAttribute("src", SETUP_URL);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(40);

  await moments.nth(1).click();
  await expect(page.getByText("Video 1 of 2")).toBeVisible();
  await expect(videoOf(page)).toHaveAttribute("src", INTRO_URL);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(20);
  expect(await currentTime(page)).toBeLessThan(25);
});

test("every suggested question, clicked, is answered rather than declined", async ({ page, request }) => {
  test.setTimeout(180_000);
  await openSharedVemo(page, request, "Orbit suggestions");
  const suggestions = chatOf(page).getByRole("list", { name: "Suggested questions" });
  await suggestions.getByRole("button", { name: "More..." }).click();
  await expect(suggestions.getByRole("button", { name: "More..." })).toHaveCount(0);
  const questions = await suggestions.getByRole("button").allTextContents();
  expect(questions.length).toBeGreaterThan(4);

  for (const question of questions) {
    const answer = await answerAfter(page, () =>
      suggestions.getByRole("button", { name: question, exact: true }).click(),
    );
    await expect(answer.getByRole("list", { name: "Sources" }), question).toBeVisible();
    await expect(answer, question).not.toContainText(DECLINE);
  }
});
