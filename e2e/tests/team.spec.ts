import { expect, test } from "@playwright/test";
import type { Locator } from "@playwright/test";
import { createProcessedVemo, createProOwner, SALESFORCE_QUESTION, shareByApi } from "../fixtures/pro-owner.ts";
import { askQuestion, openAsProspect } from "../fixtures/prospect.ts";
import { storeSession, uniqueEmail } from "../fixtures/session.ts";

const TITLE = "Orbit team tour";
const OWNER_NAME = "Ada Lovelace";
const TEAMMATE = { firstName: "Grace", lastName: "Hopper", name: "Grace Hopper" };
const PROSPECT = { name: "Katherine Johnson", email: "katherine@prospect.test" };

const dataRows = (table: Locator) => table.getByRole("row").filter({ has: table.page().getByRole("cell") });

test("a teammate joins by invitation, works on the organisation's Vemos and loses access when removed", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await createProOwner(request);
  const vemoId = await createProcessedVemo(request, owner, TITLE);
  const prospect = await openAsProspect(browser, await shareByApi(request, owner.auth, vemoId), TITLE);
  await askQuestion(prospect.page, SALESFORCE_QUESTION, /Salesforce API key/);
  await prospect.context.close();

  // The owner invites a teammate from Settings → Team and copies the invitation link.
  const ownerContext = await browser.newContext();
  await ownerContext.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const ownerPage = await ownerContext.newPage();
  await storeSession(ownerPage, owner.session);
  await ownerPage.goto("/settings");
  await ownerPage.getByRole("tab", { name: "Team" }).click();
  const teammateEmail = uniqueEmail("teammate");
  await ownerPage.getByLabel("Email").fill(teammateEmail);
  await ownerPage.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(ownerPage.getByLabel("Invitation link")).toContainText("/invite/");
  await ownerPage.getByRole("button", { name: "Copy", exact: true }).click();
  const inviteUrl = await ownerPage.evaluate(() => navigator.clipboard.readText());
  expect(inviteUrl).toMatch(new RegExp(`^${baseURL}/invite/[\\w-]+$`));

  // The teammate, in a browser of their own, signs up with the invited address and comes back to accept.
  const teammateContext = await browser.newContext();
  await teammateContext.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const page = await teammateContext.newPage();
  await page.goto(inviteUrl);
  await expect(page.getByRole("heading", { name: `Join ${owner.companyName} on Vemo` })).toBeVisible();
  await page.getByRole("link", { name: "Create account" }).click();
  await page.getByLabel("First name").fill(TEAMMATE.firstName);
  await page.getByLabel("Last name").fill(TEAMMATE.lastName);
  await page.getByLabel("Email").fill(teammateEmail);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(inviteUrl);
  await page.getByRole("button", { name: "Accept invitation" }).click();

  // The organisation's Vemos, each with who made it, and the prospect's questions.
  await expect(page).toHaveURL(/\/vemos$/);
  const card = page.getByRole("article", { name: TITLE });
  await expect(card).toContainText(`Shared by ${OWNER_NAME}`);
  await page.goto("/customer-interactions");
  const interactions = page.getByRole("table", { name: "Customer interactions" });
  await expect(dataRows(interactions)).toHaveCount(1);
  await expect(dataRows(interactions).first()).toContainText(OWNER_NAME);
  await dataRows(interactions).first().getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog");
  await details.getByRole("tab", { name: "Questions asked" }).click();
  await expect(details.getByRole("list", { name: "Questions asked" })).toContainText(SALESFORCE_QUESTION);
  await page.keyboard.press("Escape");

  // A unique link the teammate makes is shown as theirs.
  await page.goto("/vemos");
  await card.getByRole("button", { name: "Vemo actions" }).click();
  await card.getByRole("button", { name: "Share", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Share Vemo" });
  await share.getByRole("button", { name: "Unique Links" }).click();
  await share.getByRole("button", { name: "Few Links" }).click();
  const customer = share.getByRole("group", { name: "Customer 1" });
  await customer.getByLabel("Name").fill(PROSPECT.name);
  await customer.getByLabel("Email").fill(PROSPECT.email);
  await share.getByRole("button", { name: "Generate Links" }).click();
  await expect(share.getByRole("heading", { name: "Unique links generated" })).toBeVisible();
  await page.goto("/bulk-uploads");
  const batches = dataRows(page.getByRole("table"));
  await expect(batches).toHaveCount(1);
  await expect(batches.first()).toContainText(TEAMMATE.name);
  await page.getByLabel("Shared by").selectOption({ label: OWNER_NAME });
  await expect(page.getByText("No batches shared by this teammate.")).toBeVisible();
  await page.getByLabel("Shared by").selectOption({ label: TEAMMATE.name });
  await expect(batches.first()).toContainText(TEAMMATE.name);

  // The owner removes the teammate; the teammate's open page loses access on its next request.
  await page.goto("/vemos");
  await expect(card).toBeVisible();
  await ownerPage.reload();
  await ownerPage.getByRole("tab", { name: "Team" }).click();
  ownerPage.once("dialog", (dialog) => void dialog.accept());
  await ownerPage.getByRole("button", { name: "Remove" }).click();
  await expect(ownerPage.getByText(TEAMMATE.name)).toHaveCount(0);

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("article", { name: TITLE })).toHaveCount(0);

  await ownerContext.close();
  await teammateContext.close();
});
