// Set-up shared by the team, API-key and activity tests: an organisation on a plan, and teammates who joined it through the API.
import type { InvitableRole } from "@vemo/shared/rules/team";
import type { SubscriptionPlan } from "@vemo/shared/rules/plans";
import { eq } from "drizzle-orm";
import { companies } from "../../platform/db/schema.ts";
import { signUp, signUpWithCompany, type SignedInUser } from "../../test/factories.ts";
import type { TestApp } from "../../test/test-app.ts";

export type Owner = SignedInUser & { companyId: string };

let sequence = 0;

/** A signed-up owner whose organisation is on `plan`. */
export async function ownerOn(testApp: TestApp, plan: SubscriptionPlan, name = "Acme Sales"): Promise<Owner> {
  const owner = await signUpWithCompany(testApp.app, name);
  await setPlan(testApp, owner.companyId, plan);
  return owner;
}

export async function setPlan(testApp: TestApp, companyId: string, plan: SubscriptionPlan): Promise<void> {
  await testApp.database.db.update(companies).set({ subscriptionPlan: plan }).where(eq(companies.id, companyId));
}

export function invite(testApp: TestApp, inviter: SignedInUser, email: string, role: InvitableRole = "member") {
  return testApp.app.inject({
    method: "POST",
    url: "/api/team/invitations",
    headers: inviter.auth,
    payload: { email, role },
  });
}

/** The token at the end of an invitation link. */
export function tokenOf(inviteUrl: string): string {
  return inviteUrl.split("/invite/")[1]!;
}

export function accept(testApp: TestApp, user: SignedInUser, token: string) {
  return testApp.app.inject({ method: "POST", url: `/api/team/invitations/${token}/accept`, headers: user.auth });
}

/** A new person invited by `inviter` with `role`, signed up with the invited address, who accepted. */
export async function joinTeam(testApp: TestApp, inviter: Owner, role: InvitableRole): Promise<Owner> {
  sequence += 1;
  const email = `teammate${sequence}-${Date.now()}@example.com`;
  const invited = await invite(testApp, inviter, email, role);
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const user = await signUp(testApp.app, { email });
  const accepted = await accept(testApp, user, tokenOf(invited.json().data.inviteUrl));
  if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.body}`);
  return { ...user, companyId: inviter.companyId };
}

/** Signs in again with the factory's password, as the person would after their session ended. */
export function signInAgain(testApp: TestApp, user: SignedInUser) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: "correct horse battery" },
  });
}
