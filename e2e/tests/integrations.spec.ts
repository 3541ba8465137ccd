import { expect, test } from "@playwright/test";
import { createProOwner } from "../fixtures/pro-owner.ts";
import { storeSession } from "../fixtures/session.ts";

test("an admin connects HubSpot with a private app's token, sends a test and sees it in the sync log", async ({
  page,
  request,
}) => {
  const owner = await createProOwner(request, `HubSpot ${Date.now()}`);
  await storeSession(page, owner.session);

  await page.goto("/settings");
  await page.getByRole("tab", { name: "Integrations" }).click();
  const hubspot = page.getByRole("region", { name: "HubSpot" });
  await expect(hubspot.getByText("Not connected")).toBeVisible();
  await hubspot.getByLabel("HubSpot access token").fill("pat-valid");
  await hubspot.getByRole("button", { name: "Connect HubSpot with this token" }).click();
  await expect(hubspot.getByText("Connected", { exact: true })).toBeVisible();
  await expect(hubspot.getByText("No syncs yet.")).toBeVisible();

  await hubspot.getByRole("button", { name: "Send test" }).click();
  const log = hubspot.getByRole("table", { name: "HubSpot syncs" });
  await expect(log.getByRole("row", { name: /test Done: Connected: HubSpot contacts can be read\. 1/ })).toBeVisible({
    timeout: 20_000,
  });
});
