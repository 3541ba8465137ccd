import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AcceptInvitationResponse,
  CreateInvitationBody,
  CreateInvitationResponse,
  InvitationIdParams,
  InvitationPreviewResponse,
  InvitationsResponse,
  InvitationTokenParams,
  MemberParams,
  MemberResponse,
  TeamActionResponse,
  TeamMembersResponse,
  TransferOwnershipBody,
  UpdateMemberBody,
} from "@vemo/shared/contracts/team";
import type { RouteDeps } from "../../route-deps.ts";
import { currentUserId } from "../auth/authenticate.ts";
import { currentCompany } from "../companies/require-company.ts";
import { callerMembership } from "./membership.ts";
import { invitationUrl, personName } from "@vemo/shared/rules/team";
import { presentInvitation, presentMember } from "./team.presenter.ts";
import {
  acceptInvitation,
  changeMemberRole,
  inviteTeammate,
  listInvitations,
  openInvitation,
  readTeam,
  removeMember,
  revokeInvitation,
  transferOwnership,
} from "./team.service.ts";

type Options = Pick<RouteDeps, "runtime" | "requireUser" | "requireCompany">;

/** Teammates, their roles and invitations (docs/api.md § Team). */
export const teamRoutes: FastifyPluginAsyncZod<Options> = async (app, { runtime, requireUser, requireCompany }) => {
  const { db } = runtime.database;
  const { publicUrl } = runtime.config;
  const signedIn = { preValidation: requireUser, preHandler: requireCompany };

  app.get(
    "/api/team/members",
    {
      ...signedIn,
      config: { role: "member" },
      schema: {
        tag: "team",
        summary: "Everyone in the organisation, your role and the plan's seats",
        response: { 200: TeamMembersResponse },
      },
    },
    async (request) => {
      const { company, role } = (await callerMembership(db, request))!;
      const { members, seats } = await readTeam({ db, company });
      return {
        success: true as const,
        data: members.map(presentMember),
        you: { userId: currentUserId(request), role },
        seats,
      };
    },
  );

  app.patch(
    "/api/team/members/:userId",
    {
      ...signedIn,
      config: { role: "admin" },
      schema: {
        tag: "team",
        summary: "Change a teammate's role (admin or member)",
        params: MemberParams,
        body: UpdateMemberBody,
        response: { 200: MemberResponse },
      },
    },
    async (request) => {
      const member = await changeMemberRole({
        db,
        company: currentCompany(request),
        actorUserId: currentUserId(request),
        userId: request.params.userId,
        role: request.body.role,
      });
      return { success: true as const, data: presentMember(member) };
    },
  );

  // Members may call it for themselves only (leaving); removing someone else needs an admin (team.service.ts).
  app.delete(
    "/api/team/members/:userId",
    {
      ...signedIn,
      config: { role: "member" },
      schema: {
        tag: "team",
        summary: "Remove a teammate, or leave (your own id)",
        description: "Their sessions and API keys end at once; their Vemos and links stay with the organisation.",
        params: MemberParams,
        response: { 200: TeamActionResponse },
      },
    },
    async (request) => {
      const { company, role } = (await callerMembership(db, request))!;
      const actorUserId = currentUserId(request);
      await removeMember({ db, company, actorUserId, actorRole: role, userId: request.params.userId });
      const message = request.params.userId === actorUserId ? "You left the organization" : "Teammate removed";
      return { success: true as const, message };
    },
  );

  app.post(
    "/api/team/transfer-ownership",
    {
      ...signedIn,
      config: { role: "owner" },
      schema: {
        tag: "team",
        summary: "Make a teammate the owner; you become an admin",
        body: TransferOwnershipBody,
        response: { 200: TeamActionResponse },
      },
    },
    async (request) => {
      await transferOwnership({
        db,
        company: currentCompany(request),
        ownerUserId: currentUserId(request),
        userId: request.body.userId,
      });
      return { success: true as const, message: "Ownership transferred: you are now an admin" };
    },
  );

  app.get(
    "/api/team/invitations",
    {
      ...signedIn,
      config: { role: "admin" },
      schema: { tag: "team", summary: "Open invitations with their links", response: { 200: InvitationsResponse } },
    },
    async (request) => {
      const invitations = await listInvitations({ db, company: currentCompany(request) });
      return { success: true as const, data: invitations.map((row) => presentInvitation(row, publicUrl)) };
    },
  );

  app.post(
    "/api/team/invitations",
    {
      ...signedIn,
      config: { role: "admin" },
      schema: {
        tag: "team",
        summary: "Invite someone by e-mail (single-use link, 7 days)",
        description:
          "Refused with 403 and `requiresUpgrade` past the plan's seats (Free 1, Pro 5, Enterprise unlimited).",
        body: CreateInvitationBody,
        response: { 201: CreateInvitationResponse },
      },
    },
    async (request, reply) => {
      const invitation = await inviteTeammate({
        db,
        config: runtime.config,
        jobs: runtime.jobs,
        company: currentCompany(request),
        inviterUserId: currentUserId(request),
        ...request.body,
      });
      const { id, email, role, token, expiresAt } = invitation;
      return reply.status(201).send({
        success: true as const,
        data: { id, email, role, inviteUrl: invitationUrl(publicUrl, token), expiresAt: expiresAt.toISOString() },
      });
    },
  );

  app.delete(
    "/api/team/invitations/:id",
    {
      ...signedIn,
      config: { role: "admin" },
      schema: {
        tag: "team",
        summary: "Revoke an invitation",
        params: InvitationIdParams,
        response: { 200: TeamActionResponse },
      },
    },
    async (request) => {
      await revokeInvitation({
        db,
        company: currentCompany(request),
        actorUserId: currentUserId(request),
        id: request.params.id,
      });
      return { success: true as const, message: "Invitation revoked" };
    },
  );

  // Public: the invitation page shows who invites whom, to what, before the invitee signs in.
  app.get(
    "/api/team/invitations/:id",
    {
      schema: {
        tag: "team",
        summary: "Who invites whom to what, by the link's token",
        params: InvitationTokenParams,
        response: { 200: InvitationPreviewResponse },
      },
    },
    async (request) => {
      const found = await openInvitation({ db, token: request.params.id, now: new Date() });
      const { invitation, company } = found;
      return {
        success: true as const,
        data: {
          organization: company.name,
          invitedBy: personName(found.inviterFirstName, found.inviterLastName) || null,
          email: invitation.email,
          role: invitation.role,
          expiresAt: invitation.expiresAt.toISOString(),
        },
      };
    },
  );

  // Any signed-in person (with or without an organisation) may accept an invitation for their address.
  app.post(
    "/api/team/invitations/:id/accept",
    {
      preValidation: requireUser,
      config: { role: "any" },
      schema: {
        tag: "team",
        summary: "Join the organisation, signed in as the invited address",
        params: InvitationTokenParams,
        response: { 200: AcceptInvitationResponse },
      },
    },
    async (request) => {
      const { company, role } = await acceptInvitation({
        db,
        token: request.params.id,
        userId: currentUserId(request),
      });
      return { success: true as const, data: { companyId: company.id, organization: company.name, role } };
    },
  );
};
