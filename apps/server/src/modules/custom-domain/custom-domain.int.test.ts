import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVemoByApi } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { shareVemo } from "../billing/billing-test-support.ts";
import { ownerOn, setPlan } from "../team/team-test-support.ts";

type Owner = Awaited<ReturnType<typeof ownerOn>>;

let testApp: TestApp;
let distDir: string;
/** A loopback host whose DNS "points at Vemo": it hands every request to the app, Host header and all. */
let cnameHost: http.Server;
let host: string;
/** What the loopback host does: pass requests on to Vemo, or answer a token of its own. */
let answersWith: "vemo" | string = "vemo";

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), "vemo-web-dist-"));
  await writeFile(path.join(distDir, "share.html"), "<html><head><title>Vemo</title></head><body></body></html>");
  testApp = await startTestApp({ env: { WEB_DIST_DIR: distDir, ALLOW_PRIVATE_NETWORK: "true" } });
  cnameHost = http.createServer(async (request, response) => {
    if (answersWith !== "vemo") return response.end(answersWith);
    const answer = await testApp.app.inject({
      method: "GET",
      url: request.url ?? "/",
      headers: { host: request.headers.host ?? "" },
    });
    response.writeHead(answer.statusCode, { "content-type": String(answer.headers["content-type"]) });
    response.end(answer.rawPayload);
  });
  await new Promise<void>((resolve) => cnameHost.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(cnameHost.address() as AddressInfo).port}`;
});
afterAll(async () => {
  cnameHost.close();
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

const domain = (owner: Owner, method: "GET" | "PUT" | "DELETE", payload?: object) =>
  testApp.app.inject({ method, url: "/api/settings/domain", headers: owner.auth, payload });
const verify = (owner: Owner) =>
  testApp.app.inject({ method: "POST", url: "/api/settings/domain/verify", headers: owner.auth });
const at = (requestHost: string, url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url, headers: { ...headers, host: requestHost } });

async function sharedToken(owner: Owner): Promise<string> {
  const vemoId = await createVemoByApi(testApp.app, owner);
  const shared = await shareVemo(testApp.app, owner, vemoId);
  return String(shared.json().shareUrl).split("/share/")[1]!;
}

describe("setting and verifying a custom domain", () => {
  it("is Enterprise only, and a host belongs to one organisation", async () => {
    const pro = await ownerOn(testApp, "pro");
    const refused = await domain(pro, "PUT", { host: "demo.pro.test" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("A custom domain requires the Enterprise plan. Please upgrade to continue.");
    expect((await domain(pro, "GET")).json().data).toBeNull();

    const first = await ownerOn(testApp, "enterprise");
    const second = await ownerOn(testApp, "enterprise");
    const set = await domain(first, "PUT", { host: "Demo.First.test" });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({
      host: "demo.first.test",
      status: "pending",
      dnsRecord: { type: "CNAME", name: "demo.first.test", value: "localhost" },
      verification: { url: "http://demo.first.test/.well-known/vemo-domain-verification" },
      shareOrigin: testApp.runtime.config.publicUrl,
    });
    const taken = await domain(second, "PUT", { host: "demo.first.test" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("This host is already used by another organization");
    expect((await domain(second, "GET")).json().data).toBeNull();
  });

  it("refuses hosts that are not host names, and Vemo's own", async () => {
    const owner = await ownerOn(testApp, "enterprise");
    for (const bad of ["https://demo.acme.test", "demo.acme.test/share", "demo", "a b.test"]) {
      const response = await domain(owner, "PUT", { host: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Enter a host name such as demo.acme.com (no https:// and no path)");
    }
    const own = await domain(owner, "PUT", { host: "localhost:8080" });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe("This is Vemo's own address: enter your own host, such as demo.acme.com");
  });

  it("verifies a host that answers this organisation's token over HTTP, and not one answering another", async () => {
    const owner = await ownerOn(testApp, "enterprise");
    const { token } = (await domain(owner, "PUT", { host })).json().data.verification;

    answersWith = "vemo-verify-someone-else";
    const wrong = await verify(owner);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(
      `${host} answered, but not with this organization's token: check that the CNAME points to Vemo.`,
    );
    expect((await domain(owner, "GET")).json().data.status).toBe("pending");

    answersWith = "vemo";
    expect((await at(host, "/.well-known/vemo-domain-verification")).body).toBe(token);
    const verified = await verify(owner);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ status: "verified", shareOrigin: `http://${host}` });
    await domain(owner, "DELETE");
  });
});

describe("share pages at a verified custom domain", () => {
  let owner: Owner;
  let token: string;
  let othersToken: string;
  beforeAll(async () => {
    answersWith = "vemo";
    owner = await ownerOn(testApp, "enterprise");
    token = await sharedToken(owner);
    othersToken = await sharedToken(await ownerOn(testApp, "enterprise", "Other Org"));
    await domain(owner, "PUT", { host });
    expect((await verify(owner)).statusCode).toBe(200);
  });

  it("serves the organisation's links with canonical, Open Graph and oEmbed URLs on the domain", async () => {
    const page = await at(host, `/share/${token}`);
    expect(page.statusCode).toBe(200);
    const url = `http://${host}/share/${token}`;
    expect(page.body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(page.body).toContain(`<meta property="og:url" content="${url}" />`);
    expect(page.body).toContain(`href="http://${host}/api/oembed?url=${encodeURIComponent(url)}&amp;format=json"`);
    expect((await at(host, `/api/vemos/share/${token}`)).json().data.title).toBe("Product tour");

    const oembed = await at(host, `/api/oembed?url=${encodeURIComponent(url)}&format=json`);
    expect(oembed.statusCode).toBe(200);
    expect(oembed.json().html).toContain(`src="${url}?embed=1"`);
  });

  it("gives the owner links on the domain to copy", async () => {
    const vemoId = await createVemoByApi(testApp.app, owner);
    expect((await shareVemo(testApp.app, owner, vemoId)).json().shareUrl).toMatch(new RegExp(`^http://${host}/share/`));
  });

  it("answers another organisation's token there with 404, and serves nothing of the owner app", async () => {
    expect((await at(host, `/share/${othersToken}`)).statusCode).toBe(404);
    expect((await at(host, `/api/vemos/share/${othersToken}`)).statusCode).toBe(404);
    expect((await at(host, "/")).statusCode).toBe(404);
    expect((await at(host, "/api/vemos", owner.auth)).statusCode).toBe(404);
    expect((await at(host, "/api/settings/domain", owner.auth)).statusCode).toBe(404);
  });

  it("still serves the links at PUBLIC_URL, and no share page at an unknown host", async () => {
    const publicHost = new URL(testApp.runtime.config.publicUrl).host;
    const atPublicUrl = await at(publicHost, `/share/${token}`);
    expect(atPublicUrl.statusCode).toBe(200);
    expect(atPublicUrl.body).toContain(`<link rel="canonical" href="http://${host}/share/${token}" />`);
    expect((await at(publicHost, `/share/${othersToken}`)).statusCode).toBe(200);
    expect((await at("unknown.example", `/share/${token}`)).statusCode).toBe(404);
  });

  it("stops serving the domain once the plan no longer has it, and links go back to PUBLIC_URL", async () => {
    await setPlan(testApp, owner.companyId, "pro");
    expect((await at(host, `/share/${token}`)).statusCode).toBe(404);
    const vemoId = await createVemoByApi(testApp.app, owner);
    const shareUrl = (await shareVemo(testApp.app, owner, vemoId)).json().shareUrl;
    expect(shareUrl.startsWith(`${testApp.runtime.config.publicUrl}/share/`)).toBe(true);
    await setPlan(testApp, owner.companyId, "enterprise");
  });
});
