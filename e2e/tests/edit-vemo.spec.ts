import { expect, test } from "@playwright/test";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { toVtt } from "../../apps/server/src/test/fixture-servers/fixture-server.ts";
import { CONTENT_HOSTS } from "../fixtures/content-hosts-config.ts";
import {
  createProOwner,
  createVemoByApi,
  INTRO_URL,
  processByApi,
  shareByApi,
  type ProOwner,
} from "../fixtures/pro-owner.ts";
import { storeSession } from "../fixtures/session.ts";
import { pdfOfPages } from "../fixtures/shared-vemo.ts";

const DECLINE = "I couldn't find that in this demo's videos and documents.";
const NO_CAPTIONS = "This video file has no captions. Upload a caption file (.vtt or .srt) for it.";
const WEBSITE_URL = `${CONTENT_HOSTS.website}/article`;

// The video speaks of Salesforce only, from 40 s on; only the website's article prices the Team plan.
const CAPTIONS = toVtt([
  [0, 9, "Welcome to the Orbit analytics tour."],
  [10, 19, "The home dashboard shows weekly revenue and active accounts."],
  [
    40,
    48,
    "To connect the Salesforce integration, open Settings, choose Integrations and paste your Salesforce API key.",
  ],
]);
const VIDEO_QUESTION = "How do I connect the Salesforce integration?";
const VIDEO_ANSWER_MOMENT_S = 40;
const WEBSITE_QUESTION = "How much does the Team plan cost per member?";

/** A Pro owner's Vemo of one direct video file, processed without captions so that it fails; returns its id. */
async function createCaptionlessVemo(request: APIRequestContext, owner: ProOwner, title: string): Promise<string> {
  const vemoId = await createVemoByApi(request, owner.auth, { title, videoUrls: [INTRO_URL] });
  await processByApi(request, owner, { vemoId, videoUrls: [INTRO_URL], expected: ["failed"] });
  return vemoId;
}

const chatOf = (page: Page) => page.getByRole("log", { name: "Chat messages" });

/** Asks on the open share page and returns the AI message that answers. */
async function ask(page: Page, question: string): Promise<Locator> {
  const aiLabels = chatOf(page).getByText("AI", { exact: true });
  // The greeting comes first: counting before it shows would count it as the answer.
  await expect(aiLabels.first()).toBeVisible();
  const before = await aiLabels.count();
  const input = page.getByRole("textbox", { name: "Question" });
  await input.fill(question);
  await input.press("Enter");
  await expect(aiLabels).toHaveCount(before + 1, { timeout: 30_000 });
  return chatOf(page).locator("ol > li").last();
}

async function openSources(page: Page, vemoId: string): Promise<void> {
  await page.goto(`/view-vemo/${vemoId}`);
  await page.getByRole("tab", { name: "Sources" }).click();
}

const sourceItem = (page: Page, name: string) =>
  page.getByRole("list", { name: "Sources" }).getByRole("listitem", { name });

test("an owner fixes, renames and changes the sources of a Vemo, and the link already sent follows every edit", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createProOwner(request);
  const vemoId = await createCaptionlessVemo(request, owner, "Orbit tour");
  const shareUrl = await shareByApi(request, owner.auth, vemoId);
  await storeSession(page, owner.session);

  // The failure and its advice, then the caption file uploaded right there: Ready without a reload.
  await openSources(page, vemoId);
  const video = sourceItem(page, `Video ${INTRO_URL}`);
  await expect(video.getByText("Failed", { exact: true })).toBeVisible();
  await expect(video.getByText(NO_CAPTIONS)).toBeVisible();
  await expect(video.getByText(/or upload a caption file for it\.$/)).toBeVisible();
  await video
    .getByLabel("Upload caption file")
    .setInputFiles({ name: "intro.vtt", mimeType: "text/vtt", buffer: Buffer.from(CAPTIONS) });
  await expect(video.getByText("Ready", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(video.getByText(NO_CAPTIONS)).toHaveCount(0);
  await expect(video.getByText("Replace caption file")).toBeVisible();

  // The new captions answer, with a jump to their moment.
  await page.goto(shareUrl);
  await expect(page.getByRole("heading", { name: "Orbit tour" })).toBeVisible();
  const videoAnswer = await ask(page, VIDEO_QUESTION);
  await expect(videoAnswer.getByText(/paste your Salesforce API key/)).toBeVisible();
  await expect(page.getByText(/^Jump to: 0:[34]\d$/)).toBeVisible();
  await expect
    .poll(() => page.getByTestId("vemo-video").evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(VIDEO_ANSWER_MOMENT_S - 10);

  // Renamed with a new greeting: the link made before the edit shows both.
  await page.goto(`/view-vemo/${vemoId}`);
  await page.getByRole("tab", { name: "Details" }).click();
  const details = page.getByRole("form", { name: "Vemo details" });
  await details.getByLabel("Title").fill("Orbit in ten minutes");
  await details.getByLabel("Welcome message").fill("Hi there! Ask me anything about Orbit.");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Orbit in ten minutes" })).toBeVisible();

  // A prospect opening the link for the first time (a returning one keeps their chat as it was).
  const prospect = await (await browser.newContext()).newPage();
  await prospect.goto(shareUrl);
  await expect(prospect.getByRole("heading", { name: "Orbit in ten minutes" })).toBeVisible();
  await expect(prospect).toHaveTitle(new RegExp(`^Orbit in ten minutes - ${owner.companyName} \\| Vemo$`));
  await expect(chatOf(prospect).getByText("Hi there! Ask me anything about Orbit.")).toBeVisible();

  // A website added afterwards answers once Ready...
  await openSources(page, vemoId);
  const addSource = page.getByRole("form", { name: "Add a source" });
  await addSource.getByLabel("Type").selectOption("website");
  await addSource.getByLabel("Website link").fill(WEBSITE_URL);
  await addSource.getByRole("button", { name: "Add" }).click();
  const website = sourceItem(page, `Website ${WEBSITE_URL}`);
  await expect(website.getByText("Ready", { exact: true })).toBeVisible({ timeout: 60_000 });

  await prospect.reload();
  const websiteAnswer = await ask(prospect, WEBSITE_QUESTION);
  await expect(websiteAnswer.getByText(/twelve dollars per member/)).toBeVisible();

  // ...and once removed, is never cited again.
  await openSources(page, vemoId);
  await website.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(website).toHaveCount(0);

  await prospect.reload();
  const declined = await ask(prospect, WEBSITE_QUESTION);
  await expect(declined.getByRole("paragraph")).toHaveText([/^AI/, DECLINE]);

  // A PDF uploaded on the Sources tab is processed like any source.
  await openSources(page, vemoId);
  const pdf = await pdfOfPages("security.pdf", [["Customer data is encrypted at rest with AES-256."]]);
  await page
    .getByLabel("Upload PDF documents")
    .setInputFiles({ name: pdf.name, mimeType: "application/pdf", buffer: pdf.bytes });
  await page.getByRole("button", { name: "Upload documents" }).click();
  await expect(sourceItem(page, "Document security.pdf").getByText("Ready", { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await prospect.context().close();
});
