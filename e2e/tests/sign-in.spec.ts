import { expect, test, type Page } from "@playwright/test";
import { signInWithGoogle, signUpByApi, storeSession, uniqueEmail } from "../fixtures/session.ts";

async function createOrganization(page: Page, name: string) {
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await page.getByLabel("Organization Name").fill(name);
  await page.getByRole("button", { name: "Create Organization & Continue" }).click();
  await expect(page.getByText("Organization created successfully! Redirecting...")).toBeVisible();
}

test("a new Google user lands on /create with the welcome flag, a returning one on /overview", async ({
  page,
  browser,
}) => {
  // Two round trips through the identity provider, each given 30 s on a busy machine.
  test.setTimeout(90_000);
  const login = uniqueEmail("google");
  await page.goto("/login");
  await signInWithGoogle(page, login);

  await expect(page).toHaveURL(/\/create$/);
  expect(await page.evaluate(() => localStorage.getItem("show_welcome_preview"))).toBe("true");
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}"));
  expect(user.email).toBe(login);

  await createOrganization(page, "Hopper Demos");
  await expect(page).toHaveURL(/\/create$/);

  // The same account, now with an organisation, signs in again from another browser: the overview.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto("/login");
  await signInWithGoogle(elsewhere, login);
  await expect(elsewhere).toHaveURL(/\/overview$/);
  await expect(elsewhere.getByRole("heading", { name: "Overview" })).toBeVisible();
});

test("sign-up with e-mail and password, then organisation setup", async ({ page }) => {
  await page.goto("/register");
  await page
    .getByRole("button", { name: /create account|sign up/i })
    .last()
    .click();
  await expect(page.getByText("Email is required")).toBeVisible();

  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password").fill("correct horse battery");
  await page
    .getByRole("button", { name: /create account|sign up/i })
    .last()
    .click();

  await createOrganization(page, "Analytical Engines");
  await expect(page).toHaveURL(/\/create$/);
});

test("logout asks first, then clears the session and goes to /login", async ({ page, request }) => {
  await storeSession(page, await signUpByApi(request, { companyName: "Logout Co" }));
  await page.goto("/overview");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page
    .getByRole("menuitem", { name: "Logout" })
    .or(page.getByRole("button", { name: "Logout" }))
    .first()
    .click();

  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Confirm Logout")).toBeVisible();
  await expect(
    dialog.getByText("Are you sure you want to logout? You will need to sign in again to access your account."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Logout" }).click();

  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => [localStorage.getItem("accessToken"), localStorage.getItem("user")]);
  expect(stored).toEqual([null, null]);
});

test("an expired access token is refreshed without the user noticing", async ({ page, request }) => {
  const session = await signUpByApi(request, { companyName: "Refresh Co" });
  // A well-formed token the server does not accept, as an expired one would be.
  const [header, payload] = session.accessToken.split(".");
  const rejected = `${header}.${payload}.${"A".repeat(43)}`;
  await storeSession(page, { ...session, accessToken: rejected });

  await page.goto("/overview");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem("accessToken"), localStorage.getItem("refreshToken")]);
  expect(stored[0]).not.toBe(rejected);
  expect(stored[1]).not.toBe(session.refreshToken);
});

test("a reused refresh token is rejected and the user must sign in again", async ({ page, request }) => {
  const session = await signUpByApi(request, { companyName: "Replay Co" });
  const rotated = await request.post("/api/auth/refresh", { data: { refreshToken: session.refreshToken } });
  expect(rotated.ok()).toBe(true);

  await storeSession(page, { ...session, accessToken: "not.a.token" });
  await page.goto("/overview");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("refreshToken"))).toBeNull();
});
