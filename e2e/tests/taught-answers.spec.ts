import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { toVtt } from "../../apps/server/src/test/fixture-servers/fixture-server.ts";
import { createProOwner, INTRO_URL } from "../fixtures/pro-owner.ts";
import { storeSession } from "../fixtures/session.ts";
import { createSharedVemo } from "../fixtures/shared-vemo.ts";

const TITLE = "Acme honest answers";
const DECLINE = "I couldn't find that in this demo's videos and documents.";
const OFF_TOPIC = "Who won the football world cup in 2022?";
const DISCOUNT = "Do you offer a discount for nonprofits?";
const HALF_PRICE = "Yes: registered nonprofits get half price on every plan.";

// The integrations caption opens with a lead-in; the sentence that answers starts a couple of seconds into it.
const CAPTIONS = toVtt([
  [0, 9, "Welcome to the Acme tour."],
  [10, 19, "The dashboard shows your pipeline every morning."],
  [20, 31, "Next, integrations. Acme connects to Salesforce and HubSpot, and syncs your contacts every hour."],
  [32, 40, "Pricing starts at twenty dollars per seat each month."],
  [41, 50, "Reports can be exported as spreadsheets."],
]);

const chatOf = (page: Page) => page.getByRole("log", { name: "Chat messages" });
const currentTime = (page: Page) =>
  page.getByTestId("vemo-video").evaluate((video: HTMLVideoElement) => video.currentTime);

/** Sends a question on the share page and returns the AI message that answers it. */
async function ask(page: Page, question: string): Promise<Locator> {
  const aiLabels = chatOf(page).getByText("AI", { exact: true });
  const before = await aiLabels.count();
  const input = page.getByRole("textbox", { name: "Question" });
  await input.fill(question);
  await input.press("Enter");
  await expect(aiLabels).toHaveCount(before + 1, { timeout: 30_000 });
  return chatOf(page).locator("ol > li").last();
}

test("answers with the sentence that says it, declines what the demo does not cover, and learns the owner's answer", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await createProOwner(request);
  const shareUrl = await createSharedVemo(request, {
    title: TITLE,
    videos: [{ url: INTRO_URL, captions: CAPTIONS }],
    owner,
  });

  // A prospect on the share link.
  await page.goto(shareUrl);
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  const crms = await ask(page, "Which CRMs do you integrate with?");
  await expect(crms.getByText(/Acme connects to Salesforce and HubSpot/)).toBeVisible();
  await expect(crms.getByText(/^Next, integrations\.$/)).toHaveCount(0);
  // Its moment is where the Salesforce sentence starts, after the lead-in.
  const moment = crms.getByRole("list", { name: "Sources" }).getByRole("button").first();
  await expect(moment).toHaveText(/^▶ 0:2[1-4]$/);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(21);

  const offTopic = await ask(page, OFF_TOPIC);
  await expect(offTopic.getByRole("paragraph")).toHaveText([/^AI/, DECLINE]);
  const discount = await ask(page, DISCOUNT);
  await expect(discount.getByRole("paragraph")).toHaveText([/^AI/, DECLINE]);

  // The owner sees both among the questions the content did not answer, and teaches one.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await storeSession(ownerPage, owner.session);
  await ownerPage.goto("/vemos");
  const card = ownerPage.getByRole("article", { name: TITLE });
  await card.getByRole("button", { name: "Vemo actions" }).click();
  await card.getByRole("button", { name: "View Interactions" }).click();
  const interactions = ownerPage.getByRole("dialog", { name: `Interactions: ${TITLE}` });
  const unanswered = interactions.getByRole("region", { name: "Questions your content did not answer" });
  await expect(unanswered.getByRole("listitem")).toHaveCount(2);
  await expect(unanswered).toContainText(OFF_TOPIC);
  await expect(unanswered).not.toContainText("Which CRMs");

  await unanswered.getByRole("button", { name: `Teach the answer to ${DISCOUNT}` }).click();
  const teach = ownerPage.getByRole("dialog", { name: "Teach the answer" });
  await expect(teach.getByRole("textbox", { name: "Question" })).toHaveValue(DISCOUNT);
  await teach.getByRole("textbox", { name: "Answer" }).fill(HALF_PRICE);
  await teach.getByRole("combobox", { name: "Show" }).selectOption({ label: "A moment of a video" });
  await teach.getByRole("textbox", { name: "Moment (m:ss)" }).fill("0:32");
  await teach.getByRole("button", { name: "Save answer" }).click();
  await expect(teach).toBeHidden();
  const taught = interactions.getByRole("region", { name: "Answers you taught" });
  await expect(taught.getByRole("listitem")).toHaveCount(1);
  await expect(taught).toContainText("Shows: Video at 0:32");
  await ownerContext.close();

  // The prospect asks the same thing in other words and gets the owner's answer at its moment.
  const paraphrase = await ask(page, "Is there a nonprofit discount?");
  await expect(paraphrase.getByText(HALF_PRICE)).toBeVisible();
  await expect(paraphrase.getByRole("list", { name: "Sources" }).getByRole("button")).toHaveText(["▶ 0:32"]);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(32);
});
