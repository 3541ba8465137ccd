import { expect, test } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { CONTENT_HOSTS, YOUTUBE_VIDEO_WITH_CAPTIONS } from "../fixtures/content-hosts-config.ts";
import { signUpByApi, storeSession } from "../fixtures/session.ts";

async function pricingPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf
    .addPage()
    .drawText("Pro costs 29.9 dollars a month and includes unlimited share links.", { x: 40, y: 700, size: 12, font });
  pdf.addPage().drawText("Enterprise adds white-label options and a custom domain.", { x: 40, y: 700, size: 12, font });
  return Buffer.from(await pdf.save());
}

test("an owner creates a Vemo from a YouTube link, a web page and a PDF, then views and deletes it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await storeSession(page, await signUpByApi(request, { companyName: "Content Co" }));

  await page.goto("/create");
  await page.getByLabel("Title").fill("Reporting tour");
  await page.getByLabel("Video URL 1").fill(`https://www.youtube.com/watch?v=${YOUTUBE_VIDEO_WITH_CAPTIONS}`);
  await page.getByLabel("Website URL 1").fill(`${CONTENT_HOSTS.website}/article`);
  await page
    .getByLabel("Upload PDF documents")
    .setInputFiles({ name: "pricing.pdf", mimeType: "application/pdf", buffer: await pricingPdf() });
  await page.getByRole("button", { name: "Create Vemo" }).click();

  await expect(page.getByText("Vemo created successfully! Redirecting to your Vemos...")).toBeVisible({
    timeout: 90_000,
  });
  await expect(page).toHaveURL(/\/vemos$/);

  const demo = page.getByRole("article").first();
  await expect(demo.getByText("Demo", { exact: true })).toBeVisible();
  const card = page.getByRole("article", { name: "Reporting tour" });
  for (const [label, value] of [
    ["Videos", "1"],
    ["Documents", "1"],
    ["Websites", "1"],
  ] as const) {
    await expect(
      card.locator("div", { has: page.getByText(label, { exact: true }) }).getByText(value, { exact: true }),
    ).toBeVisible();
  }

  await card.getByRole("button", { name: "Vemo actions" }).click();
  await card.getByRole("button", { name: "View", exact: true }).click();
  await expect(page).toHaveURL(/\/view-vemo\//);
  await expect(page.getByRole("heading", { name: "Reporting tour" })).toBeVisible();
  await expect(page.getByText(`https://www.youtube.com/watch?v=${YOUTUBE_VIDEO_WITH_CAPTIONS}`)).toBeVisible();
  await expect(page.getByText("Active")).toBeVisible();

  // The content was really processed: transcript cues, web sections and PDF pages were stored.
  const vemoId = page.url().split("/").pop();
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  const counts = await request.get(`/api/vemos/${vemoId}/python-data`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await counts.json()).data.chunk_count).toBeGreaterThanOrEqual(5);

  await page
    .getByRole("button", { name: "Back to Vemos" })
    .or(page.getByRole("link", { name: "Back to Vemos" }))
    .click();
  await card.getByRole("button", { name: "Vemo actions" }).click();
  await card.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("article", { name: "Reporting tour" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("article", { name: "Welcome to Vemo" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Reporting tour" })).toHaveCount(0);
});
