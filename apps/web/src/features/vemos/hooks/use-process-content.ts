import { useMutation, useQueryClient } from "@tanstack/react-query";
import { processContent } from "../api";
import { vemoQueryKeys } from "./query-keys";

/** Processes a new Vemo's links; the call can take about a minute, and sources it did not finish keep processing on the server. */
export function useProcessContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vemoQueryKeys.all }),
  });
}
