import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { signUpByApi, storeSession } from "../fixtures/session.ts";

const WELCOME_SHARE_PATH = "/share/welcome-to-vemo";

/** The height between the bottom of the video and the bottom of the chat beside it. */
async function bandUnderPlayer(page: Page): Promise<number> {
  const video = await page.getByTestId("vemo-video").boundingBox();
  const chat = await page.getByRole("region", { name: "Ask questions about this Vemo" }).boundingBox();
  if (!video || !chat) throw new Error("the share page shows no video or no chat");
  return chat.y + chat.height - (video.y + video.height);
}

test.describe("on a 1440×900 screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the share page's player uses the height beside the chat, without the video's kind", async ({ page }) => {
    await page.goto(WELCOME_SHARE_PATH);
    await expect(page.getByRole("heading", { name: "Welcome to Vemo" })).toBeVisible();
    await expect(page.getByTestId("vemo-video")).toBeVisible();

    expect(await bandUnderPlayer(page)).toBeLessThan(200);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(900);
    await expect(page.getByText("Video file", { exact: true })).toHaveCount(0);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the video's seek bar spans the width of the player", async ({ page }) => {
    await page.goto(WELCOME_SHARE_PATH);
    const video = page.getByTestId("vemo-video");
    await expect(video).toBeVisible();
    const seek = page.getByRole("slider", { name: "Seek" });
    const [seekBox, videoBox] = [await seek.boundingBox(), await video.boundingBox()];
    expect(seekBox?.width).toBeGreaterThan((videoBox?.width ?? 0) * 0.8);
  });

  test("no control of the create form reaches past its card's padding", async ({ page, request }) => {
    await storeSession(page, await signUpByApi(request, { companyName: "Phone Co" }));
    await page.goto("/create");
    const form = page.getByRole("form", { name: "Create Vemo" });
    await expect(form.getByLabel("Title")).toBeVisible();

    const overflowing = await form.evaluate((element) => {
      const card = element.parentElement!;
      const style = getComputedStyle(card);
      const contentRight =
        card.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      return [...element.querySelectorAll("input, select, textarea")]
        .map((control) => ({ name: control.outerHTML.slice(0, 80), right: control.getBoundingClientRect().right }))
        .filter(({ right }) => right > contentRight + 0.5);
    });
    expect(overflowing).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page shows its content", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Turn Your Video Demo Into Interactive Demo" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
  });

  test("other pages still get the app's empty shell, not the landing page", async ({ request }) => {
    const html = await (await request.get("/pricing")).text();
    expect(html).toContain('<div id="root"></div>');
  });
});

test("the landing page hydrates without a mismatch and keeps working", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/");
  await page.getByRole("button", { name: "What is Vemo?" }).click();
  await expect(page.getByRole("region", { name: "What is Vemo?" })).toBeVisible();
  expect(problems.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
});
