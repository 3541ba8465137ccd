import { expect, test, type APIRequestContext } from "@playwright/test";
import { YOUTUBE_CUES } from "../../apps/server/src/test/fixture-servers/youtube-server.ts";
import { YOUTUBE_VIDEO_WITH_CAPTIONS } from "../fixtures/content-hosts-config.ts";
import { createVemoByApi, processByApi } from "../fixtures/pro-owner.ts";
import { signUpByApi, storeSession, type ApiSession } from "../fixtures/session.ts";

const WATCH_URL = `https://www.youtube.com/watch?v=${YOUTUBE_VIDEO_WITH_CAPTIONS}`;
const SHORT_URL = `https://youtu.be/${YOUTUBE_VIDEO_WITH_CAPTIONS}`;
const COMPANY_NAME = "Runner Co";

/** Creates a Vemo with the stand-in YouTube video and waits until its transcript is stored. */
async function createProcessedVemo(request: APIRequestContext, session: ApiSession): Promise<void> {
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const vemoId = await createVemoByApi(request, auth, { title: "Lumen Boards tour", videoUrls: [WATCH_URL] });
  await processByApi(
    request,
    { auth, companyName: COMPANY_NAME },
    { vemoId, videoUrls: [WATCH_URL], expected: ["ready"] },
  );
}

const [, createCue, inviteCue] = YOUTUBE_CUES;
const rows = [
  { url: WATCH_URL, question: "How do I create a board?", expected: createCue[0], snippet: createCue[2] },
  // The short link names the same video as the Vemo's watch link.
  { url: SHORT_URL, question: "How do I invite my team?", expected: inviteCue[0], snippet: inviteCue[2] },
  // The video is shorter than this: the row must fail.
  { url: WATCH_URL, question: "Where is the share button?", expected: 40, snippet: inviteCue[2] },
];

function testCsv(): Buffer {
  const lines = rows.map((row) => [row.url, row.question, row.expected, `"${row.snippet}"`].join(","));
  return Buffer.from(["video_url,question,expected_timestamp,expected_answer_snippet", ...lines].join("\n"));
}

test("the test runner scores a CSV of questions against the current backend", async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await signUpByApi(request, { companyName: COMPANY_NAME });
  await createProcessedVemo(request, session);
  await storeSession(page, session);

  await page.goto("/test-runner");
  await expect(page.getByRole("heading", { name: "Test Runner" })).toBeVisible();
  await page
    .getByLabel("Upload test CSV")
    .setInputFiles({ name: "questions.csv", mimeType: "text/csv", buffer: testCsv() });
  await expect(page.getByText("3 tests loaded from questions.csv")).toBeVisible();
  await page.getByRole("button", { name: "Test Current Backend" }).click();

  const report = page.getByRole("region", { name: "Results: Backend 1 (Production Backend)" });
  await expect(report).toBeVisible({ timeout: 60_000 });
  for (const [label, value] of [
    ["Total Tests", "3"],
    ["Passed", "2"],
  ] as const) {
    await expect(
      report.locator("div", { has: page.getByText(label, { exact: true }) }).getByRole("definition"),
    ).toHaveText(value);
  }
  for (const [question, verdict] of [
    ["How do I create a board?", "Pass"],
    ["How do I invite my team?", "Pass"],
    ["Where is the share button?", "Fail"],
  ] as const) {
    await expect(report.getByRole("row").filter({ hasText: question }).getByRole("cell").nth(4)).toHaveText(verdict);
  }
});
