import { expect, test } from "@playwright/test";
import { CONTENT_HOSTS } from "../fixtures/content-hosts-config.ts";
import { companyIdOf, createProOwner, createVemo, expectOk, shareByApi } from "../fixtures/pro-owner.ts";
import { signUpByApi, storeSession } from "../fixtures/session.ts";

type Operation = { tags: string[]; summary: string; security: unknown[]; responses: Record<string, unknown> };

test("'Video API' on /companies opens the API reference at the Vemos, the organisation's id on the card", async ({
  page,
  request,
}) => {
  const session = await signUpByApi(request, { companyName: "Reference Co" });
  const companyId = await companyIdOf(request, { authorization: `Bearer ${session.accessToken}` });
  await storeSession(page, session);

  await page.goto("/companies");
  const card = page.getByRole("article", { name: "Reference Co" });
  await expect(card.getByText(companyId)).toBeVisible();
  // On a phone the card fits the screen: the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
  const [reference] = await Promise.all([
    page.waitForEvent("popup"),
    card.getByRole("button", { name: "Video API" }).click(),
  ]);

  await expect(reference).toHaveURL(/\/api\/docs\/#tag\/vemos/);
  await expect(reference).toHaveTitle("Vemo API reference");
  // The reference is a 4 MB script that renders in the browser: give a busy machine time.
  await expect(reference.getByRole("heading", { name: "Vemos", exact: true })).toBeInViewport({ timeout: 30_000 });
  await expect(reference.getByText("Create a Vemo from videos and web pages").first()).toBeVisible();
  await expect(reference.getByText('{"success":false')).toHaveCount(0);
});

test("/api/openapi.json lists the routes of every part of the API with their auth and answers", async ({ request }) => {
  const response = await request.get("/api/openapi.json");
  expect(response.ok()).toBe(true);
  const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, Operation>> };
  expect(document.openapi).toBe("3.1.0");

  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  expect(operations.length).toBeGreaterThan(50);
  for (const { operation } of operations) {
    expect(operation.summary).toBeTruthy();
    expect(operation.tags).toHaveLength(1);
    expect(Array.isArray(operation.security)).toBe(true);
    expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
  }
  const listed = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
  expect(listed).toEqual(
    expect.arrayContaining([
      "GET /api/health",
      "POST /api/auth/login",
      "GET /api/companies",
      "PUT /api/settings",
      "POST /api/vemos",
      "POST /api/documents/{vemoId}/upload",
      "POST /api/qa/vemo/{id}",
      "POST /api/vemos/share/{token}/chat",
      "POST /api/vemos/bulk-share",
      "GET /api/analytics/overview",
      "POST /api/subscription/checkout",
      "POST /api/billing/stripe/webhook",
      "GET /api/webhooks/deliveries",
      "GET /api/oembed",
    ]),
  );
  expect(document.paths["/api/vemos"]?.post?.security).toEqual([{ bearer: [] }]);
  expect(document.paths["/api/vemos/share/{token}/chat"]?.post?.security).toEqual([]);
});

test("each CTA on the share page opens its own target from the CTA settings", async ({ page, request }) => {
  const owner = await createProOwner(request, `Targets ${Date.now()}`);
  const vemoId = await createVemo(request, owner, "Targets tour");
  const sharePath = new URL(await shareByApi(request, owner.auth, vemoId)).pathname;
  const meetingUrl = `${CONTENT_HOSTS.website}/article?meeting`;
  const demoUrl = `${CONTENT_HOSTS.website}/article?demo`;

  await storeSession(page, owner.session);
  await page.goto("/settings");
  await page.getByRole("tab", { name: "CTA Buttons" }).click();
  await page.getByLabel("Primary CTA").selectOption("Book a Meeting");
  await page.getByLabel("Secondary CTA").selectOption("Request Demo");
  await page.getByLabel("Meeting Booking URL").fill(meetingUrl);
  await page.getByLabel("Request Demo opens").selectOption("Web address");
  await page.getByLabel("Request Demo web address").fill(demoUrl);
  await page.getByLabel("Contact Sales e-mail address").fill("sales@targets.example");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved successfully")).toBeVisible();

  await page.goto(sharePath);
  const [meeting] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Book a Meeting" }).click(),
  ]);
  await expect(meeting).toHaveURL(meetingUrl);
  const [demo] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Request Demo" }).click(),
  ]);
  await expect(demo).toHaveURL(demoUrl);

  const settings = await (await request.get("/api/settings", { headers: owner.auth })).json();
  const ctaButtons = { ...settings.data.ctaButtons, primary: "contact_sales", secondary: "book_meeting" };
  await expectOk(await request.put("/api/settings", { headers: owner.auth, data: { ...settings.data, ctaButtons } }));
  await page.reload();
  await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
    "href",
    "mailto:sales@targets.example",
  );
  await expect(page.getByRole("link", { name: "Book a Meeting" })).toHaveAttribute("href", meetingUrl);
});
