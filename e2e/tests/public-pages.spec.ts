import { expect, test } from "@playwright/test";

test("the health check answers ok", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("an unknown path ends on the landing page", async ({ page }) => {
  await page.goto("/does-not-exist");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Turn Your Video Demo Into Interactive Demo" })).toBeVisible();
});

test("the FAQ keeps at most one answer open", async ({ page }) => {
  await page.goto("/");
  const questions = page.getByRole("button", { expanded: true }).or(page.getByRole("button", { expanded: false }));
  const first = page.getByRole("button", { name: /What is Vemo/ });
  const second = page.getByRole("button", { name: /How does it work/ });

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(questions.and(page.locator("[aria-expanded=true]"))).toHaveCount(0);
});

test("the privacy policy shows its sections and both Home buttons", async ({ page }) => {
  await page.goto("/privacypolicy");
  for (const section of [
    "Information We Collect",
    "How We Use Your Information",
    "How We Share Your Information",
    "Your Choices",
    "Security",
    "Contact Us",
  ]) {
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  }
  await expect(
    page.getByRole("button", { name: "Home", exact: true }).or(page.getByRole("link", { name: "Home", exact: true })),
  ).toBeVisible();
  await page
    .getByRole("button", { name: "Back to Home" })
    .or(page.getByRole("link", { name: "Back to Home" }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("the header follows the stored session, also from another tab", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Login" }).or(page.getByRole("link", { name: "Login" }))).toBeVisible();

  const otherTab = await context.newPage();
  await otherTab.goto("/privacypolicy");
  await otherTab.evaluate(() => {
    localStorage.setItem("accessToken", "a.b.c");
    localStorage.setItem("refreshToken", "r");
    localStorage.setItem("user", JSON.stringify({ email: "owner@example.com" }));
  });

  await expect(page.getByRole("link", { name: "owner@example.com" })).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Dashboard" }).or(page.getByRole("link", { name: "Dashboard" })),
  ).toBeVisible();
});
