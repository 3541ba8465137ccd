import { expect, test } from "@playwright/test";
import { createProcessedVemo, createProOwner, SALESFORCE_QUESTION, shareByApi } from "../fixtures/pro-owner.ts";
import { askQuestion } from "../fixtures/prospect.ts";
import { storeSession } from "../fixtures/session.ts";

const TITLE = "Orbit tour for visitors";
const VISITOR = { name: "Mary Jackson", email: "mary@langley.example", company: "Langley Research" };

test("with lead capture on, an anonymous visitor of the public link says who they are, asks, and appears by name in the interactions", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await createProOwner(request);
  const vemoId = await createProcessedVemo(request, owner, TITLE);
  const shareUrl = await shareByApi(request, owner.auth, vemoId);

  // The owner turns lead capture on in the Vemo's Details.
  await storeSession(page, owner.session);
  await page.goto(`/view-vemo/${vemoId}`);
  await page.getByRole("tab", { name: "Details" }).click();
  const toggle = page.getByRole("switch", { name: "Lead capture on the public link" });
  await expect(toggle).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.request().method() === "PATCH" && response.url().endsWith(`/api/vemos/${vemoId}`),
  );
  await toggle.check();
  expect((await saved).ok()).toBe(true);
  await expect(toggle).toBeChecked();

  // An anonymous visitor, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(shareUrl);
  await expect(visitor.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Tell us who you are" })).toBeVisible();
  await expect(visitor.getByRole("textbox", { name: "Question" })).toHaveCount(0);

  await visitor.getByRole("button", { name: "Continue" }).click();
  await expect(visitor.getByText("Name is required")).toBeVisible();
  await expect(visitor.getByText("Email is required")).toBeVisible();
  await visitor.getByLabel("Name").fill(VISITOR.name);
  await visitor.getByLabel("Email").fill("mary@");
  await visitor.getByRole("button", { name: "Continue" }).click();
  await expect(visitor.getByText("Please enter a valid email address")).toBeVisible();
  await visitor.getByLabel("Email").fill(VISITOR.email);
  await visitor.getByLabel("Company (optional)").fill(VISITOR.company);
  await visitor.getByRole("button", { name: "Continue" }).click();

  // The page carries on as the prospect's own unique link.
  await expect(visitor.getByRole("textbox", { name: "Question" })).toBeVisible();
  expect(visitor.url()).not.toBe(shareUrl);
  await askQuestion(visitor, SALESFORCE_QUESTION, /Salesforce API key/);
  await visitorContext.close();

  await page.goto("/customer-interactions");
  const table = page.getByRole("table", { name: "Customer interactions" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${VISITOR.name}${VISITOR.email}${VISITOR.company}${TITLE}1`);
  await rows.first().getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: "Interaction Details" });
  await expect(details.getByRole("heading", { name: VISITOR.name })).toBeVisible();
  await expect(details.getByText("Unique Customer Link", { exact: true })).toBeVisible();
});
