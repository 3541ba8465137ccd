import {
  INTEGRATION_EVENT_CHOICES,
  type IntegrationState,
  type IntegrationSync,
} from "@vemo/shared/contracts/integrations";
import type { IntegrationSyncRow } from "./integrations.repository.ts";
import type { IntegrationStatus } from "./integrations.service.ts";

export function presentIntegration(status: IntegrationStatus): IntegrationState {
  const { row, lastSync } = status;
  return {
    name: status.name,
    connected: row !== null,
    unavailableReason: status.unavailableReason,
    oauthAvailable: status.oauthAvailable,
    authKind: row?.authKind ?? null,
    events: row?.events ?? [],
    eventChoices: [...INTEGRATION_EVENT_CHOICES[status.name]],
    connectedAt: row?.connectedAt.toISOString() ?? null,
    lastSync: lastSync
      ? { status: lastSync.status, at: lastSync.createdAt.toISOString(), reason: lastSync.reason }
      : null,
  };
}

export function presentSync(row: IntegrationSyncRow): IntegrationSync {
  return {
    id: row.id,
    sync_id: row.syncId,
    type: row.type,
    attempt: row.attempt,
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}
