import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import type { Locator } from "@playwright/test";
import { toVtt } from "../../apps/server/src/test/fixture-servers/fixture-server.ts";
import {
  createProOwner,
  createVemoByApi,
  expectOk,
  INTRO_URL,
  processByApi,
  uploadCaptions,
} from "../fixtures/pro-owner.ts";
import { askQuestion, leavePage, openAsProspect } from "../fixtures/prospect.ts";
import { storeSession } from "../fixtures/session.ts";
import { watchToMiddleAndBack } from "../fixtures/watching.ts";

const TITLE = "Orbit watch-depth tour";
const PROSPECT = { clientName: "Mary Jackson", email: "mary@langley.example", companyName: "Langley" };
const QUESTION = "Can reports be exported as spreadsheets?";
/** The media host's file is 77 s long. */
const VIDEO_SECONDS = 77;

const CAPTIONS = toVtt([
  [0, 9, "Welcome to the Orbit analytics tour."],
  [10, 19, "The home dashboard shows weekly revenue and active accounts."],
  [20, 29, "Reports can be exported as spreadsheets every Monday morning."],
  [30, 39, "Pricing starts with a free plan for small teams."],
]);

const customerRows = (table: Locator) => table.getByRole("row").filter({ has: table.page().getByRole("cell") });

test("a prospect's watch depth reaches the details, the list, the export, the Vemo's retention and the overview", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createProOwner(request);
  const vemoId = await createVemoByApi(request, owner.auth, { title: TITLE, videoUrls: [INTRO_URL] });
  await uploadCaptions(request, owner.auth, vemoId, { url: INTRO_URL, captions: CAPTIONS }, "intro.vtt");
  await processByApi(request, owner, { vemoId, videoUrls: [INTRO_URL], expected: ["ready"] });
  const links = await request.post("/api/vemos/bulk-share", {
    headers: owner.auth,
    data: { vemoId, clientData: [PROSPECT], operationSource: "few_links" },
  });
  await expectOk(links);
  const link: string = (await links.json()).data[0].shareUrl;

  // The prospect plays with sound at 4× (seconds, not minutes) to the middle, seeks back 10 s,
  // plays on a little, pauses, asks and leaves.
  const prospect = await openAsProspect(browser, link, TITLE);
  const video = prospect.page.getByTestId("vemo-video");
  await video.click();
  await video.evaluate((element: HTMLVideoElement) => {
    element.playbackRate = 4;
  });
  await watchToMiddleAndBack(video, VIDEO_SECONDS / 2);
  await askQuestion(prospect.page, QUESTION, /every Monday morning/);
  await leavePage(prospect.page);
  await expect
    .poll(async () => {
      const response = await request.get("/api/analytics/customer-list", { headers: owner.auth });
      return (await response.json()).data[0]?.watched_percent ?? 0;
    })
    .toBeGreaterThan(0);
  await prospect.context.close();

  const [row] = (await (await request.get("/api/analytics/customer-list", { headers: owner.auth })).json()).data;
  expect(Math.abs(row.watched_percent - 50)).toBeLessThanOrEqual(5);

  await storeSession(page, owner.session);
  await page.goto("/customer-interactions");
  const table = page.getByRole("table", { name: "Customer interactions" });
  await expect(customerRows(table)).toHaveCount(1);
  const cells = customerRows(table).first().getByRole("cell");
  const listedTime = (await cells.nth(4).textContent()) ?? "";
  expect(listedTime).toMatch(/^\d+:\d\d$/);
  await expect(cells.nth(5)).toHaveText(`${row.watched_percent}%`);

  await customerRows(table).first().getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: "Interaction Details" });
  const watched = details.getByRole("region", { name: "Watched videos" });
  await expect(watched).toContainText(`watched ${row.watched_percent}%`);
  await expect(watched.getByTestId("question-marker")).toHaveCount(1);
  await expect(watched.getByTestId("question-marker")).toHaveAttribute("title", new RegExp(QUESTION));
  await expect(details.getByText(listedTime, { exact: true })).toBeVisible();
  await details.screenshot({ path: testInfo.outputPath("details.png") });
  await details.getByRole("button", { name: "Close" }).click();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const [header, line] = (await readFile(await download.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  const columns = header!.split(",");
  const values = line!.split(",");
  expect(values[columns.indexOf("Watched %")]).toBe(String(row.watched_percent));
  expect(values[columns.indexOf("Time spent")]).toBe(listedTime);

  await page.goto("/vemos");
  const card = page.getByRole("article", { name: TITLE });
  await card.getByRole("button", { name: "Vemo actions" }).click();
  await card.getByRole("button", { name: "View Interactions" }).click();
  const retention = page.getByTestId("retention");
  await expect(retention.locator(".recharts-area-area")).toBeVisible();
  await expect(retention).toContainText("1 question pointed into this video.");
  await retention.screenshot({ path: testInfo.outputPath("retention.png") });

  await page.goto("/overview");
  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(activity.locator(".recharts-line-dot").last()).toBeVisible();
  await activity.getByRole("button", { name: "7 days" }).click();
  await expect(activity.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await activity.getByText("Show as table").first().click();
  await expect(activity.getByRole("table", { name: "Views per day" }).getByRole("row")).toHaveCount(8);
  await page.screenshot({ path: testInfo.outputPath("overview.png"), fullPage: true });
});
