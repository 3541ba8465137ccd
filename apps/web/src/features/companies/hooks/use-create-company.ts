import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createCompany } from "../api";
import { companiesQueryKey } from "./use-companies";

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
