import { expect, test } from "@playwright/test";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  bobsLink,
  createProOwner,
  createVemo,
  expectOk,
  expireShortly,
  shareByApi,
  type ProOwner,
} from "../fixtures/pro-owner.ts";
import { storeSession } from "../fixtures/session.ts";
import { openShareDialog } from "../fixtures/share-dialog.ts";

/** Opens the link in a browser of its own, counting the viewer sessions the page starts. */
async function openAsVisitor(browser: Browser, url: string): Promise<{ page: Page; sessionsStarted: () => number }> {
  const page = await (await browser.newContext()).newPage();
  let sessions = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/sessions$/.test(new URL(request.url()).pathname)) sessions += 1;
  });
  await page.goto(url);
  return { page, sessionsStarted: () => sessions };
}

/** The owner's Share dialog for the Vemo, on Single Link: the public link's status region. */
async function publicLinkStatus(page: Page, owner: ProOwner, title: string) {
  await storeSession(page, owner.session);
  await page.goto("/vemos");
  const dialog = await openShareDialog(page, title);
  await dialog.getByRole("button", { name: "Single Link" }).click();
  return dialog.getByRole("region", { name: /Link status/ });
}

/** The visitor types a passcode on the Passcode Required screen and opens. */
async function enterPasscode(page: Page, passcode: string) {
  await page.getByLabel("Passcode").fill(passcode);
  await page.getByRole("button", { name: "Open" }).click();
}

async function viewersOf(request: APIRequestContext, owner: ProOwner): Promise<number> {
  const list = await request.get("/api/analytics/customer-list", { headers: owner.auth });
  await expectOk(list);
  return (await list.json()).total;
}

test("a link the owner disables, or that expired, shows why and records no view", async ({
  page,
  browser,
  request,
}) => {
  // Three screens in browsers of their own, and a real wait for the expiry (expireShortly).
  test.setTimeout(60_000);
  const owner = await createProOwner(request);
  const title = "Orbit tour";
  const vemoId = await createVemo(request, owner, title);
  const publicUrl = await shareByApi(request, owner.auth, vemoId);
  const bob = await bobsLink(request, owner, vemoId);

  // The owner switches the public link off in the share dialog, where its state shows.
  const status = await publicLinkStatus(page, owner, title);
  await expect(status.getByText("Active", { exact: true })).toBeVisible();
  await status.getByRole("button", { name: "Disable link" }).click();
  await expect(status.getByText("Disabled", { exact: true })).toBeVisible();

  const disabled = await openAsVisitor(browser, publicUrl);
  await expect(disabled.page.getByRole("heading", { name: "Share Link Not Found" })).toBeVisible();
  await expect(disabled.page.getByText("This link has been disabled by its owner.")).toBeVisible();
  expect(disabled.sessionsStarted()).toBe(0);

  // Bob's link expires a moment from now; once that moment has passed it is closed.
  await expireShortly(request, owner.auth, bob.shareId);
  const expired = await openAsVisitor(browser, bob.url);
  await expect(expired.page.getByRole("heading", { name: "Share Link Not Found" })).toBeVisible();
  await expect(expired.page.getByText("This link has expired.")).toBeVisible();
  expect(expired.sessionsStarted()).toBe(0);

  expect(await viewersOf(request, owner)).toBe(0);
});

test("a passcode link asks for it, refuses a wrong one and opens with the right one", async ({
  page,
  browser,
  request,
}) => {
  const owner = await createProOwner(request);
  const title = "Orbit private tour";
  const vemoId = await createVemo(request, owner, title);
  const publicUrl = await shareByApi(request, owner.auth, vemoId);

  const status = await publicLinkStatus(page, owner, title);
  await status.getByLabel("Passcode").fill("orbit-2026");
  await status.getByRole("button", { name: "Set passcode" }).click();
  await expect(status.getByText("Passcode protected")).toBeVisible();

  const visitor = await openAsVisitor(browser, publicUrl);
  await expect(visitor.page.getByRole("heading", { name: "Passcode Required" })).toBeVisible();
  await expect(visitor.page.getByRole("heading", { name: title })).toHaveCount(0);
  expect(visitor.sessionsStarted()).toBe(0);

  await enterPasscode(visitor.page, "wrong-guess");
  await expect(visitor.page.getByRole("alert")).toHaveText("That passcode is not right. Please try again.");

  await enterPasscode(visitor.page, "orbit-2026");
  await expect(visitor.page.getByRole("heading", { name: title })).toBeVisible();
  await expect.poll(() => visitor.sessionsStarted()).toBe(1);
  // A reload in the same tab keeps the grant.
  await visitor.page.reload();
  await expect(visitor.page.getByRole("heading", { name: title })).toBeVisible();
});
