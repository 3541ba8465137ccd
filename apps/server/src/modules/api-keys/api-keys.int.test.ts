import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../../platform/db/schema.ts";
import { createVemoByApi } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { joinTeam, ownerOn, setPlan, type Owner } from "../team/team-test-support.ts";

describe("API keys", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: "25" } });
  });
  afterAll(() => testApp.close());

  async function createKey(owner: Owner, scope: "read" | "write", name = "CRM sync") {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/api-keys",
      headers: owner.auth,
      payload: { name, scope },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; key: string; prefix: string; scope: string };
  }
  const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

  it("shows a key once, stores only its hash, and lists it with prefix, creator and last use", async () => {
    const owner = await ownerOn(testApp, "pro");
    const created = await createKey(owner, "write");
    expect(created.key).toMatch(/^vemo_sk_[\w-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const stored = await testApp.database.db.select().from(apiKeys);
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const vemos = await testApp.app.inject({ method: "GET", url: "/api/vemos", headers: withKey(created.key) });
    expect(vemos.statusCode).toBe(200);
    const list = await testApp.app.inject({ method: "GET", url: "/api/api-keys", headers: owner.auth });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: created.id,
        name: "CRM sync",
        scope: "write",
        prefix: created.prefix,
        createdBy: { id: owner.id, name: "Ada Lovelace" },
        lastUsedAt: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(list.json())).not.toContain(created.key);
  });

  it("makes unique links from a CRM export with a write key, recorded as its creator's", async () => {
    const owner = await ownerOn(testApp, "pro");
    const vemoId = await createVemoByApi(testApp.app, owner);
    const { key } = await createKey(owner, "write");
    const shared = await testApp.app.inject({
      method: "POST",
      url: "/api/vemos/bulk-share",
      headers: withKey(key),
      payload: {
        vemoId,
        operationSource: "bulk_upload",
        originalFilename: "crm.csv",
        clientData: [{ clientName: "Pat Lee", email: "pat@example.com", companyName: "Lee Co" }],
      },
    });
    expect(shared.statusCode).toBe(200);
    const history = await testApp.app.inject({ method: "GET", url: "/api/vemos/bulk-uploads", headers: owner.auth });
    expect(history.json().data[0].shared_by).toEqual({ id: owner.id, name: "Ada Lovelace" });
  });

  it("refuses any change with a read key, and lets it read", async () => {
    const owner = await ownerOn(testApp, "pro");
    const { key } = await createKey(owner, "read");
    const create = await testApp.app.inject({
      method: "POST",
      url: "/api/vemos",
      headers: withKey(key),
      payload: { title: "Nope", companyId: owner.companyId, videos: [], websites: [] },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().error).toBe("This API key can only read (scope read): use a write key to make changes.");
    const read = await testApp.app.inject({
      method: "GET",
      url: "/api/analytics/customer-list",
      headers: withKey(key),
    });
    expect(read.statusCode).toBe(200);
  });

  it("stops a revoked key at once, and a key whose creator was removed", async () => {
    const owner = await ownerOn(testApp, "pro");
    const revoked = await createKey(owner, "write");
    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: `/api/api-keys/${revoked.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const refused = await testApp.app.inject({ method: "GET", url: "/api/vemos", headers: withKey(revoked.key) });
    expect(refused.statusCode).toBe(401);

    const admin = await joinTeam(testApp, owner, "admin");
    const adminsKey = await createKey(admin, "write", "Admin's script");
    await testApp.app.inject({ method: "DELETE", url: `/api/team/members/${admin.id}`, headers: owner.auth });
    const afterRemoval = await testApp.app.inject({
      method: "GET",
      url: "/api/vemos",
      headers: withKey(adminsKey.key),
    });
    expect(afterRemoval.statusCode).toBe(401);
  });

  it("reaches only its own organisation's data", async () => {
    const owner = await ownerOn(testApp, "pro");
    const other = await ownerOn(testApp, "pro", "Other Co");
    const theirVemo = await createVemoByApi(testApp.app, other, { title: "Theirs" });
    const { key } = await createKey(owner, "write");
    const read = await testApp.app.inject({ method: "GET", url: `/api/vemos/${theirVemo}`, headers: withKey(key) });
    expect(read.statusCode).toBe(404);
    const revoke = await testApp.app.inject({
      method: "DELETE",
      url: `/api/api-keys/${(await createKey(other, "read")).id}`,
      headers: owner.auth,
    });
    expect(revoke.statusCode).toBe(404);
  });

  it("is for Pro and Enterprise: Free cannot create keys, and a key stops when the plan lapses", async () => {
    const free = await ownerOn(testApp, "free");
    const refused = await testApp.app.inject({
      method: "POST",
      url: "/api/api-keys",
      headers: free.auth,
      payload: { name: "x", scope: "read" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ requiresUpgrade: true });

    const owner = await ownerOn(testApp, "pro");
    const { key } = await createKey(owner, "read");
    await setPlan(testApp, owner.companyId, "free");
    const lapsed = await testApp.app.inject({ method: "GET", url: "/api/vemos", headers: withKey(key) });
    expect(lapsed.statusCode).toBe(403);
  });

  it("counts each key against its own rate limit", async () => {
    const owner = await ownerOn(testApp, "pro");
    const first = await createKey(owner, "read", "first");
    const second = await createKey(owner, "read", "second");
    const statuses = [];
    for (let i = 0; i < 26; i += 1)
      statuses.push(
        (await testApp.app.inject({ method: "GET", url: "/api/vemos", headers: withKey(first.key) })).statusCode,
      );
    expect(statuses.slice(0, 25).every((status) => status === 200)).toBe(true);
    expect(statuses[25]).toBe(429);
    const other = await testApp.app.inject({ method: "GET", url: "/api/vemos", headers: withKey(second.key) });
    expect(other.statusCode).toBe(200);
    const person = await testApp.app.inject({ method: "GET", url: "/api/vemos", headers: owner.auth });
    expect(person.statusCode).toBe(200);
  });
});
