import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadDocument } from "../api";
import { vemoQueryKeys } from "./query-keys";

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vemoQueryKeys.all }),
  });
}
