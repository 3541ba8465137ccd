import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveSettings } from "../api";
import { settingsQueryKey } from "./use-settings";

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
