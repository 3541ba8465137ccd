import { expect, test } from "@playwright/test";
import { createVemoByApi, INTRO_URL } from "../fixtures/pro-owner.ts";
import { signUpByApi, storeSession } from "../fixtures/session.ts";

test("Settings is in the side menu and the account menu, and each screen has its own title", async ({
  page,
  request,
}) => {
  const session = await signUpByApi(request, { companyName: "Titles Co" });
  await storeSession(page, session);

  await page.goto("/overview");
  await expect(page).toHaveTitle("Overview – Vemo");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page).toHaveTitle("Settings – Vemo");

  const topBar = page.getByRole("banner");
  await topBar.getByRole("button", { name: "Account menu" }).click();
  await topBar.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveTitle("Profile – Vemo");
  await topBar.getByRole("button", { name: "Account menu" }).click();
  await topBar.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveTitle("Settings – Vemo");

  for (const [path, title] of [
    ["/vemos", "Vemos – Vemo"],
    ["/create", "Create Vemo – Vemo"],
    ["/customer-interactions", "All Interactions – Vemo"],
    ["/bulk-uploads", "Bulk Uploads – Vemo"],
    ["/pricing", "Pricing – Vemo"],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test("the welcome demo's share page does not name Vemo twice", async ({ page }) => {
  await page.goto("/share/welcome-to-vemo");
  await expect(page).toHaveTitle("Welcome to Vemo | Vemo");
});

test("a Free owner's share dialog offers 'Upgrade to Pro', which opens the pricing", async ({ page, request }) => {
  const session = await signUpByApi(request, { companyName: "Free Share Co" });
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const title = "Free plan tour";
  await createVemoByApi(request, auth, { title, videoUrls: [INTRO_URL] });
  await storeSession(page, session);

  await page.goto("/vemos");
  const card = page.getByRole("article", { name: title });
  await card.getByRole("button", { name: "Vemo actions" }).click();
  await card.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share Vemo" });
  await expect(dialog.getByRole("alert")).toHaveText(
    "Share functionality requires Pro plan. Please upgrade to continue.",
  );
  await dialog.getByRole("link", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page answers without an error", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Vemo — Interactive AI video demos");
  });
});
