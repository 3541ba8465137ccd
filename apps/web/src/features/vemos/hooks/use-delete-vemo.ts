import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import type { VemoListItem } from "@vemo/shared/contracts/vemos";
import { clearChatHistory } from "../chat-history";
import { deleteVemo } from "../api";
import { vemoQueryKeys } from "./query-keys";

const deleteVemoKey = ["delete-vemo"] as const;

/** Deletes a Vemo; it leaves every cached list at once, with the chat history kept for it in this browser. */
export function useDeleteVemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteVemoKey,
    mutationFn: deleteVemo,
    onSuccess: (_message, vemoId) => {
      clearChatHistory(vemoId);
      queryClient.setQueriesData<VemoListItem[]>({ queryKey: [...vemoQueryKeys.all, "list"] }, (vemos) =>
        vemos?.filter((vemo) => vemo.id !== vemoId),
      );
      queryClient.removeQueries({ queryKey: vemoQueryKeys.detail(vemoId) });
    },
  });
}

/** The ids of the Vemos whose deletion is under way. */
export function useDeletingVemoIds(): string[] {
  return useMutationState({
    filters: { mutationKey: deleteVemoKey, status: "pending" },
    select: (mutation) => String(mutation.state.variables),
  });
}
