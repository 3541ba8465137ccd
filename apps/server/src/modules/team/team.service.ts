import { randomBytes } from "node:crypto";
import {
  INVITATION_DAYS,
  ROLE_LABELS,
  roleRefusal,
  SEAT_LIMITS,
  type InvitableRole,
  type TeamRole,
} from "@vemo/shared/rules/team";
import type { SubscriptionPlan } from "@vemo/shared/rules/plans";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { Config } from "../../platform/config.ts";
import { recordActivity } from "../activity/activity.repository.ts";
import { revokeApiKeysOf } from "../api-keys/api-keys.repository.ts";
import { findUserById } from "../auth/auth.repository.ts";
import { isPaidAccess } from "../billing/billing.policy.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import { sendOwnerEmailJob } from "../notifications/send-owner-email.job.ts";
import { invitationUrl, personName } from "@vemo/shared/rules/team";
import {
  acceptInvitation as acceptInvitationRow,
  countSeats,
  countVemosOf,
  deleteEmptyCompany,
  deleteMember,
  findInvitationByToken,
  findMembership,
  insertInvitation,
  listMembers,
  listOpenInvitations,
  revokeInvitation as revokeInvitationRow,
  revokeOpenInvitationsFor,
  revokeSessionsOfUser,
  transferOwnership as transferOwnershipRows,
  updateMemberRole,
  type InvitationRow,
  type MemberRow,
} from "./team.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The plan whose seats apply: a subscription that is not running counts as Free. */
function seatPlan(company: CompanyRow): SubscriptionPlan {
  return isPaidAccess(company) ? company.subscriptionPlan : "free";
}

export async function readTeam(options: { db: Db; company: CompanyRow }) {
  const { db, company } = options;
  const [members, used] = await Promise.all([listMembers(db, company), countSeats(db, company.id, new Date())]);
  return { members, seats: { used, limit: SEAT_LIMITS[seatPlan(company)] } };
}

async function memberOf(db: Db, company: CompanyRow, userId: string): Promise<MemberRow> {
  const member = (await listMembers(db, company)).find((person) => person.userId === userId);
  if (!member) throw new AppError("not_found", "This person is not in your organization");
  return member;
}

/** Their access changes now: every session ends, and keys they made stop working when they can no longer make keys. */
async function endAccess(db: Db, company: CompanyRow, userId: string): Promise<void> {
  await revokeSessionsOfUser(db, userId);
  await revokeApiKeysOf(db, { companyId: company.id, userId });
}

export async function changeMemberRole(options: {
  db: Db;
  company: CompanyRow;
  actorUserId: string;
  userId: string;
  role: InvitableRole;
}): Promise<MemberRow> {
  const { db, company, actorUserId, userId, role } = options;
  const member = await memberOf(db, company, userId);
  if (member.role === "owner")
    throw new AppError("bad_request", "The owner's role changes only by transferring ownership");
  if (member.role === role) return member;
  await updateMemberRole(db, { companyId: company.id, userId, role });
  if (role === "member") await endAccess(db, company, userId);
  await recordActivity(db, {
    companyId: company.id,
    actorUserId,
    kind: "member.role_changed",
    target: member.email,
    detail: `${ROLE_LABELS[member.role]} → ${ROLE_LABELS[role]}`,
  });
  return { ...member, role };
}

/** Removes a teammate (or, for one's own id, leaves). Their Vemos and links stay with the organisation. */
export async function removeMember(options: {
  db: Db;
  company: CompanyRow;
  actorUserId: string;
  actorRole: TeamRole;
  userId: string;
}): Promise<void> {
  const { db, company, actorUserId, actorRole, userId } = options;
  const isLeaving = userId === actorUserId;
  if (!isLeaving && actorRole === "member") throw new AppError("forbidden", roleRefusal("admin"));
  const member = await memberOf(db, company, userId);
  if (member.role === "owner")
    throw new AppError(
      "bad_request",
      isLeaving
        ? "The owner cannot leave: transfer ownership first, or delete the organization"
        : "The owner cannot be removed",
    );
  await deleteMember(db, { companyId: company.id, userId });
  await endAccess(db, company, userId);
  await recordActivity(db, {
    companyId: company.id,
    actorUserId,
    kind: isLeaving ? "member.left" : "member.removed",
    target: member.email,
  });
}

export async function transferOwnership(options: {
  db: Db;
  company: CompanyRow;
  ownerUserId: string;
  userId: string;
}): Promise<void> {
  const { db, company, ownerUserId, userId } = options;
  if (userId === ownerUserId) throw new AppError("bad_request", "You already own this organization");
  const member = await memberOf(db, company, userId);
  if (!(await transferOwnershipRows(db, { companyId: company.id, fromUserId: ownerUserId, toUserId: userId })))
    throw new AppError("not_found", "This person is not in your organization");
  await recordActivity(db, {
    companyId: company.id,
    actorUserId: ownerUserId,
    kind: "ownership.transferred",
    target: member.email,
  });
}

function seatRefusal(company: CompanyRow, limit: number): AppError {
  const plan = seatPlan(company);
  const message =
    plan === "free"
      ? "Your Free plan is for the owner alone. Upgrade to Pro to invite up to 5 people."
      : `Your ${plan === "pro" ? "Pro" : "Enterprise"} plan allows up to ${limit} people, counting open invitations. Upgrade to Enterprise for unlimited teammates, or remove someone first.`;
  return new AppError("forbidden", message, { requiresUpgrade: true, currentPlan: plan, seatLimit: limit });
}

export async function inviteTeammate(options: {
  db: Db;
  config: Config;
  jobs: Pick<JobRunner, "send">;
  company: CompanyRow;
  inviterUserId: string;
  email: string;
  role: InvitableRole;
}): Promise<InvitationRow> {
  const { db, config, jobs, company, inviterUserId, email, role } = options;
  const now = new Date();
  const members = await listMembers(db, company);
  if (members.some((member) => member.email === email))
    throw new AppError("conflict", `${email} is already in your organization`);
  const limit = SEAT_LIMITS[seatPlan(company)];
  const open = await listOpenInvitations(db, { companyId: company.id, now });
  // A new invitation to the same address replaces the open one, so it takes no extra seat.
  const seatsTaken = (await countSeats(db, company.id, now)) - (open.some((i) => i.email === email) ? 1 : 0);
  if (limit !== null && seatsTaken >= limit) throw seatRefusal(company, limit);

  await revokeOpenInvitationsFor(db, { companyId: company.id, email, now });
  const invitation = await insertInvitation(db, {
    companyId: company.id,
    email,
    role,
    token: randomBytes(24).toString("base64url"),
    invitedByUserId: inviterUserId,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
  });
  await recordActivity(db, {
    companyId: company.id,
    actorUserId: inviterUserId,
    kind: "member.invited",
    target: email,
    detail: ROLE_LABELS[role],
  });
  if (config.notifications.mail) {
    const inviter = await findUserById(db, inviterUserId);
    const from = (inviter && personName(inviter.firstName, inviter.lastName)) || "A teammate";
    await jobs.send(sendOwnerEmailJob, {
      to: email,
      subject: `${from} invited you to ${company.name} on Vemo`,
      text: [
        `${from} invited you to join ${company.name} on Vemo as ${ROLE_LABELS[role].toLowerCase()}.`,
        "",
        `Accept the invitation: ${invitationUrl(config.publicUrl, invitation.token)}`,
        "",
        `The link works for ${email} only and expires in ${INVITATION_DAYS} days.`,
      ].join("\n"),
    });
  }
  return invitation;
}

export async function listInvitations(options: { db: Db; company: CompanyRow }) {
  return listOpenInvitations(options.db, { companyId: options.company.id, now: new Date() });
}

export async function revokeInvitation(options: {
  db: Db;
  company: CompanyRow;
  actorUserId: string;
  id: string;
}): Promise<void> {
  const revoked = await revokeInvitationRow(options.db, {
    companyId: options.company.id,
    id: options.id,
    now: new Date(),
  });
  if (!revoked) throw new AppError("not_found", "Invitation not found, or it was already accepted or revoked");
  await recordActivity(options.db, {
    companyId: options.company.id,
    actorUserId: options.actorUserId,
    kind: "invitation.revoked",
    target: revoked.email,
  });
}

/** An invitation that can still be accepted, with its organisation and inviter; 404/409 with the reason otherwise. */
export async function openInvitation(options: { db: Db; token: string; now: Date }) {
  const found = await findInvitationByToken(options.db, options.token);
  if (!found || found.invitation.revokedAt)
    throw new AppError("not_found", "This invitation link is not valid any more. Ask for a new one.");
  if (found.invitation.acceptedAt) throw new AppError("conflict", "This invitation was already used.");
  if (found.invitation.expiresAt <= options.now)
    throw new AppError("not_found", "This invitation has expired. Ask for a new one.");
  return found;
}

/**
 * Joins the signed-in user to the invitation's organisation. The invitation is for one address;
 * someone who belongs to another organisation must leave it first, and an owner whose organisation
 * holds Vemos or a paid plan must delete it first (an empty one is replaced).
 */
export async function acceptInvitation(options: {
  db: Db;
  token: string;
  userId: string;
}): Promise<{ company: CompanyRow; role: InvitableRole }> {
  const { db, token, userId } = options;
  const now = new Date();
  const { invitation, company } = await openInvitation({ db, token, now });
  const user = await findUserById(db, userId);
  if (!user || user.email.toLowerCase() !== invitation.email)
    throw new AppError(
      "forbidden",
      `This invitation is for ${invitation.email}. Sign in with that address to accept it.`,
    );

  const current = await findMembership(db, userId);
  if (current?.company.id === company.id) throw new AppError("conflict", `You are already in ${company.name}`);
  if (current && current.role !== "owner")
    throw new AppError(
      "conflict",
      `You belong to ${current.company.name}. Leave it first (Settings → Team), then open this invitation again.`,
    );
  if (current) {
    const holdsData = (await countVemosOf(db, current.company.id)) > 0 || isPaidAccess(current.company);
    if (holdsData || !(await deleteEmptyCompany(db, current.company.id)))
      throw new AppError(
        "conflict",
        `You own ${current.company.name}, which has Vemos or a paid plan. Joining ${company.name} would lose it: delete it first (Settings → Organization), then open this invitation again.`,
        { ownedOrganization: current.company.name },
      );
  }

  const members = await listMembers(db, company);
  const limit = SEAT_LIMITS[seatPlan(company)];
  if (limit !== null && members.length >= limit) throw seatRefusal(company, limit);
  const spent = await acceptInvitationRow(db, { invitationId: invitation.id, userId, now });
  if (!spent) throw new AppError("conflict", "This invitation was already used.");
  await recordActivity(db, {
    companyId: company.id,
    actorUserId: userId,
    kind: "member.joined",
    target: invitation.email,
    detail: ROLE_LABELS[invitation.role],
  });
  return { company, role: invitation.role };
}
