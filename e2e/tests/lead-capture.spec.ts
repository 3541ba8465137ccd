import { expect, test } from "@playwright/test";
import { createProcessedVemo, createProOwner, SALESFORCE_QUESTION, shareByApi } from "../fixtures/pro-owner.ts";
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
  // What the demo offers shows first: the greeting, the question box and the video.
  await expect(visitor.getByText(`Welcome to the ${TITLE}!`, { exact: false })).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Video player" })).toBeVisible();
  await expect(visitor.getByRole("dialog", { name: "Tell us who you are" })).toHaveCount(0);

  // The form comes with the first question.
  const input = visitor.getByRole("textbox", { name: "Question" });
  await input.fill(SALESFORCE_QUESTION);
  await input.press("Enter");
  const form = visitor.getByRole("dialog", { name: "Tell us who you are" });
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await form.getByLabel("Name").fill(VISITOR.name);
  await form.getByLabel("Email").fill("mary@");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await form.getByLabel("Email").fill(VISITOR.email);
  await form.getByLabel("Company (optional)").fill(VISITOR.company);
  await form.getByRole("button", { name: "Continue" }).click();

  // The question is answered, and the page carries on as the prospect's own unique link.
  await expect(form).toHaveCount(0);
  await expect(visitor.getByRole("log", { name: "Chat messages" }).getByText(/Salesforce API key/)).toBeVisible({
    timeout: 30_000,
  });
  expect(visitor.url()).not.toBe(shareUrl);
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
