import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityEvents } from "../../platform/db/schema.ts";
import { createVemoByApi } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { invite, joinTeam, ownerOn } from "../team/team-test-support.ts";
import { pruneActivityJob } from "./prune-activity.job.ts";

describe("activity log", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it("lists who did what, filters by actor and kind, exports CSV, and keeps 90 days", async () => {
    const owner = await ownerOn(testApp, "pro");
    const member = await joinTeam(testApp, owner, "member");
    await createVemoByApi(testApp.app, member, { title: "Rep's tour" });
    await invite(testApp, owner, "next@example.com", "admin");
    const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: owner.auth });

    const all = (await get("/api/activity")).json();
    expect(all.data.map((event: { kind: string }) => event.kind)).toEqual([
      "member.invited",
      "vemo.created",
      "member.joined",
      "member.invited",
    ]);
    expect(all.data[1]).toMatchObject({ actor: { id: member.id, name: "Ada Lovelace" }, target: "Rep's tour" });
    expect(all.data[0]).toMatchObject({ target: "next@example.com", detail: "Admin" });

    const byMember = (await get(`/api/activity?actor=${member.id}`)).json();
    expect(byMember.data.map((event: { kind: string }) => event.kind)).toEqual(["vemo.created", "member.joined"]);
    const invitations = (await get("/api/activity?kind=member.invited")).json();
    expect(invitations.total).toBe(2);
    expect((await get("/api/activity?kind=nonsense")).statusCode).toBe(400);

    const csv = await get(`/api/activity/export?actor=${member.id}`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("When,Who,What,Target,Detail");
    expect(lines[1]).toContain("Ada Lovelace,Created a Vemo,Rep's tour");
    expect(lines).toHaveLength(3);

    const memberView = await testApp.app.inject({ method: "GET", url: "/api/activity", headers: member.auth });
    expect(memberView.statusCode).toBe(403);

    const old = new Date(Date.now() - 91 * 24 * 3600 * 1000);
    await testApp.database.db
      .update(activityEvents)
      .set({ createdAt: old })
      .where(eq(activityEvents.kind, "member.joined"));
    expect((await get("/api/activity")).json().total).toBe(3);
    await pruneActivityJob.run({}, { ...testApp.runtime, jobId: "prune-test" });
    const left = await testApp.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.kind, "member.joined"));
    expect(left).toEqual([]);
  });
});
