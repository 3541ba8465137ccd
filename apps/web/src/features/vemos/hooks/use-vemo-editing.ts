import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VemoDetail } from "@vemo/shared/contracts/vemos";
import { addSource, removeSource, retrySource, updateVemo } from "../api";
import { vemoQueryKeys } from "./query-keys";

/** Every edit answers with the whole Vemo: it replaces the cached one, and the lists are read again. */
function useVemoEdit<Variables extends { vemoId: string }>(mutationFn: (variables: Variables) => Promise<VemoDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (vemo, { vemoId }) => {
      queryClient.setQueryData(vemoQueryKeys.detail(vemoId), vemo);
      void queryClient.invalidateQueries({ queryKey: [...vemoQueryKeys.all, "list"] });
    },
  });
}

export const useUpdateVemo = () => useVemoEdit(updateVemo);
export const useAddSource = () => useVemoEdit(addSource);
export const useRemoveSource = () => useVemoEdit(removeSource);
export const useRetrySource = () => useVemoEdit(retrySource);
