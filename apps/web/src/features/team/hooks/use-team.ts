import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvitableRole } from "@vemo/shared/rules/team";
import { retryUnlessClientError } from "../../../lib/api-client";
import * as api from "../api";

const teamKey = ["team"] as const;

/** Everyone in the organisation, the caller's role and the plan's seats. */
export function useTeam() {
  return useQuery({ queryKey: [...teamKey, "members"], queryFn: api.fetchTeam, retry: retryUnlessClientError });
}

export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: [...teamKey, "invitations"],
    queryFn: api.fetchInvitations,
    retry: retryUnlessClientError,
    enabled,
  });
}

/** A change to the team; the members, invitations and seats are read again afterwards. */
function useTeamChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

export const useInvite = () => useTeamChange(api.createInvitation);
export const useRevokeInvitation = () => useTeamChange(api.revokeInvitation);
export const useRemoveMember = () => useTeamChange(api.removeMember);
export const useTransferOwnership = () => useTeamChange(api.transferOwnership);
export const useChangeRole = () =>
  useTeamChange(({ userId, role }: { userId: string; role: InvitableRole }) => api.changeRole(userId, role));

const apiKeysKey = ["api-keys"] as const;

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysKey, queryFn: api.fetchApiKeys, retry: retryUnlessClientError });
}

export function useApiKeyChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
