import type { ClientConfigResponse } from "@vemo/shared/contracts/client-config";

export async function fetchClientConfig(): Promise<ClientConfigResponse> {
  const response = await fetch("/api/client-config");
  if (!response.ok) throw new Error(`Failed to load client configuration (${response.status})`);
  // Type-only import: the schema would pull zod into the landing bundle for a response our own server writes.
  return (await response.json()) as ClientConfigResponse;
}
