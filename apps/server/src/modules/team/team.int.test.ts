import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, teamInvitations } from "../../platform/db/schema.ts";
import { createVemoByApi, signUp, signUpWithCompany } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { bulkShare } from "../bulk-uploads/bulk-uploads-test-support.ts";
import { askShared, startSession } from "../sharing/viewer-test-support.ts";
import { accept, invite, joinTeam, ownerOn, setPlan, signInAgain, tokenOf } from "./team-test-support.ts";

// Each group has its own app: sign-ups count against the per-address sign-in limit (30 a minute).
describe("teammates", () => {
  let testApp: TestApp;
  const ownApp = () => {
    beforeAll(async () => {
      testApp = await startTestApp();
    });
    afterAll(() => testApp.close());
  };

  const get = (user: { auth: { authorization: string } }, url: string) =>
    testApp.app.inject({ method: "GET", url, headers: user.auth });

  describe("invitations", () => {
    ownApp();
    it("answers with a copyable link for that address and role, and shows who invites to what", async () => {
      const owner = await ownerOn(testApp, "pro");
      const response = await invite(testApp, owner, "Rep@Example.com", "admin");
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({ email: "rep@example.com", role: "admin" });
      expect(data.inviteUrl).toMatch(/^http:\/\/localhost:\d+\/invite\/[\w-]{20,}$/);
      expect(new Date(data.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

      const preview = await testApp.app.inject({
        method: "GET",
        url: `/api/team/invitations/${tokenOf(data.inviteUrl)}`,
      });
      expect(preview.json().data).toMatchObject({
        organization: "Acme Sales",
        invitedBy: "Ada Lovelace",
        email: "rep@example.com",
        role: "admin",
      });
      const list = await get(owner, "/api/team/invitations");
      expect(list.json().data).toEqual([expect.objectContaining({ id: data.id, inviteUrl: data.inviteUrl })]);
    });

    it("joins the invited person, who then sees the organisation's Vemos, and is spent after one use", async () => {
      const owner = await ownerOn(testApp, "pro");
      const vemoId = await createVemoByApi(testApp.app, owner, { title: "Team tour" });
      const invited = await invite(testApp, owner, "closer@example.com");
      const token = tokenOf(invited.json().data.inviteUrl);
      const person = await signUp(testApp.app, { email: "closer@example.com" });

      const accepted = await accept(testApp, person, token);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data).toMatchObject({ companyId: owner.companyId, role: "member" });
      const vemos = await get(person, "/api/vemos");
      expect(vemos.json().data.map((vemo: { id: string }) => vemo.id)).toContain(vemoId);
      const members = await get(person, "/api/team/members");
      expect(members.json().you).toEqual({ userId: person.id, role: "member" });
      expect(members.json().data.map((m: { role: string }) => m.role)).toEqual(["owner", "member"]);

      const again = await accept(testApp, person, token);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe("This invitation was already used.");
      expect((await testApp.app.inject({ method: "GET", url: `/api/team/invitations/${token}` })).statusCode).toBe(409);
    });

    it("refuses another address, and the invitation stays open for the right one", async () => {
      const owner = await ownerOn(testApp, "pro");
      const token = tokenOf((await invite(testApp, owner, "right@example.com")).json().data.inviteUrl);
      const stranger = await signUp(testApp.app, { email: "wrong@example.com" });
      const refused = await accept(testApp, stranger, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(
        "This invitation is for right@example.com. Sign in with that address to accept it.",
      );
      expect((await get(stranger, "/api/vemos")).statusCode).toBe(404);
      const right = await signUp(testApp.app, { email: "right@example.com" });
      expect((await accept(testApp, right, token)).statusCode).toBe(200);
    });

    it("refuses an expired or revoked invitation", async () => {
      const owner = await ownerOn(testApp, "pro");
      const expired = (await invite(testApp, owner, "late@example.com")).json().data;
      await testApp.database.db
        .update(teamInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(teamInvitations.id, expired.id));
      const late = await signUp(testApp.app, { email: "late@example.com" });
      const refused = await accept(testApp, late, tokenOf(expired.inviteUrl));
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe("This invitation has expired. Ask for a new one.");

      const revoked = (await invite(testApp, owner, "gone@example.com")).json().data;
      const revoking = await testApp.app.inject({
        method: "DELETE",
        url: `/api/team/invitations/${revoked.id}`,
        headers: owner.auth,
      });
      expect(revoking.statusCode).toBe(200);
      const gone = await signUp(testApp.app, { email: "gone@example.com" });
      const refusedRevoked = await accept(testApp, gone, tokenOf(revoked.inviteUrl));
      expect(refusedRevoked.statusCode).toBe(404);
      expect((await get(owner, "/api/team/invitations")).json().data).toEqual([]);
    });

    it("tells an owner whose organisation has Vemos to delete it first, and keeps it", async () => {
      const owner = await ownerOn(testApp, "pro");
      const other = await signUpWithCompany(testApp.app, "Other Co");
      const theirVemo = await createVemoByApi(testApp.app, other, { title: "Keep me" });
      const token = tokenOf((await invite(testApp, owner, other.email)).json().data.inviteUrl);

      const refused = await accept(testApp, other, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toContain("You own Other Co, which has Vemos or a paid plan");
      const stillTheirs = await get(other, `/api/vemos/${theirVemo}`);
      expect(stillTheirs.statusCode).toBe(200);
    });

    it("replaces an owner's empty organisation when they join", async () => {
      const owner = await ownerOn(testApp, "pro");
      const other = await signUpWithCompany(testApp.app, "Empty Co");
      const token = tokenOf((await invite(testApp, owner, other.email)).json().data.inviteUrl);
      expect((await accept(testApp, other, token)).statusCode).toBe(200);
      const companies = await get(other, "/api/companies");
      expect(companies.json().data.map((c: { id: string }) => c.id)).toEqual([owner.companyId]);
    });

    it("asks a member of another organisation to leave it first", async () => {
      const first = await ownerOn(testApp, "pro", "First Co");
      const second = await ownerOn(testApp, "pro", "Second Co");
      const member = await joinTeam(testApp, first, "member");
      const token = tokenOf((await invite(testApp, second, member.email)).json().data.inviteUrl);
      const refused = await accept(testApp, member, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        "You belong to First Co. Leave it first (Settings → Team), then open this invitation again.",
      );
      const leaving = await testApp.app.inject({
        method: "DELETE",
        url: `/api/team/members/${member.id}`,
        headers: member.auth,
      });
      expect(leaving.json()).toEqual({ success: true, message: "You left the organization" });
      const again = await signInAgain(testApp, member);
      const signedIn = { ...member, auth: { authorization: `Bearer ${again.json().data.tokens.accessToken}` } };
      expect((await accept(testApp, signedIn, token)).statusCode).toBe(200);
    });
  });

  describe("seats by plan", () => {
    ownApp();
    it("keeps a Free organisation to its owner, with the way to upgrade", async () => {
      const owner = await ownerOn(testApp, "free");
      const refused = await invite(testApp, owner, "rep@example.com");
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: "Your Free plan is for the owner alone. Upgrade to Pro to invite up to 5 people.",
        requiresUpgrade: true,
        currentPlan: "free",
        seatLimit: 1,
      });
      expect((await get(owner, "/api/team/members")).json().seats).toEqual({ used: 1, limit: 1 });
    });

    it("allows five people on Pro, counting open invitations, and a re-invitation takes no extra seat", async () => {
      const owner = await ownerOn(testApp, "pro");
      await joinTeam(testApp, owner, "member");
      for (const email of ["a@example.com", "b@example.com", "c@example.com"])
        expect((await invite(testApp, owner, email)).statusCode).toBe(201);
      expect((await invite(testApp, owner, "a@example.com")).statusCode).toBe(201);
      const refused = await invite(testApp, owner, "sixth@example.com");
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toContain("Your Pro plan allows up to 5 people, counting open invitations.");
      expect((await get(owner, "/api/team/members")).json().seats).toEqual({ used: 5, limit: 5 });
    });

    it("has no limit on Enterprise", async () => {
      const owner = await ownerOn(testApp, "enterprise");
      for (let i = 0; i < 6; i += 1)
        expect((await invite(testApp, owner, `person${i}@example.com`)).statusCode).toBe(201);
      expect((await get(owner, "/api/team/members")).json().seats).toEqual({ used: 7, limit: null });
    });

    it("refuses to join once the organisation's plan has lapsed to Free", async () => {
      const owner = await ownerOn(testApp, "pro");
      const token = tokenOf((await invite(testApp, owner, "later@example.com")).json().data.inviteUrl);
      await setPlan(testApp, owner.companyId, "free");
      const later = await signUp(testApp.app, { email: "later@example.com" });
      const refused = await accept(testApp, later, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().requiresUpgrade).toBe(true);
    });
  });

  describe("roles and access", () => {
    ownApp();
    it("ends a removed member's sessions on their next request; their Vemos and links stay with the organisation", async () => {
      const owner = await ownerOn(testApp, "pro");
      const member = await joinTeam(testApp, owner, "member");
      const vemoId = await createVemoByApi(testApp.app, member, { title: "Rep's tour" });
      const shared = await bulkShare(testApp, member, {
        vemoId,
        clientData: [{ clientName: "Pat Prospect", email: "pat@example.com", companyName: "Pat Co" }],
      });
      const token = new URL(shared.json().data[0].shareUrl).pathname.split("/").pop()!;

      const removing = await testApp.app.inject({
        method: "DELETE",
        url: `/api/team/members/${member.id}`,
        headers: owner.auth,
      });
      expect(removing.json()).toEqual({ success: true, message: "Teammate removed" });
      const after = await get(member, "/api/vemos");
      expect(after.statusCode).toBe(401);
      const refreshed = await testApp.app.inject({
        method: "POST",
        url: "/api/auth/refresh",
        payload: { refreshToken: member.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
      const live = await testApp.database.db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, member.id), isNull(refreshTokens.revokedAt)));
      expect(live).toEqual([]);

      const list = await get(owner, `/api/vemos?sharedBy=${member.id}`);
      expect(list.json().data).toEqual([
        expect.objectContaining({ id: vemoId, shared_by: { id: member.id, name: "Ada Lovelace" } }),
      ]);
      const page = await testApp.app.inject({ method: "GET", url: `/api/vemos/share/${token}` });
      expect(page.statusCode).toBe(200);
    });

    it("counts a visitor who leaves their details on a teammate's public link as shared by that teammate", async () => {
      const owner = await ownerOn(testApp, "pro");
      const member = await joinTeam(testApp, owner, "member");
      const vemoId = await createVemoByApi(testApp.app, member, { title: "Rep's open tour" });
      const post = (path: string, payload?: object) =>
        testApp.app.inject({ method: "POST", url: path, headers: member.auth, payload });
      const publicLink = (await post(`/api/vemos/${vemoId}/share`)).json();
      const lead = await testApp.app.inject({
        method: "PATCH",
        url: `/api/vemos/${vemoId}`,
        headers: member.auth,
        payload: { leadCapture: true },
      });
      expect(lead.statusCode).toBe(200);
      const token = new URL(publicLink.shareUrl).pathname.split("/").pop()!;
      const visitor = await testApp.app.inject({
        method: "POST",
        url: `/api/vemos/share/${token}/lead`,
        payload: { name: "Lee Visitor", email: "lee@example.com", company: "Lee Co" },
      });
      expect(visitor.statusCode).toBe(200);
      const prospectToken = visitor.json().shareToken;
      const sessionId = await startSession(testApp.app, prospectToken);
      const asked = await askShared(testApp.app, prospectToken, { question: "How much does it cost?", sessionId });
      expect(asked.statusCode).toBe(200);

      const list = await get(owner, `/api/analytics/customer-list?sharedBy=${member.id}`);
      expect(list.json().data).toEqual([
        expect.objectContaining({
          client_email: "lee@example.com",
          shared_by: { id: member.id, name: "Ada Lovelace" },
        }),
      ]);
    });

    it("lets an admin change a member's role, and lowering it ends their sessions", async () => {
      const owner = await ownerOn(testApp, "pro");
      const admin = await joinTeam(testApp, owner, "admin");
      const member = await joinTeam(testApp, owner, "member");
      const promote = await testApp.app.inject({
        method: "PATCH",
        url: `/api/team/members/${member.id}`,
        headers: admin.auth,
        payload: { role: "admin" },
      });
      expect(promote.json().data).toMatchObject({ userId: member.id, role: "admin" });
      expect((await get(member, "/api/team/invitations")).statusCode).toBe(200);

      const lower = await testApp.app.inject({
        method: "PATCH",
        url: `/api/team/members/${member.id}`,
        headers: owner.auth,
        payload: { role: "member" },
      });
      expect(lower.statusCode).toBe(200);
      expect((await get(member, "/api/vemos")).statusCode).toBe(401);
      const again = await signInAgain(testApp, member);
      const auth = { authorization: `Bearer ${again.json().data.tokens.accessToken}` };
      const refused = await testApp.app.inject({ method: "GET", url: "/api/team/invitations", headers: auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe("Only the organization's owners and admins can do this.");
    });

    it("refuses to change or remove the owner, and members cannot remove others", async () => {
      const owner = await ownerOn(testApp, "pro");
      const admin = await joinTeam(testApp, owner, "admin");
      const member = await joinTeam(testApp, owner, "member");
      const demote = await testApp.app.inject({
        method: "PATCH",
        url: `/api/team/members/${owner.id}`,
        headers: admin.auth,
        payload: { role: "member" },
      });
      expect(demote.statusCode).toBe(400);
      const remove = await testApp.app.inject({
        method: "DELETE",
        url: `/api/team/members/${owner.id}`,
        headers: admin.auth,
      });
      expect(remove.json().error).toBe("The owner cannot be removed");
      const byMember = await testApp.app.inject({
        method: "DELETE",
        url: `/api/team/members/${admin.id}`,
        headers: member.auth,
      });
      expect(byMember.statusCode).toBe(403);
      expect((await get(admin, "/api/team/members")).statusCode).toBe(200);
    });

    it("transfers ownership: the new owner manages billing, the old one becomes an admin", async () => {
      const owner = await ownerOn(testApp, "pro");
      const admin = await joinTeam(testApp, owner, "admin");
      const transfer = await testApp.app.inject({
        method: "POST",
        url: "/api/team/transfer-ownership",
        headers: owner.auth,
        payload: { userId: admin.id },
      });
      expect(transfer.statusCode).toBe(200);
      const members = (await get(admin, "/api/team/members")).json();
      expect(members.you.role).toBe("owner");
      expect(members.data).toEqual([
        expect.objectContaining({ userId: admin.id, role: "owner" }),
        expect.objectContaining({ userId: owner.id, role: "admin" }),
      ]);
      const cancel = await testApp.app.inject({
        method: "POST",
        url: `/api/subscription/${owner.companyId}/cancel`,
        headers: owner.auth,
      });
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json().error).toBe("Only the organization's owner can do this.");
      const byAdmin = await testApp.app.inject({
        method: "POST",
        url: "/api/team/transfer-ownership",
        headers: owner.auth,
        payload: { userId: admin.id },
      });
      expect(byAdmin.statusCode).toBe(403);
    });
  });
});
