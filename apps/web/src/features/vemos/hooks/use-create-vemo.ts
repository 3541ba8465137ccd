import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createVemo } from "../api";
import { vemoQueryKeys } from "./query-keys";

export function useCreateVemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVemo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vemoQueryKeys.all }),
  });
}
