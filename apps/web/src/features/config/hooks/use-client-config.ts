import { useQuery } from "@tanstack/react-query";
import { fetchClientConfig } from "../api";

export const clientConfigQueryKey = ["client-config"] as const;

/** Shown until the configuration arrives, and if it never does. */
const DEFAULT_SUPPORT_EMAIL = "support@vemo.local";

export function useClientConfig() {
  return useQuery({
    queryKey: clientConfigQueryKey,
    queryFn: fetchClientConfig,
    staleTime: Infinity,
  });
}

export function useSupportEmail(): string {
  return useClientConfig().data?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
}
