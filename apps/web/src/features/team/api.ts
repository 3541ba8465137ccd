import {
  AcceptInvitationResponse,
  CreateInvitationResponse,
  InvitationPreviewResponse,
  InvitationsResponse,
  MemberResponse,
  TeamActionResponse,
  TeamMembersResponse,
  type CreateInvitationBody,
} from "@vemo/shared/contracts/team";
import {
  ApiKeysResponse,
  CreateApiKeyResponse,
  RevokeApiKeyResponse,
  type CreateApiKeyBody,
} from "@vemo/shared/contracts/api-keys";
import { ActivityResponse, type ActivityExportQuery } from "@vemo/shared/contracts/activity";
import type { InvitableRole } from "@vemo/shared/rules/team";
import { apiRequest } from "../../lib/api-client";

export const fetchTeam = () => apiRequest("/api/team/members", { schema: TeamMembersResponse });

export const changeRole = (userId: string, role: InvitableRole) =>
  apiRequest(`/api/team/members/${userId}`, { method: "PATCH", body: { role }, schema: MemberResponse });

export const removeMember = (userId: string) =>
  apiRequest(`/api/team/members/${userId}`, { method: "DELETE", schema: TeamActionResponse });

export const transferOwnership = (userId: string) =>
  apiRequest("/api/team/transfer-ownership", { method: "POST", body: { userId }, schema: TeamActionResponse });

export const fetchInvitations = () => apiRequest("/api/team/invitations", { schema: InvitationsResponse });

export const createInvitation = (body: CreateInvitationBody) =>
  apiRequest("/api/team/invitations", { method: "POST", body, schema: CreateInvitationResponse });

export const revokeInvitation = (id: string) =>
  apiRequest(`/api/team/invitations/${id}`, { method: "DELETE", schema: TeamActionResponse });

export const fetchInvitation = (token: string) =>
  apiRequest(`/api/team/invitations/${encodeURIComponent(token)}`, { auth: false, schema: InvitationPreviewResponse });

export const acceptInvitation = (token: string) =>
  apiRequest(`/api/team/invitations/${encodeURIComponent(token)}/accept`, {
    method: "POST",
    schema: AcceptInvitationResponse,
  });

export const fetchApiKeys = () => apiRequest("/api/api-keys", { schema: ApiKeysResponse });

export const createApiKey = (body: CreateApiKeyBody) =>
  apiRequest("/api/api-keys", { method: "POST", body, schema: CreateApiKeyResponse });

export const revokeApiKey = (id: string) =>
  apiRequest(`/api/api-keys/${id}`, { method: "DELETE", schema: RevokeApiKeyResponse });

export function activityQuery(filter: ActivityExportQuery & { page?: number }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, String(value));
  return params.size ? `?${params}` : "";
}

export const fetchActivity = (filter: ActivityExportQuery & { page: number }) =>
  apiRequest(`/api/activity${activityQuery(filter)}`, { schema: ActivityResponse });
