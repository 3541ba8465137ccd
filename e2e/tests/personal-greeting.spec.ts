import { expect, test } from "@playwright/test";
import { bobsLink, createProOwner, createVemo, expectOk, shareByApi } from "../fixtures/pro-owner.ts";

test("'Hi {first_name}' and 'Book a call, {first_name}' greet Bob by name on his link and read naturally on the public link", async ({
  browser,
  request,
}) => {
  const owner = await createProOwner(request);
  const settings = (await (await request.get("/api/settings", { headers: owner.auth })).json()).data;
  const ctaButtons = settings.ctaButtons;
  ctaButtons.targets.book_meeting.label = "Book a call, {first_name}";
  await expectOk(await request.put("/api/settings", { headers: owner.auth, data: { ...settings, ctaButtons } }));
  const vemoId = await createVemo(request, owner, "Orbit tour for {company}");
  await expectOk(
    await request.patch(`/api/vemos/${vemoId}`, {
      headers: owner.auth,
      data: { welcomeMessage: "Hi {first_name}, welcome to the Orbit tour!" },
    }),
  );
  const publicUrl = await shareByApi(request, owner.auth, vemoId);
  const bobs = await bobsLink(request, owner, vemoId);

  const bob = await (await browser.newContext()).newPage();
  await bob.goto(bobs.url);
  await expect(bob.getByRole("heading", { name: "Orbit tour for Bakery Inc" })).toBeVisible();
  const bobsChat = bob.getByRole("log", { name: "Chat messages" });
  await expect(bobsChat.getByText("Hi Bob, welcome to the Orbit tour!")).toBeVisible();
  await expect(bob.getByRole("button", { name: "Book a call, Bob" })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(publicUrl);
  await expect(visitor.getByRole("heading", { name: "Orbit tour", exact: true })).toBeVisible();
  const chat = visitor.getByRole("log", { name: "Chat messages" });
  await expect(chat.getByText("Hi, welcome to the Orbit tour!")).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Book a call", exact: true })).toBeVisible();
  await expect(visitor.getByText(/[{}]/)).toHaveCount(0);
});
