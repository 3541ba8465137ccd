import { expect, test } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import {
  createProcessedVemo,
  createProOwner,
  createVemo,
  expectOk,
  expireShortly,
  shareByApi,
} from "../fixtures/pro-owner.ts";
import { storeSession } from "../fixtures/session.ts";

// What a buyer whose browser asks for Spanish sees. The same screens in English (and the views they do
// not record) are in link-controls.spec.ts.

/**
 * Opens the link in a browser of its own set to `locale` (which it asks for in Accept-Language), counting the viewer
 * sessions the page starts.
 */
async function openAs(
  browser: Browser,
  url: string,
  locale: string,
): Promise<{ page: Page; sessionsStarted: () => number }> {
  const page = await (await browser.newContext({ locale })).newPage();
  let sessions = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/sessions$/.test(new URL(request.url()).pathname)) sessions += 1;
  });
  await page.goto(url);
  return { page, sessionsStarted: () => sessions };
}

test("with Accept-Language: es (a Spanish browser) the share page and its answers are in Spanish", async ({
  browser,
  request,
}) => {
  const owner = await createProOwner(request);
  const title = "Orbit tour";
  const vemoId = await createProcessedVemo(request, owner, title);
  const url = await shareByApi(request, owner.auth, vemoId);

  const { page } = await openAs(browser, url, "es-ES");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText("Vemo compartido", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Haz preguntas sobre este Vemo" })).toBeVisible();
  await expect(page.getByText(`¡Te damos la bienvenida a ${title}!`, { exact: false })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Pregunta" })).toHaveAttribute(
    "placeholder",
    "Haz una pregunta sobre este Vemo...",
  );
  await expect(page.getByRole("region", { name: "Reproductor de vídeo" })).toBeVisible();
  await expect(page.getByText("Vídeo 1 de 2")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveText("Con la tecnología de Vemo AI");
  await expect(page.getByText("Loading shared Vemo...")).toHaveCount(0);

  // The built-in engine answers from the content as it is, and says in Spanish when it cannot.
  const question = page.getByRole("textbox", { name: "Pregunta" });
  await question.fill("Does Orbit support single sign-on with Okta?");
  await question.press("Enter");
  await expect(
    page.getByRole("log").getByText("No he encontrado eso en los vídeos ni en los documentos de esta demo."),
  ).toBeVisible({ timeout: 30_000 });
});

test("the owner pins German in the editor: a browser asking for Spanish gets German", async ({
  page,
  browser,
  request,
}) => {
  const owner = await createProOwner(request);
  const vemoId = await createVemo(request, owner, "Orbit tour for Berlin");
  const url = await shareByApi(request, owner.auth, vemoId);

  await storeSession(page, owner.session);
  await page.goto(`/view-vemo/${vemoId}`);
  await page.getByRole("tab", { name: "Details" }).click();
  await page.getByLabel("Share page language").selectOption({ label: "Deutsch" });
  await expect
    .poll(async () => (await (await request.get(`/api/vemos/${vemoId}`, { headers: owner.auth })).json()).data.language)
    .toBe("de");

  const visitor = await openAs(browser, url, "es");
  await expect(visitor.page.getByRole("heading", { name: "Fragen zu diesem Vemo stellen" })).toBeVisible();
  await expect(visitor.page.locator("html")).toHaveAttribute("lang", "de");
});

test("a disabled, an expired and a passcode link show their screens in Spanish", async ({ browser, request }) => {
  // Three screens in browsers of their own, and a real wait for the expiry (expireShortly).
  test.setTimeout(60_000);
  const owner = await createProOwner(request);
  const title = "Orbit private tour";
  const vemoId = await createVemo(request, owner, title);
  const publicUrl = await shareByApi(request, owner.auth, vemoId);
  const made = await request.post("/api/vemos/bulk-share", {
    headers: owner.auth,
    data: {
      vemoId,
      operationSource: "few_links",
      clientData: [
        { clientName: "Bea Ruiz", email: "bea@prospect.example", companyName: "Panadería" },
        { clientName: "Carlos Gil", email: "carlos@prospect.example", companyName: "Taller" },
      ],
    },
  });
  await expectOk(made);
  const [bea, carlos] = (await made.json()).data as { shareUrl: string; shareId: string }[];
  const patch = async (shareId: string, data: Record<string, unknown>) =>
    expectOk(await request.patch(`/api/share-links/${shareId}`, { headers: owner.auth, data }));

  await patch(bea!.shareId, { disabled: true });
  const disabled = await openAs(browser, bea!.shareUrl, "es");
  await expect(disabled.page.getByRole("heading", { name: "Enlace no encontrado" })).toBeVisible();
  await expect(disabled.page.getByText("Su propietario ha desactivado este enlace.")).toBeVisible();
  expect(disabled.sessionsStarted()).toBe(0);

  await expireShortly(request, owner.auth, carlos!.shareId);
  const expired = await openAs(browser, carlos!.shareUrl, "es");
  await expect(expired.page.getByText("Este enlace ha caducado.")).toBeVisible();
  expect(expired.sessionsStarted()).toBe(0);

  const publicLink = await request.post(`/api/vemos/${vemoId}/share`, { headers: owner.auth });
  await expectOk(publicLink);
  await patch((await publicLink.json()).shareId, { passcode: "orbit-2026" });
  const locked = await openAs(browser, publicUrl, "es");
  await expect(locked.page.getByRole("heading", { name: "Se necesita un código de acceso" })).toBeVisible();
  await locked.page.getByLabel("Código de acceso").fill("wrong-guess");
  await locked.page.getByRole("button", { name: "Abrir" }).click();
  await expect(locked.page.getByRole("alert")).toHaveText("Ese código de acceso no es correcto. Vuelve a intentarlo.");
  expect(locked.sessionsStarted()).toBe(0);
  await locked.page.getByLabel("Código de acceso").fill("orbit-2026");
  await locked.page.getByRole("button", { name: "Abrir" }).click();
  await expect(locked.page.getByRole("heading", { name: title })).toBeVisible();
  await expect.poll(() => locked.sessionsStarted()).toBe(1);
});
