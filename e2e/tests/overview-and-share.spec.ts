import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { createVemoByApi, upgradeByApi } from "../fixtures/pro-owner.ts";
import { signUpByApi, storeSession } from "../fixtures/session.ts";
import { openShareDialog } from "../fixtures/share-dialog.ts";

const FREE_PLAN_MESSAGE = "Share functionality requires Pro plan. Please upgrade to continue.";

/** Shares through the Single Link path and returns the link the dialog shows. */
async function shareSingleLink(page: Page, title: string): Promise<{ link: string; note: string }> {
  const dialog = await openShareDialog(page, title);
  await dialog.getByRole("button", { name: "Single Link" }).click();
  const input = dialog.getByLabel("Share link");
  await expect(input).toHaveValue(/\/share\//);
  const link = await input.inputValue();
  const note = (await dialog.getByText(/share link (was created for|of) this Vemo/).textContent()) ?? "";
  await dialog.getByRole("button", { name: "Done" }).click();
  return { link, note };
}

test("a Free owner is sent to pricing; once Pro, the Vemo gets one stable public link", async ({ page, request }) => {
  test.setTimeout(60_000);
  const session = await signUpByApi(request, { companyName: "Share Co" });
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const title = "Quarterly roadmap tour";
  await createVemoByApi(request, auth, { title, videoUrls: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"] });
  await storeSession(page, session);

  await page.goto("/vemos");
  const dialog = await openShareDialog(page, title);
  await expect(dialog.getByRole("alert")).toHaveText(FREE_PLAN_MESSAGE);
  await expect(page).toHaveURL(/\/pricing$/);

  await upgradeByApi(request, auth);
  await page.goto("/vemos");
  const origin = new URL(page.url()).origin;
  const first = await shareSingleLink(page, title);
  expect(first.link.startsWith(`${origin}/share/`)).toBe(true);
  expect(first.link.slice(`${origin}/share/`.length)).toMatch(/^[\w-]+$/);
  expect(first.note).toBe("A new share link was created for this Vemo.");

  const second = await shareSingleLink(page, title);
  expect(second).toEqual({ link: first.link, note: "This is the existing share link of this Vemo." });

  const viewer = await page.context().newPage();
  await viewer.goto(first.link);
  await expect.poll(() => viewer.title()).toContain(title);
  await viewer.close();

  await page.goto("/overview");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  const stats = page.getByRole("region", { name: "Statistics" });
  await expect(stats).toContainText(/Total Vemo Views\d+/);
  await expect(stats).toContainText(/Questions Asked\d+/);
  await expect(stats).toContainText(/Avg\. Engagementⓘ?\d+(\.\d)?%/);
  await expect(page.getByRole("heading", { name: "Recent Interactions" })).toBeVisible();
});
