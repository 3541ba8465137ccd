import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";
import { companyIdOf, expectOk, INTRO_URL } from "../fixtures/pro-owner.ts";
import { signUpByApi, storeSession } from "../fixtures/session.ts";

/** The serious and critical axe violations on the page as it is now, each with the elements it found. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** A signed-in owner (the Free plan is enough for these screens) with one Vemo of the given title. */
async function signInOwnerWithVemo(page: Page, request: APIRequestContext, title: string): Promise<void> {
  const session = await signUpByApi(request, { companyName: `Access ${Date.now()}` });
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const created = await request.post("/api/vemos", {
    headers: auth,
    data: {
      title,
      companyId: await companyIdOf(request, auth),
      calendlyLink: null,
      videos: [{ url: INTRO_URL }],
      websites: [],
    },
  });
  await expectOk(created);
  await storeSession(page, session);
}

test("the landing page has no serious accessibility violation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the owner's screens have no serious accessibility violation", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInOwnerWithVemo(page, request, "Accessible tour");

  for (const [path, heading] of [
    ["/overview", "Overview"],
    ["/create", "Create Vemo"],
    ["/vemos", "Vemos"],
    ["/pricing", /Pricing|Plan/],
    ["/profile", "Profile"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("status", { name: /Loading/ })).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("the preview and the share page have no serious accessibility violation", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInOwnerWithVemo(page, request, "Accessible preview");

  await page.goto("/vemos");
  const card = page.getByRole("article", { name: "Accessible preview" });
  await card.getByRole("button", { name: "Vemo actions" }).click();
  await card.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("dialog", { name: "Accessible preview" });
  await expect(preview.getByRole("textbox", { name: "Question" })).toBeVisible();
  expect(await seriousViolations(page), "preview").toEqual([]);

  await page.goto("/share/welcome-to-vemo");
  await expect(page.getByRole("textbox", { name: "Question" })).toBeVisible();
  expect(await seriousViolations(page), "share page").toEqual([]);
});
