import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { TeamMember } from "@vemo/shared/contracts/team";
import {
  INVITABLE_ROLES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  roleAllows,
  roleRefusal,
  type InvitableRole,
  type TeamRole,
} from "@vemo/shared/rules/team";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { ApiError, errorMessage } from "../../../lib/api-client";
import {
  useChangeRole,
  useInvitations,
  useInvite,
  useRemoveMember,
  useRevokeInvitation,
  useTeam,
  useTransferOwnership,
} from "../hooks/use-team";
import { CopyButton } from "./copy-button";

const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Settings → Team: the people of the organisation, their roles, invitations and seats. */
export function TeamTab() {
  const team = useTeam();
  if (team.isPending) return null;
  if (team.isError) return <Notice tone="error">{errorMessage(team.error, "Failed to load your team")}</Notice>;
  const { data: members, you, seats } = team.data;
  const canManage = roleAllows(you.role, "admin");
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-sm text-slate-600">
        You are{" "}
        {ROLE_LABELS[you.role].toLowerCase() === "owner" ? "the owner" : `a ${ROLE_LABELS[you.role].toLowerCase()}`}:{" "}
        {ROLE_DESCRIPTIONS[you.role]}
        {!canManage && ` ${roleRefusal("admin").replace("do this", "invite people or change roles")}`}
      </p>
      <p className="text-sm font-medium text-slate-800">
        Seats: {seats.used} of {seats.limit ?? "unlimited"} used
      </p>
      <MemberList members={members} you={you} />
      {canManage && <InviteForm />}
      {canManage && <InvitationList />}
    </div>
  );
}

function MemberList({ members, you }: { members: TeamMember[]; you: { userId: string; role: TeamRole } }) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const failed = changeRole.error ?? remove.error ?? transfer.error;
  return (
    <section aria-labelledby="members-heading" className="space-y-2">
      <h3 id="members-heading" className="text-base font-semibold text-slate-900">
        Members
      </h3>
      {failed && <Notice tone="error">{errorMessage(failed, "That change failed. Please try again.")}</Notice>}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {members.map((member) => {
          const isYou = member.userId === you.userId;
          const editable = member.role !== "owner" && roleAllows(you.role, "admin");
          return (
            <li key={member.userId} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">
                  {member.name}
                  {isYou && " (you)"}
                </p>
                <p className="truncate text-xs text-slate-500">{member.email}</p>
              </div>
              {editable && member.role !== "owner" ? (
                <SelectField
                  label={`Role of ${member.name}`}
                  value={member.role}
                  options={ROLE_OPTIONS}
                  onChange={(role: InvitableRole) => changeRole.mutate({ userId: member.userId, role })}
                />
              ) : (
                <span className="text-sm text-slate-700">{ROLE_LABELS[member.role]}</span>
              )}
              {you.role === "owner" && member.role !== "owner" && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => {
                    if (window.confirm(`Make ${member.name} the owner? You will become an admin.`))
                      transfer.mutate(member.userId);
                  }}
                >
                  Make owner
                </button>
              )}
              {member.role !== "owner" && (editable || isYou) && (
                <button
                  type="button"
                  className={dangerButtonClass}
                  onClick={() => {
                    const question = isYou
                      ? "Leave this organization?"
                      : `Remove ${member.name}? Their Vemos and links stay.`;
                    if (window.confirm(question)) remove.mutate(member.userId);
                  }}
                >
                  {isYou ? "Leave" : "Remove"}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitableRole>("member");
  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail("") });
  }
  const needsUpgrade = invite.error instanceof ApiError && invite.error.fields.requiresUpgrade === true;
  return (
    <section aria-labelledby="invite-heading" className="space-y-3 border-t border-slate-200 pt-6">
      <h3 id="invite-heading" className="text-base font-semibold text-slate-900">
        Invite a teammate
      </h3>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Email"
          type="email"
          required
          value={email}
          onValueChange={setEmail}
          className="min-w-64 flex-1"
        />
        <SelectField label="Role" value={role} options={ROLE_OPTIONS} onChange={setRole} />
        <button type="submit" className={primaryButtonClass} disabled={invite.isPending}>
          Invite
        </button>
      </form>
      {invite.isError && (
        <Notice tone="error">
          {errorMessage(invite.error, "The invitation could not be sent. Please try again.")}
          {needsUpgrade && (
            <>
              {" "}
              <Link to="/pricing" className="font-medium underline">
                See plans
              </Link>
            </>
          )}
        </Notice>
      )}
      {invite.data && (
        <div className="space-y-1">
          <Notice tone="info">
            Invitation created for {invite.data.data.email}. Send them this link (it works once, for that address, for 7
            days):
          </Notice>
          <div className="flex items-center gap-2">
            <code
              aria-label="Invitation link"
              className="flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all"
            >
              {invite.data.data.inviteUrl}
            </code>
            <CopyButton text={invite.data.data.inviteUrl} />
          </div>
        </div>
      )}
    </section>
  );
}

function InvitationList() {
  const invitations = useInvitations(true);
  const revoke = useRevokeInvitation();
  if (!invitations.data || invitations.data.data.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="space-y-2">
      <h3 id="invitations-heading" className="text-base font-semibold text-slate-900">
        Open invitations
      </h3>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {invitations.data.data.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <span className="flex-1 text-slate-900">
              {invitation.email} · {ROLE_LABELS[invitation.role]} · expires{" "}
              {new Date(invitation.expiresAt).toLocaleDateString()}
            </span>
            <CopyButton text={invitation.inviteUrl} label="Copy link" />
            <button type="button" className={secondaryButtonClass} onClick={() => revoke.mutate(invitation.id)}>
              Revoke
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
