import { expect, test } from "@playwright/test";
import { createProOwner, createVemo, expectOk, shareByApi } from "../fixtures/pro-owner.ts";

test("'Hi {first_name}' greets Bob by name on his link and reads naturally on the public link", async ({
  browser,
  request,
}) => {
  const owner = await createProOwner(request);
  const vemoId = await createVemo(request, owner, "Orbit tour for {company}");
  await expectOk(
    await request.patch(`/api/vemos/${vemoId}`, {
      headers: owner.auth,
      data: { welcomeMessage: "Hi {first_name}, welcome to the Orbit tour!" },
    }),
  );
  const publicUrl = await shareByApi(request, owner.auth, vemoId);
  const made = await request.post("/api/vemos/bulk-share", {
    headers: owner.auth,
    data: {
      vemoId,
      operationSource: "few_links",
      clientData: [{ clientName: "Bob Baker", email: "bob@bakery.example", companyName: "Bakery Inc" }],
    },
  });
  await expectOk(made);
  const bobsUrl: string = (await made.json()).data[0].shareUrl;

  const bob = await (await browser.newContext()).newPage();
  await bob.goto(bobsUrl);
  await expect(bob.getByRole("heading", { name: "Orbit tour for Bakery Inc" })).toBeVisible();
  const bobsChat = bob.getByRole("log", { name: "Chat messages" });
  await expect(bobsChat.getByText("Hi Bob, welcome to the Orbit tour!")).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(publicUrl);
  await expect(visitor.getByRole("heading", { name: "Orbit tour", exact: true })).toBeVisible();
  const chat = visitor.getByRole("log", { name: "Chat messages" });
  await expect(chat.getByText("Hi, welcome to the Orbit tour!")).toBeVisible();
  await expect(visitor.getByText(/[{}]/)).toHaveCount(0);
});
