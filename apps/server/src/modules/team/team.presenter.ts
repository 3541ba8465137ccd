import { invitationUrl, personName } from "@vemo/shared/rules/team";
import type { Invitation, TeamMember, Teammate } from "@vemo/shared/contracts/team";
import type { InvitationRow, MemberRow } from "./team.repository.ts";

/** A teammate as "Shared by" and the activity log name them; null when there is no one (the billing system). */
export function presentTeammate(id: string | null, firstName: string | null, lastName: string | null): Teammate | null {
  return id ? { id, name: personName(firstName, lastName) || "A teammate" } : null;
}

export function presentMember(member: MemberRow): TeamMember {
  return {
    userId: member.userId,
    email: member.email,
    name: personName(member.firstName, member.lastName) || member.email,
    role: member.role,
    joinedAt: member.joinedAt.toISOString(),
  };
}

export function presentInvitation(
  invitation: InvitationRow & { inviterFirstName: string | null; inviterLastName: string | null },
  publicUrl: string,
): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    inviteUrl: invitationUrl(publicUrl, invitation.token),
    expiresAt: invitation.expiresAt.toISOString(),
    invitedBy: presentTeammate(invitation.invitedByUserId, invitation.inviterFirstName, invitation.inviterLastName),
    createdAt: invitation.createdAt.toISOString(),
  };
}

/** The "Shared by" of a row selected with `sharedByColumns`. */
export function presentSharedBy(row: { sharedById: string | null; sharedByName: string | null }): Teammate | null {
  return presentTeammate(row.sharedById, row.sharedByName, null);
}
