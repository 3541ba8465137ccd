import { z } from "zod";
import { INVITABLE_ROLES, TEAM_ROLES } from "../rules/team.ts";

/** A teammate as the members list, "Shared by" labels and the activity log name them. */
export const Teammate = z.object({ id: z.string(), name: z.string() });
export type Teammate = z.infer<typeof Teammate>;

/** The `sharedBy` filter of the Vemos list, the interactions list and the bulk history: a teammate's user id. */
export const sharedByFilter = z.uuid({ error: "sharedBy must be a teammate's user id" }).optional();

export const TeamMember = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** GET /api/team/members: everyone in the caller's organisation, the caller's own role and the plan's seats. */
export const TeamMembersResponse = z.object({
  success: z.literal(true),
  data: z.array(TeamMember),
  you: z.object({ userId: z.string(), role: z.enum(TEAM_ROLES) }),
  /** People and open invitations count; `limit` null means unlimited. */
  seats: z.object({ used: z.number(), limit: z.number().nullable() }),
});
export type TeamMembersResponse = z.infer<typeof TeamMembersResponse>;

export const MemberParams = z.object({ userId: z.string().max(100) });
export type MemberParams = z.infer<typeof MemberParams>;

const invitableRole = z.enum(INVITABLE_ROLES, { error: "role must be admin or member" });

/** PATCH /api/team/members/{userId} */
export const UpdateMemberBody = z.object({ role: invitableRole });
export type UpdateMemberBody = z.infer<typeof UpdateMemberBody>;

export const MemberResponse = z.object({ success: z.literal(true), data: TeamMember });
export type MemberResponse = z.infer<typeof MemberResponse>;

export const TeamActionResponse = z.object({ success: z.literal(true), message: z.string() });
export type TeamActionResponse = z.infer<typeof TeamActionResponse>;

/** POST /api/team/transfer-ownership: the new owner (a current member); the old owner becomes an admin. */
export const TransferOwnershipBody = z.object({ userId: z.string({ error: "userId is required" }).max(100) });
export type TransferOwnershipBody = z.infer<typeof TransferOwnershipBody>;

/** POST /api/team/invitations */
export const CreateInvitationBody = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .max(254, "Email can be at most 254 characters")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  role: invitableRole,
});
export type CreateInvitationBody = z.input<typeof CreateInvitationBody>;

export const CreatedInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  /** The link the invitee opens; the inviter can always copy it (the e-mail is sent only when SMTP is set). */
  inviteUrl: z.string(),
  expiresAt: z.string(),
});
export const CreateInvitationResponse = z.object({ success: z.literal(true), data: CreatedInvitation });
export type CreateInvitationResponse = z.infer<typeof CreateInvitationResponse>;

export const Invitation = CreatedInvitation.extend({ invitedBy: Teammate.nullable(), createdAt: z.string() });
export type Invitation = z.infer<typeof Invitation>;

/** GET /api/team/invitations: the open invitations (not accepted, revoked or expired), newest first. */
export const InvitationsResponse = z.object({ success: z.literal(true), data: z.array(Invitation) });
export type InvitationsResponse = z.infer<typeof InvitationsResponse>;

export const InvitationIdParams = z.object({ id: z.string().max(100) });
/**
 * GET /api/team/invitations/{id} and its /accept take the link's token in the same place as the
 * id of DELETE /api/team/invitations/{id} (one router node, so one name; docs/decisions.md).
 */
export const InvitationTokenParams = z.object({
  id: z.string().max(100).meta({ description: "The invitation link's token (the end of inviteUrl)" }),
});

/** GET /api/team/invitations/{token}: what the invitation page shows before anyone signs in. */
export const InvitationPreviewResponse = z.object({
  success: z.literal(true),
  data: z.object({
    organization: z.string(),
    invitedBy: z.string().nullable(),
    email: z.string(),
    role: z.enum(INVITABLE_ROLES),
    expiresAt: z.string(),
  }),
});
export type InvitationPreviewResponse = z.infer<typeof InvitationPreviewResponse>;

/** POST /api/team/invitations/{token}/accept: the caller joined this organisation with this role. */
export const AcceptInvitationResponse = z.object({
  success: z.literal(true),
  data: z.object({ companyId: z.string(), organization: z.string(), role: z.enum(INVITABLE_ROLES) }),
});
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponse>;
