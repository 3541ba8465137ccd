import { expect, test, type Locator, type Page } from "@playwright/test";
import { bobsLink, createProOwner, createVemo, type ProOwner } from "../fixtures/pro-owner.ts";
import { storeSession } from "../fixtures/session.ts";

/** A real 1×1 PNG. */
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** A light yellow: white text would not read on it, so the page puts dark text (#0f172a) on it. */
const BRAND_YELLOW = "#facc15";
const YELLOW_RGB = "rgb(250, 204, 21)";
const DARK_TEXT_RGB = "rgb(15, 23, 42)";

async function setBrandInSettings(page: Page, owner: ProOwner): Promise<void> {
  await page.goto("/");
  await storeSession(page, owner.session);
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Brand" }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await expect(page.getByRole("img", { name: "Your logo" })).toBeVisible();
  await page.getByRole("textbox", { name: "Brand colour", exact: true }).fill(BRAND_YELLOW);
  await expect(page.getByText(/White text is hard to read on this colour/)).toBeVisible();
  await page.getByRole("button", { name: "Save brand" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
}

async function expectLogo(page: Page, companyName: string): Promise<void> {
  const logo = page.getByRole("img", { name: companyName });
  await expect(logo).toBeVisible();
  // The image is laid out before its bytes have arrived: its size is read once it has loaded (or failed).
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : "loading")))
    .toBe(1);
}

async function expectBrandColoured(button: Locator): Promise<void> {
  await expect(button).toHaveCSS("background-color", YELLOW_RGB);
  await expect(button).toHaveCSS("color", DARK_TEXT_RGB);
}

test("the brand colour and logo show on a prospect's page and in the embed", async ({ browser, page, request }) => {
  const owner = await createProOwner(request);
  await setBrandInSettings(page, owner);
  const vemoId = await createVemo(request, owner, "Orbit tour");
  const bobs = await bobsLink(request, owner, vemoId);

  const bob = await (await browser.newContext()).newPage();
  await bob.goto(bobs.url);
  await expectLogo(bob, owner.companyName);
  await expectBrandColoured(bob.getByRole("button", { name: "Book a Meeting" }));
  await expect(bob.getByText("Powered by")).toBeVisible();

  const embedded = await (await browser.newContext()).newPage();
  await embedded.goto(`${bobs.url}?embed=1`);
  await expectLogo(embedded, owner.companyName);
  await embedded.getByRole("textbox", { name: "Question" }).fill("What does the dashboard show?");
  await expectBrandColoured(embedded.getByRole("button", { name: "Send" }));
});
