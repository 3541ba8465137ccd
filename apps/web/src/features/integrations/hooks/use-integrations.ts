import type { IntegrationName } from "@vemo/shared/contracts/integrations";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import {
  disconnectIntegration,
  fetchIntegrations,
  fetchIntegrationSyncs,
  saveIntegration,
  sendIntegrationTest,
} from "../api";

const integrationsQueryKey = ["integrations"] as const;
const syncsQueryKey = (name: IntegrationName) => ["integrations", name, "syncs"] as const;
/** While a sync may still be running (a test, a retry with back-off), the log is read again this often. */
const SYNC_LOG_REFRESH_MS = 3000;

export function useIntegrations() {
  return useQuery({ queryKey: integrationsQueryKey, queryFn: fetchIntegrations, retry: retryUnlessClientError });
}

export function useIntegrationSyncs(name: IntegrationName, enabled: boolean) {
  return useQuery({
    queryKey: syncsQueryKey(name),
    queryFn: () => fetchIntegrationSyncs(name),
    enabled,
    retry: retryUnlessClientError,
    refetchInterval: SYNC_LOG_REFRESH_MS,
  });
}

export function useSaveIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey }),
  });
}

export function useDisconnectIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey }),
  });
}

export function useSendIntegrationTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendIntegrationTest,
    onSuccess: (_result, name) => queryClient.invalidateQueries({ queryKey: syncsQueryKey(name) }),
  });
}
