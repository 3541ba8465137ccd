import { expect, test, type Locator, type Page } from "@playwright/test";
import { createProOwner, createVemo, expectOk, shareByApi, type ProOwner } from "../fixtures/pro-owner.ts";
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
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
}

async function expectBrandColoured(button: Locator): Promise<void> {
  await expect(button).toHaveCSS("background-color", YELLOW_RGB);
  await expect(button).toHaveCSS("color", DARK_TEXT_RGB);
}

test("the brand colour and logo show on a prospect's page and in the embed, and greetings read naturally", async ({
  browser,
  page,
  request,
}) => {
  const owner = await createProOwner(request);
  await setBrandInSettings(page, owner);

  const settings = (await (await request.get("/api/settings", { headers: owner.auth })).json()).data;
  const ctaButtons = settings.ctaButtons;
  ctaButtons.targets.book_meeting.label = "Book a call, {first_name}";
  await expectOk(await request.put("/api/settings", { headers: owner.auth, data: { ...settings, ctaButtons } }));
  const vemoId = await createVemo(request, owner, "Orbit tour");
  await expectOk(
    await request.patch(`/api/vemos/${vemoId}`, {
      headers: owner.auth,
      data: { welcomeMessage: "Hi {first_name}, welcome to the Orbit tour!" },
    }),
  );
  const publicUrl = await shareByApi(request, owner.auth, vemoId);
  const made = await request.post("/api/vemos/bulk-share", {
    headers: owner.auth,
    data: {
      vemoId,
      operationSource: "few_links",
      clientData: [{ clientName: "Bob Baker", email: "bob@bakery.example", companyName: "Bakery Inc" }],
    },
  });
  await expectOk(made);
  const bobsUrl: string = (await made.json()).data[0].shareUrl;

  const bob = await (await browser.newContext()).newPage();
  await bob.goto(bobsUrl);
  await expect(
    bob.getByRole("log", { name: "Chat messages" }).getByText("Hi Bob, welcome to the Orbit tour!"),
  ).toBeVisible();
  await expectLogo(bob, owner.companyName);
  await expectBrandColoured(bob.getByRole("button", { name: "Book a call, Bob" }));
  await expect(bob.getByText("Powered by")).toBeVisible();

  const embedded = await (await browser.newContext()).newPage();
  await embedded.goto(`${bobsUrl}?embed=1`);
  await expectLogo(embedded, owner.companyName);
  await embedded.getByRole("textbox", { name: "Question" }).fill("What does the dashboard show?");
  await expectBrandColoured(embedded.getByRole("button", { name: "Send" }));

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(publicUrl);
  await expect(
    visitor.getByRole("log", { name: "Chat messages" }).getByText("Hi, welcome to the Orbit tour!"),
  ).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Book a call", exact: true })).toBeVisible();
  await expect(visitor.getByText(/[{}]/)).toHaveCount(0);
});
