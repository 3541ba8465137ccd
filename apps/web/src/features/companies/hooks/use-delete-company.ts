import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Company } from "@vemo/shared/contracts/companies";
import { deleteCompany } from "../api";
import { companiesQueryKey } from "./use-companies";

/** Deletes one of the caller's companies; it leaves the cached list at once, then the list is read again. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_message, companyId) => {
      queryClient.setQueryData<Company[]>(companiesQueryKey, (companies) =>
        companies?.filter((company) => company.id !== companyId),
      );
      return queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}
