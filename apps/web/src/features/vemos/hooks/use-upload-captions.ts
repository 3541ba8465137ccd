import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadCaptions } from "../api";
import { vemoQueryKeys } from "./query-keys";

export function useUploadCaptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCaptions,
    onSuccess: (_video, { vemoId }) => queryClient.invalidateQueries({ queryKey: vemoQueryKeys.detail(vemoId) }),
  });
}
