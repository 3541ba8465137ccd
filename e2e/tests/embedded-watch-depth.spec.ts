import { expect, test } from "@playwright/test";
import type { FrameLocator, Page } from "@playwright/test";
import { createProOwner, createVemoByApi, expectOk, INTRO_URL } from "../fixtures/pro-owner.ts";
import { leavePage, openAsProspect } from "../fixtures/prospect.ts";
import { standInVideoHosts } from "../fixtures/video-host-stand-ins.ts";
import { watchToMiddleAndBack } from "../fixtures/watching.ts";

const TITLE = "Orbit tour on three hosts";
const PROSPECT = { clientName: "Dorothy Vaughan", email: "dorothy@langley.example", companyName: "Langley" };
const VIDEOS = [
  "https://www.youtube.com/watch?v=abcdefghijk",
  "https://vimeo.com/76979871",
  "https://www.loom.com/share/0123456789abcdef0123456789abcdef",
];
/** Each stand-in plays the media host's file, 78.1 s long. */
const VIDEO_SECONDS = 78;

const hostVideo = (frame: FrameLocator) => frame.locator("video");

/**
 * Starts the current video (the first one with a click on the share page's cover; the next ones
 * follow on) and watches about half of it at 2×, the fastest YouTube offers: the watch log allows a
 * player 4× between two reads, so at 4× a read the busy page delivers late looked like a seek.
 */
async function watchHalf(page: Page, isFirst: boolean): Promise<void> {
  const cover = page.getByRole("button", { name: "Play video" });
  if (isFirst) await cover.click();
  await expect(cover).toBeHidden();
  const video = hostVideo(page.frameLocator("iframe"));
  // Starting and changing videos reload the host's player: a click on the player page being
  // replaced would be lost, so the prospect clicks once the page of the player's address has loaded.
  const playerAddress = await page.locator("iframe").getAttribute("src");
  await expect
    .poll(() => video.evaluate(() => location.href, undefined, { timeout: 1_000 }).catch(() => "not loaded"), {
      timeout: 30_000,
    })
    .toBe(playerAddress);
  const position = () => video.evaluate((element: HTMLVideoElement) => (element.paused ? -1 : element.currentTime));
  // The browser lets the host's player autoplay only without sound: the prospect clicks it.
  if ((await position()) < 0) await video.click();
  await expect.poll(position, { timeout: 30_000 }).toBeGreaterThanOrEqual(0);
  await video.evaluate((element: HTMLVideoElement) => {
    element.playbackRate = 2;
  });
  await watchToMiddleAndBack(video, VIDEO_SECONDS / 2);
}

test("a prospect's watch depth on YouTube, Vimeo and Loom players reaches the details and the list", async ({
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await createProOwner(request);
  const vemoId = await createVemoByApi(request, owner.auth, { title: TITLE, videoUrls: VIDEOS });
  const links = await request.post("/api/vemos/bulk-share", {
    headers: owner.auth,
    data: { vemoId, clientData: [PROSPECT], operationSource: "few_links" },
  });
  await expectOk(links);
  const link: string = (await links.json()).data[0].shareUrl;

  const prospect = await openAsProspect(browser, link, TITLE, (context) => standInVideoHosts(context, INTRO_URL));
  for (const [index] of VIDEOS.entries()) {
    if (index > 0) await prospect.page.getByRole("button", { name: "Next" }).click();
    await expect(prospect.page.getByText(`Video ${index + 1} of ${VIDEOS.length}`)).toBeVisible();
    await watchHalf(prospect.page, index === 0);
  }
  await leavePage(prospect.page);

  const listed = async () => {
    const response = await request.get("/api/analytics/customer-list", { headers: owner.auth });
    return (await response.json()).data[0];
  };
  const watchedVideos = async () => {
    const row = await listed();
    if (!row) return [];
    const path = `/api/analytics/customer-interaction-details/${row.share_token}?viewerId=${row.viewer_id}`;
    const details = await request.get(path, { headers: owner.auth });
    await expectOk(details);
    const videos: { videoUrl: string; duration: number; watched_percent: number }[] = (await details.json()).data
      .videos;
    return videos.map((video) => [video.videoUrl, Math.round(video.duration), video.watched_percent >= 45]);
  };
  // Each player's reported length (the server learns it from them) and about half of it watched,
  // once the page's goodbye has arrived.
  await expect.poll(watchedVideos).toEqual(VIDEOS.map((url) => [url, VIDEO_SECONDS, true]));
  await prospect.context.close();
  const row = await listed();
  expect(Math.abs(row.watched_percent - 50)).toBeLessThanOrEqual(5);
});
