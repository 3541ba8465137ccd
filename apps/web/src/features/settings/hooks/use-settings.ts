import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchSettings } from "../api";

export const settingsQueryKey = ["settings"] as const;

/** The organisation's AI assistant, CTA button and notification settings. */
export function useSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: fetchSettings, retry: retryUnlessClientError });
}
