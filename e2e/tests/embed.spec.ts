import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import {
  createProcessedVemo,
  createProOwner,
  createVemo,
  SALESFORCE_QUESTION,
  shareByApi,
} from "../fixtures/pro-owner.ts";
import { storeSession } from "../fixtures/session.ts";
import { openShareDialog } from "../fixtures/share-dialog.ts";

const TITLE = "Orbit tour to embed";

/** A partner's web page on another loopback origin, holding the pasted embed code. */
async function servePartnerPage(embedCode: string): Promise<{ server: Server; url: string }> {
  const html = `<!doctype html><html><head><title>Partner site</title></head><body><h1>Partner site</h1>${embedCode}</body></html>`;
  const server = createServer((_, response) =>
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

test("the share dialog's embed code, pasted into another site's page, shows a working share page", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await createProOwner(request);
  await createProcessedVemo(request, owner, TITLE);

  await storeSession(page, owner.session);
  await page.goto("/vemos");
  const dialog = await openShareDialog(page, TITLE);
  await dialog.getByRole("button", { name: "Single Link" }).click();
  const embedCode = await dialog.getByRole("textbox", { name: "Embed code" }).inputValue();
  const shareUrl = await dialog.getByRole("textbox", { name: "Share link" }).inputValue();
  expect(embedCode).toContain(`src="${shareUrl}?embed=1"`);

  const partner = await servePartnerPage(embedCode);
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(partner.url);
    await expect(visitor.getByRole("heading", { name: "Partner site" })).toBeVisible();
    const frame = visitor.frameLocator("iframe");
    const input = frame.getByRole("textbox", { name: "Question" });
    await expect(input).toBeVisible();
    // Embed mode: the player and the chat, without the page's header and footer.
    await expect(frame.getByText("Shared Vemo", { exact: true })).toHaveCount(0);
    await expect(frame.getByRole("contentinfo")).toHaveCount(0);

    await input.fill(SALESFORCE_QUESTION);
    await input.press("Enter");
    await expect(frame.getByRole("log", { name: "Chat messages" }).getByText(/Salesforce API key/)).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await visitorContext.close();
    await new Promise((resolve) => partner.server.close(resolve));
  }
});

test("/api/oembed describes a share page as valid oEmbed JSON and answers 404 for anything else", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const owner = await createProOwner(request);
  const vemoId = await createVemo(request, owner, TITLE);
  const shareUrl = await shareByApi(request, owner.auth, vemoId);

  const page = await request.get(shareUrl);
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors *");
  expect(page.headers()["x-frame-options"]).toBeUndefined();
  expect(await page.text()).toContain('type="application/json+oembed"');
  const dashboard = await request.get("/overview");
  expect(dashboard.headers()["x-frame-options"]).toBe("DENY");

  const oembed = await request.get("/api/oembed", { params: { url: shareUrl, format: "json" } });
  expect(oembed.status()).toBe(200);
  expect(oembed.headers()["content-type"]).toMatch(/^application\/json/);
  const body = await oembed.json();
  expect(body).toMatchObject({
    version: "1.0",
    type: "video",
    title: TITLE,
    provider_name: "Vemo",
    provider_url: baseURL,
    width: 960,
    height: 540,
  });
  expect(body.html).toContain(`<iframe src="${shareUrl}?embed=1"`);

  for (const url of [`${baseURL}/share/no-such-token`, `${baseURL}/overview`, "https://elsewhere.example/share/abc"]) {
    expect((await request.get("/api/oembed", { params: { url, format: "json" } })).status(), url).toBe(404);
  }
  expect((await request.get("/api/oembed", { params: { url: shareUrl, format: "xml" } })).status()).toBe(501);
});
