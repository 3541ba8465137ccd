// The first hour of a new owner and a prospect, on a desktop and on a 390×844 phone: what each
// person sees after paying and cancelling, after following an e-mail's link while signed out, at
// the first question with lead capture on, on the share page's first screen, on the two CTA
// buttons, and on the API reference.
import { expect, test } from "@playwright/test";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createProOwner, createVemo, expectOk, shareByApi } from "../fixtures/pro-owner.ts";
import type { ProOwner } from "../fixtures/pro-owner.ts";
import { leavePage, openAsProspect } from "../fixtures/prospect.ts";
import { signInWithGoogle, signUpByApi, storeSession, uniqueEmail } from "../fixtures/session.ts";

const PHONE = { width: 390, height: 844 };
const PASSWORD = "correct horse battery";
const PROSPECT = { clientName: "Katherine Johnson", email: "katherine@nasa.example", companyName: "NASA" };

/** A prospect's unique link, opened and left (the page's goodbye counts the visit); returns the notice e-mail's deep link. */
async function prospectDeepLink(
  request: APIRequestContext,
  browser: Browser,
  owner: ProOwner,
  { vemoId, vemoTitle }: { vemoId: string; vemoTitle: string },
) {
  const response = await request.post("/api/vemos/bulk-share", {
    headers: owner.auth,
    data: { vemoId, clientData: [PROSPECT], operationSource: "few_links" },
  });
  await expectOk(response);
  const [link] = (await response.json()).data as { shareUrl: string }[];
  const prospect = await openAsProspect(browser, link!.shareUrl, vemoTitle);
  await leavePage(prospect.page);
  let customer: { share_token: string; viewer_id: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = await (await request.get("/api/analytics/customer-list", { headers: owner.auth })).json();
        customer = list.data[0];
        return list.total;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await prospect.context.close();
  return `/customer-interactions?prospect=${encodeURIComponent(customer!.share_token)}&viewer=${encodeURIComponent(customer!.viewer_id)}`;
}

async function signInWithPassword(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
}

async function setCtaSettings(request: APIRequestContext, owner: ProOwner, change: Record<string, unknown>) {
  const settings = (await (await request.get("/api/settings", { headers: owner.auth })).json()).data;
  const ctaButtons = { ...settings.ctaButtons, ...change };
  await expectOk(await request.put("/api/settings", { headers: owner.auth, data: { ...settings, ctaButtons } }));
}

test("after paying the subscription says Pro is paid with its trial days; after cancelling it says until when Pro and the links last", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await signUpByApi(request, { companyName: "Paying Co" });
  await storeSession(page, session);
  await page.goto("/pricing");
  await page.getByRole("article", { name: "Pro", exact: true }).getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.getByRole("button", { name: "Confirm payment" }).click();
  await expect(page.getByText("Payment successful! Your Pro plan is now active.")).toBeVisible();
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const shareUrl = await shareByApi(
    request,
    auth,
    await createVemo(request, { session, auth, companyName: "Paying Co" }, "Paid tour"),
  );

  await page.goto("/profile");
  await page.getByRole("tab", { name: "Subscription & Billing" }).click();
  await expect(page.getByText("Pro — paid; the first 7 days are your trial period.")).toBeVisible();
  await expect(page.getByText("Trial", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Cancel Subscription" }).click();
  const reloaded = page.waitForEvent("load");
  await page.getByRole("dialog").getByRole("button", { name: "Yes, Cancel" }).click();
  await expect(page.getByText("Subscription cancelled successfully")).toBeVisible();
  await reloaded;
  // Still on Subscription & Billing, with the outcome.
  await expect(page.getByRole("tab", { name: "Subscription & Billing" })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByText(/^Cancelled — you keep Pro until \d+\/\d+\/\d{4}; your links keep working until then\./),
  ).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByText("Trial", { exact: true })).toHaveCount(0);

  // As it says: the shared link still opens.
  await page.goto(shareUrl);
  await expect(page.getByRole("heading", { name: "Paid tour" })).toBeVisible();
});

test("a Google user who opens a deep link while signed out lands on that page after signing in", async ({
  page,
  request,
  browser,
}) => {
  // Two round trips through the identity provider, each given SIGN_IN_MS (30 s) on a busy machine.
  test.setTimeout(90_000);
  const login = uniqueEmail("google");
  await page.goto("/login");
  await signInWithGoogle(page, login);
  // The round trip through the identity provider takes a while on a busy machine.
  await expect(page).toHaveURL(/\/create$/, { timeout: 20_000 });
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  await expectOk(
    await request.post("/api/companies", {
      headers: { authorization: `Bearer ${token}` },
      data: { name: "Google Co" },
    }),
  );

  const signedOut = await (await browser.newContext()).newPage();
  await signedOut.goto("/settings?from=notice");
  await expect(signedOut).toHaveURL(/\/login$/);
  await signInWithGoogle(signedOut, login);
  await expect(signedOut).toHaveURL(/\/settings\?from=notice$/, { timeout: 20_000 });
  await expect(signedOut.getByRole("heading", { name: "Settings" })).toBeVisible();
});

test("the API reference shows its first operations before its interactive page has loaded", async ({ page }) => {
  // The interactive reference's script is held back until the outline has been read: on a fast
  // machine it may replace the outline before a second look.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route("**/api/docs/js/scalar.js", async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto("/api/docs/", { waitUntil: "commit" });
  const outline = page.getByRole("main", { name: "API outline" });
  await expect(outline.getByText("Whether the server and its database answer")).toBeVisible();
  await expect(outline.getByText("/api/vemos/{id}/share", { exact: true })).toBeVisible();
  releaseScript();
  // Then the interactive reference takes its place (how fast each comes: npm run bench -- api-reference).
  await expect(page.locator(".references-rendered").getByText("Vemo API").first()).toBeVisible({ timeout: 30_000 });
  await expect(outline).toBeHidden();
});

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size, hasTouch: viewport.name === "phone" });

    test("a signed-out owner following a notice's link signs in and lands on that prospect's details", async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(90_000);
      const owner = await createProOwner(request);
      const vemoId = await createVemo(request, owner, "Deep link tour");
      const deepLink = await prospectDeepLink(request, browser, owner, { vemoId, vemoTitle: "Deep link tour" });

      await page.goto(deepLink);
      await expect(page).toHaveURL(/\/login$/);
      await signInWithPassword(page, owner.session.user.email);

      const details = page.getByRole("dialog", { name: "Interaction Details" });
      await expect(details.getByRole("heading", { name: PROSPECT.clientName })).toBeVisible();
      expect(page.url().endsWith(deepLink)).toBe(true);
      await details.getByRole("button", { name: "Close" }).click();

      // The list keeps each customer's demo on one line and View Details on screen.
      const viewDetails = page.getByRole("button", { name: "View Details" });
      await expect(viewDetails).toBeInViewport();
      const box = await viewDetails.boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.size.width);
      const demoLines = await page.getByText("Deep link tour", { exact: true }).evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getClientRects().length;
      });
      expect(demoLines).toBe(1);
    });

    test("with lead capture on, a visitor sees the greeting and the question box first, and the form at their first question", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const owner = await createProOwner(request);
      const vemoId = await createVemo(request, owner, "Lead tour");
      await expectOk(await request.patch(`/api/vemos/${vemoId}`, { headers: owner.auth, data: { leadCapture: true } }));
      const shareUrl = await shareByApi(request, owner.auth, vemoId);

      // A visitor: this page has no owner's session in it.
      const visitorPage = page;
      await visitorPage.goto(shareUrl);
      await expect(visitorPage.getByText("Welcome to the Lead tour!", { exact: false })).toBeVisible();
      const question = visitorPage.getByRole("textbox", { name: "Question" });
      await expect(question).toBeInViewport();
      await expect(visitorPage.getByRole("dialog")).toHaveCount(0);

      await question.fill("What does it cost?");
      await question.press("Enter");
      const form = visitorPage.getByRole("dialog", { name: "Tell us who you are" });
      await expect(form).toBeVisible();
      await form.getByLabel("Name").fill("Mary Jackson");
      await form.getByLabel("Email").fill("mary@langley.example");
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(form).toHaveCount(0);
      // The question is answered (here, that the Vemo has nothing on it yet) on the visitor's own link.
      await expect(
        visitorPage.getByRole("log", { name: "Chat messages" }).getByText("AI", { exact: true }),
      ).toHaveCount(2, {
        timeout: 30_000,
      });
      expect(visitorPage.url()).not.toBe(shareUrl);
    });

    test("the share page's question box is on the first screen, under a compact header, and two CTAs lead to two places", async ({
      page,
      request,
    }) => {
      const owner = await createProOwner(request);
      const meetingUrl = "https://calendly.com/orbit/intro";
      await setCtaSettings(request, owner, { meetingUrl });
      const shareUrl = await shareByApi(request, owner.auth, await createVemo(request, owner, "Phone tour"));

      // With the defaults both buttons would open the meeting link: only Book a Meeting shows.
      await page.goto(shareUrl);
      await expect(page.getByRole("link", { name: "Book a Meeting" })).toHaveAttribute("href", meetingUrl);
      await expect(page.getByText("Contact Sales", { exact: true })).toHaveCount(0);

      await setCtaSettings(request, owner, {
        meetingUrl,
        targets: {
          book_meeting: { kind: "meeting_link", value: "" },
          contact_sales: { kind: "email", value: "sales@orbit.example" },
          request_demo: { kind: "meeting_link", value: "" },
        },
      });
      await page.reload();
      await expect(page.getByRole("link", { name: "Book a Meeting" })).toHaveAttribute("href", meetingUrl);
      await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
        "href",
        "mailto:sales@orbit.example",
      );

      await expect(page.getByRole("textbox", { name: "Question" })).toBeInViewport({ ratio: 1 });
      const header = await page.getByRole("banner").boundingBox();
      expect(header?.height ?? Infinity).toBeLessThanOrEqual(viewport.size.height / 3);
    });
  });
}
