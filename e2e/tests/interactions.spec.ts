import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createProcessedVemo, createProOwner, expectOk, SALESFORCE_QUESTION } from "../fixtures/pro-owner.ts";
import type { ProOwner } from "../fixtures/pro-owner.ts";
import { askQuestion, leavePage, openAsProspect } from "../fixtures/prospect.ts";
import { storeSession } from "../fixtures/session.ts";

const TITLE = "Orbit analytics tour";
const REPORTS_QUESTION = "Can reports be exported as spreadsheets?";
const ASKER = { clientName: "Katherine Johnson", email: "katherine@nasa.example", companyName: "NASA" };
const SILENT = { clientName: "Dorothy Vaughan", email: "dorothy@langley.example", companyName: "Langley Research" };

/** Unique links for the customers through the API, as the share dialog's Few Links makes them; returns each one's link by e-mail. */
async function createUniqueLinks(
  request: APIRequestContext,
  owner: ProOwner,
  vemoId: string,
  customers: (typeof ASKER)[],
) {
  const response = await request.post("/api/vemos/bulk-share", {
    headers: owner.auth,
    data: { vemoId, clientData: customers, operationSource: "few_links" },
  });
  await expectOk(response);
  const links: { email: string; shareUrl: string }[] = (await response.json()).data;
  return new Map(links.map((link) => [link.email, link.shareUrl]));
}

const customerRows = (table: Locator) => table.getByRole("row").filter({ has: table.page().getByRole("cell") });

async function searchInteractions(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder("Search by name, email, company or demo watched...").fill(text);
}

async function expectAskerDetails(dialog: Locator, askerLink: string): Promise<void> {
  await expect(dialog.getByRole("heading", { name: ASKER.clientName })).toBeVisible();
  await expect(dialog.getByText(ASKER.email, { exact: true })).toBeVisible();
  // Both questions were answered: the Salesforce one names a buyer topic, and each answer played a moment.
  await expect(dialog.getByRole("region", { name: "AI Insight Summary" })).toContainText(
    new RegExp(
      `${ASKER.clientName} asked 2 questions about ${TITLE}(?: and watched for \\d+:\\d\\d)?\\. They were interested in integrations\\. The answers took them to 0:\\d\\d(?: and 0:\\d\\d)? in the video\\.`,
    ),
  );

  await dialog.getByRole("tab", { name: "Questions asked" }).click();
  const questions = dialog.getByRole("list", { name: "Questions asked" }).getByRole("listitem");
  await expect(questions).toHaveCount(2);
  const salesforce = questions.filter({ hasText: SALESFORCE_QUESTION });
  await expect(salesforce).toContainText("Salesforce API key");
  await expect(salesforce.getByRole("button", { name: /^Video timestamp: 0:[34]\d$/ })).toBeVisible();
  await expect(questions.filter({ hasText: REPORTS_QUESTION })).toContainText("every Monday morning");

  await dialog.getByRole("tab", { name: "Overview" }).click();
  await expect(dialog.getByText("Unique Customer Link", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Link URL")).toHaveValue(askerLink);

  await dialog.getByRole("tab", { name: "Past interactions" }).click();
  const sessions = customerRows(dialog.getByRole("table", { name: "Past interactions" }));
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first().getByRole("cell")).toHaveText(["Today", TITLE, "2", /^\d+:\d\d$/]);
}

test("the owner sees who asked what through their unique link, exports it, and finds it again from the Vemo's card", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await createProOwner(request);
  const vemoId = await createProcessedVemo(request, owner, TITLE);
  const links = await createUniqueLinks(request, owner, vemoId, [ASKER, SILENT]);
  const askerLink = links.get(ASKER.email)!;

  const asker = await openAsProspect(browser, askerLink, TITLE);
  await askQuestion(asker.page, SALESFORCE_QUESTION, /Salesforce API key/);
  await askQuestion(asker.page, REPORTS_QUESTION, /every Monday morning/);
  await asker.context.close();
  // The other prospect opens the link and leaves without asking anything: the page's goodbye
  // counts their seconds on it, so they are listed with no questions.
  const silent = await openAsProspect(browser, links.get(SILENT.email)!, TITLE);
  await leavePage(silent.page);
  await expect
    .poll(async () => {
      const response = await request.get("/api/analytics/customer-list", { headers: owner.auth });
      return (await response.json()).total;
    })
    .toBe(2);
  await silent.context.close();

  await storeSession(page, owner.session);
  await page.goto("/customer-interactions");
  await expect(page.getByRole("heading", { name: "All Interactions" })).toBeVisible();
  const table = page.getByRole("table", { name: "Customer interactions" });
  // Latest first: the prospect who left last, with no questions, then the one who asked two.
  await expect(customerRows(table)).toHaveCount(2);
  await expect(customerRows(table).first()).toContainText(
    `${SILENT.clientName}${SILENT.email}${SILENT.companyName}${TITLE}0`,
  );
  await expect(customerRows(table).nth(1)).toContainText(
    `${ASKER.clientName}${ASKER.email}${ASKER.companyName}${TITLE}2`,
  );

  await searchInteractions(page, "grace");
  await expect(page.getByText("No interactions found matching your search.")).toBeVisible();
  await searchInteractions(page, "NASA");
  await expect(customerRows(table)).toHaveCount(1);
  await customerRows(table).first().getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: "Interaction Details" });
  await expectAskerDetails(details, askerLink);
  await details.getByRole("button", { name: "Close" }).click();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("customer-interactions.csv");
  const lines = (await readFile(await download.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    "Name,Email,Company,Vemo,Link type,Views,Questions,Time spent,Watched %,Engagement,First seen,Last seen,Questions asked",
  );
  expect(lines).toHaveLength(2); // the export follows the search for "NASA"
  expect(lines[1]).toMatch(
    new RegExp(`^${ASKER.clientName},${ASKER.email},${ASKER.companyName},${TITLE},Unique link,1,2,`),
  );

  // On a phone the search box and Export CSV do not cover each other.
  await page.setViewportSize({ width: 390, height: 844 });
  const search = await page.getByPlaceholder("Search by name, email, company or demo watched...").boundingBox();
  const exportButton = await page.getByRole("button", { name: "Export CSV" }).boundingBox();
  if (!search || !exportButton) throw new Error("the search box or Export CSV is not shown");
  const isSideBySide = search.x + search.width <= exportButton.x || exportButton.x + exportButton.width <= search.x;
  const isStacked = search.y + search.height <= exportButton.y || exportButton.y + exportButton.height <= search.y;
  expect(isSideBySide || isStacked).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto("/vemos");
  const card = page.getByRole("article", { name: TITLE });
  await card.getByRole("button", { name: "Vemo actions" }).click();
  await card.getByRole("button", { name: "View Interactions" }).click();
  const vemoInteractions = page.getByRole("dialog", { name: `Interactions: ${TITLE}` });
  const vemoRows = customerRows(vemoInteractions.getByRole("table", { name: "Vemo interactions" }));
  await expect(vemoRows).toHaveCount(2);
  await expect(vemoRows.first()).toContainText(`${SILENT.clientName}${SILENT.email}${SILENT.companyName}0`);
  await expect(vemoRows.nth(1)).toContainText(`${ASKER.clientName}${ASKER.email}${ASKER.companyName}2`);
});
