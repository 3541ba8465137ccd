import { expect, test } from "@playwright/test";
import { signUpByApi, storeSession } from "../fixtures/session.ts";

test("the owner pages run under the Content-Security-Policy without a violation", async ({ page, request }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`);
    });
  });
  await storeSession(page, await signUpByApi(request, { companyName: "Strict Pages Ltd" }));

  for (const path of ["/overview", "/vemos", "/create", "/settings", "/profile"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("main")).toBeVisible();
  }
  expect(violations).toEqual([]);
});
