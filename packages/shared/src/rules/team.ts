import type { SubscriptionPlan } from "./plans.ts";

/** Who a person is in their organisation: one owner, any number of admins and members. */
export const TEAM_ROLES = ["owner", "admin", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation (or a role change) can give; ownership moves only by transfer. */
export const INVITABLE_ROLES = ["admin", "member"] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

const RANK: Record<TeamRole, number> = { member: 1, admin: 2, owner: 3 };

/** Whether `role` may do what needs `required` (an owner may do everything an admin may, and so on). */
export function roleAllows(role: TeamRole, required: TeamRole): boolean {
  return RANK[role] >= RANK[required];
}

export const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", admin: "Admin", member: "Member" };

/** What each role may do, as the Team tab explains it. */
export const ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  member: "Creates, edits and shares Vemos and sees every interaction of the organization.",
  admin: "Everything a member does, and manages settings, CTAs, notifications, webhooks, API keys and members.",
  owner: "Everything an admin does, and manages billing and can delete the organization. There is one owner.",
};

/** The refusal a person gets on a page or call their role does not allow. */
export function roleRefusal(required: TeamRole): string {
  return required === "owner"
    ? "Only the organization's owner can do this."
    : "Only the organization's owners and admins can do this.";
}

/** How many people (members and open invitations) a plan allows; null means no limit. */
export const SEAT_LIMITS: Record<SubscriptionPlan, number | null> = { free: 1, pro: 5, enterprise: null };

/** The seats line of the pricing page and billing tab. */
export function seatsLabel(plan: SubscriptionPlan): string {
  const limit = SEAT_LIMITS[plan];
  if (limit === null) return "Unlimited teammates";
  return limit === 1 ? "1 seat (the owner alone)" : `Up to ${limit} people`;
}

/** An invitation can be accepted for this long after it is sent. */
export const INVITATION_DAYS = 7;

/** API keys start with this, so they are told apart from sign-in tokens (and found by secret scanners). */
export const API_KEY_PREFIX = "vemo_sk_";
export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The activity log keeps this many days. */
export const ACTIVITY_RETENTION_DAYS = 90;

/** A person's name as Vemo shows it: first and last name, whichever are known. */
export function personName(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName].filter(Boolean).join(" ").trim();
}

/** Where an invitation is accepted. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/invite/${token}`;
}
