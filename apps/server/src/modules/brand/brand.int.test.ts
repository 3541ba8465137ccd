import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVemoByApi, multipartBody } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { shareVemo } from "../billing/billing-test-support.ts";
import { ownerOn, setPlan } from "../team/team-test-support.ts";

let testApp: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), "vemo-web-dist-"));
  await writeFile(path.join(distDir, "share.html"), "<html><head><title>Vemo</title></head><body></body></html>");
  testApp = await startTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

type Owner = Awaited<ReturnType<typeof ownerOn>>;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert('onload')">
  <script>alert('script')</script>
  <a href="javascript:alert('link')"><rect width="40" height="20" fill="#1e3a8a"/></a>
  <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.test"></iframe></foreignObject>
</svg>`;

const inject = (owner: Owner, method: "GET" | "PUT", payload?: object) =>
  testApp.app.inject({ method, url: "/api/settings/brand", headers: owner.auth, payload });

function uploadLogo(owner: Owner, file: { name: string; bytes: Uint8Array; type: string }) {
  const body = multipartBody(file);
  return testApp.app.inject({
    method: "POST",
    url: "/api/settings/brand/logo",
    headers: { ...owner.auth, ...body.headers },
    payload: body.payload,
  });
}

async function sharedToken(owner: Owner): Promise<string> {
  const vemoId = await createVemoByApi(testApp.app, owner);
  const shared = await shareVemo(testApp.app, owner, vemoId);
  return String(shared.json().shareUrl).split("/share/")[1]!;
}

describe("brand colour and Powered by Vemo", () => {
  it("keeps each organisation's colour to itself, and its share page wears it", async () => {
    const owner = await ownerOn(testApp, "pro");
    const other = await ownerOn(testApp, "pro");
    expect((await inject(owner, "GET")).json().data).toEqual({
      brandColor: null,
      hidePoweredBy: false,
      logoUrl: null,
      canHidePoweredBy: false,
    });

    const saved = await inject(owner, "PUT", { brandColor: "#1E3A8A", hidePoweredBy: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.brandColor).toBe("#1E3A8A");
    expect((await inject(other, "GET")).json().data.brandColor).toBeNull();

    const token = await sharedToken(owner);
    const page = await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${token}` });
    expect(page.json().data.brand).toEqual({ color: "#1E3A8A", logoUrl: null, poweredBy: true });
  });

  it("refuses a colour that is not a hex colour and keeps the saved one", async () => {
    const owner = await ownerOn(testApp, "pro");
    await inject(owner, "PUT", { brandColor: "#0f766e", hidePoweredBy: false });
    const refused = await inject(owner, "PUT", { brandColor: "teal; background:url(x)", hidePoweredBy: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("Brand colour must be a hex colour such as #4f46e5");
    expect((await inject(owner, "GET")).json().data.brandColor).toBe("#0f766e");
  });

  it("hides Powered by Vemo on Enterprise only, and shows it again after a downgrade", async () => {
    const pro = await ownerOn(testApp, "pro");
    const refused = await inject(pro, "PUT", { brandColor: null, hidePoweredBy: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: "White-label options require the Enterprise plan. Please upgrade to continue.",
      requiresUpgrade: true,
      currentPlan: "pro",
    });
    expect((await inject(pro, "GET")).json().data.hidePoweredBy).toBe(false);

    const enterprise = await ownerOn(testApp, "enterprise");
    const saved = await inject(enterprise, "PUT", { brandColor: null, hidePoweredBy: true });
    expect(saved.json().data).toMatchObject({ hidePoweredBy: true, canHidePoweredBy: true });
    const token = await sharedToken(enterprise);
    const read = () => testApp.app.inject({ method: "GET", url: `/api/vemos/share/${token}` });
    expect((await read()).json().data.brand.poweredBy).toBe(false);
    const html = (await testApp.app.inject({ method: "GET", url: `/share/${token}` })).body;
    expect(html).toContain("<title>Product tour - Acme Sales</title>");

    await setPlan(testApp, enterprise.companyId, "pro");
    expect((await read()).json().data.brand.poweredBy).toBe(true);
  });
});

describe("logo uploads", () => {
  it("stores a PNG, serves it to anyone and shows it on the share page and in its link preview", async () => {
    const owner = await ownerOn(testApp, "pro");
    const uploaded = await uploadLogo(owner, { name: "logo.png", bytes: PNG, type: "image/png" });
    expect(uploaded.statusCode).toBe(200);
    const { logoUrl } = uploaded.json().data;
    expect(logoUrl).toMatch(/^\/api\/brand-logos\/[0-9a-f-]{36}$/);

    const logo = await testApp.app.inject({ method: "GET", url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(logo.rawPayload.equals(PNG)).toBe(true);

    const token = await sharedToken(owner);
    const page = await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${token}` });
    expect(page.json().data.brand.logoUrl).toBe(logoUrl);
    const html = (await testApp.app.inject({ method: "GET", url: `/share/${token}` })).body;
    expect(html).toContain(`<meta property="og:image" content="${testApp.runtime.config.publicUrl}${logoUrl}" />`);
  });

  it("makes an SVG with script harmless: no script, handler, javascript: link or foreign object survives", async () => {
    const owner = await ownerOn(testApp, "pro");
    const uploaded = await uploadLogo(owner, {
      name: "logo.svg",
      bytes: Buffer.from(HOSTILE_SVG),
      type: "image/svg+xml",
    });
    expect(uploaded.statusCode).toBe(200);
    const logo = await testApp.app.inject({ method: "GET", url: uploaded.json().data.logoUrl });
    expect(logo.headers["content-type"]).toBe("image/svg+xml");
    expect(logo.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(logo.body).toContain('<rect width="40" height="20" fill="#1e3a8a"></rect>');
    expect(logo.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const hostile of ["<script", "onload", "javascript:", "foreignObject", "iframe", "alert"])
      expect(logo.body).not.toContain(hostile);
  });

  it("refuses a 20 MB file and a file that is not an image, and keeps the logo it had", async () => {
    const owner = await ownerOn(testApp, "pro");
    const first = await uploadLogo(owner, { name: "logo.png", bytes: PNG, type: "image/png" });
    const { logoUrl } = first.json().data;

    const huge = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    const tooLarge = await uploadLogo(owner, { name: "huge.png", bytes: huge, type: "image/png" });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe("The file is too large. The limit is 2 MB.");

    const disguised = await uploadLogo(owner, {
      name: "logo.png",
      bytes: Buffer.from("MZ not a png"),
      type: "image/png",
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error).toBe("The logo must be a PNG, JPEG or SVG image");

    expect((await inject(owner, "GET")).json().data.logoUrl).toBe(logoUrl);
    expect((await testApp.app.inject({ method: "GET", url: logoUrl })).statusCode).toBe(200);
  });

  it("removes the logo: the settings and the old address no longer have it", async () => {
    const owner = await ownerOn(testApp, "pro");
    const { logoUrl } = (await uploadLogo(owner, { name: "logo.png", bytes: PNG, type: "image/png" })).json().data;
    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: "/api/settings/brand/logo",
      headers: owner.auth,
    });
    expect(deleted.json().data.logoUrl).toBeNull();
    expect((await testApp.app.inject({ method: "GET", url: logoUrl })).statusCode).toBe(404);
  });

  it("changes only the caller's organisation's logo", async () => {
    const owner = await ownerOn(testApp, "pro");
    const other = await ownerOn(testApp, "pro");
    await uploadLogo(owner, { name: "logo.png", bytes: PNG, type: "image/png" });
    await testApp.app.inject({ method: "DELETE", url: "/api/settings/brand/logo", headers: other.auth });
    expect((await inject(owner, "GET")).json().data.logoUrl).not.toBeNull();
  });
});
