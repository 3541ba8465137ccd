import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchWebhookDeliveries, generateWebhookSecret, sendTestWebhookEvent } from "../api";

const webhookDeliveriesQueryKey = ["webhooks", "deliveries"] as const;

/** The last deliveries to the organisation's webhook, and whether it has a signing secret. */
export function useWebhookDeliveries() {
  return useQuery({
    queryKey: webhookDeliveriesQueryKey,
    queryFn: fetchWebhookDeliveries,
    retry: retryUnlessClientError,
  });
}

export function useGenerateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }),
  });
}

export function useSendTestWebhookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhookEvent,
    // The job delivers within a few seconds; a later look shows its outcome.
    onSuccess: () =>
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey }), 3000),
  });
}
