import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { signUpByApi, storeSession } from "../fixtures/session.ts";

const planCard = (page: Page, name: "Free" | "Pro") => page.getByRole("article", { name, exact: true });

/** Interactions is the first menu item that needs paid access; the shell marks it locked. */
const interactionsLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Interactions", exact: true });

async function expectCurrentPlan(page: Page, current: "Free" | "Pro") {
  const other = current === "Free" ? "Pro" : "Free";
  await expect(planCard(page, current).getByText("CURRENT PLAN", { exact: true })).toBeVisible();
  await expect(planCard(page, other).getByText("CURRENT PLAN", { exact: true })).toHaveCount(0);
}

test("an owner buys Pro in test mode, downgrades, and is back on Free once the paid period is over", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await storeSession(page, await signUpByApi(request, { companyName: "Billing Co" }));

  await page.goto("/pricing");
  await expectCurrentPlan(page, "Free");
  await expect(planCard(page, "Pro").getByText("MOST POPULAR", { exact: true })).toBeVisible();
  await expect(interactionsLink(page)).toHaveAttribute("data-locked", "true");

  await planCard(page, "Pro").getByRole("button", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[^/]+$/);
  await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
  await expect(page.getByText("Test mode — no real payment is taken")).toBeVisible();
  await expect(page.getByText("Billing Co", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Confirm payment" }).click();

  await expect(page).toHaveURL(/\/pricing/);
  await expect(page.getByText("Payment successful! Your Pro plan is now active.")).toBeVisible();
  await expectCurrentPlan(page, "Pro");
  await expect(interactionsLink(page)).not.toHaveAttribute("data-locked");

  await planCard(page, "Free").getByRole("button", { name: "Downgrade to Free" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Downgrade to Free" });
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: "Confirm Downgrade" }).click();
  await expect(
    page.getByText(
      "Your subscription has been cancelled. You will have access to Pro features until the end of your billing period.",
    ),
  ).toBeVisible();
  await reloaded;
  await expectCurrentPlan(page, "Pro");
  await expect(planCard(page, "Pro").getByText("CANCELLED", { exact: true })).toBeVisible();
  await expect(planCard(page, "Pro").getByRole("button", { name: "Renew Pro Plan" })).toBeEnabled();
  // A cancel keeps Pro until the end of the paid period.
  await expect(interactionsLink(page)).not.toHaveAttribute("data-locked");

  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  const advanced = await request.post("/api/billing/test-clock/advance", {
    headers: { authorization: `Bearer ${token}` },
    data: { days: 32 },
  });
  expect(advanced.ok(), await advanced.text()).toBe(true);
  await page.reload();

  await expectCurrentPlan(page, "Free");
  await expect(planCard(page, "Pro").getByText("CANCELLED", { exact: true })).toHaveCount(0);
  await expect(interactionsLink(page)).toHaveAttribute("data-locked", "true");
});
