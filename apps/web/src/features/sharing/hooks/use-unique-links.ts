import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkShareBody } from "@vemo/shared/contracts/bulk-uploads";
import { useState } from "react";
import { bulkUploadQueryKeys } from "../../bulk-uploads/hooks/query-keys";
import { createFewLinks, uploadProspects } from "../api";

/** Each batch of unique links is a new row of the /bulk-uploads history. */
function useRefreshHistory() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bulkUploadQueryKeys.all });
}

/** Unique links for the customers typed into the Few Links form. */
export function useCreateFewLinks() {
  const refreshHistory = useRefreshHistory();
  return useMutation({ mutationFn: createFewLinks, onSuccess: refreshHistory });
}

/**
 * Unique links for the customers of an uploaded file. `uploadedFraction` is null until the browser
 * reports progress, then 0 to 1; at 1 the server is generating the links.
 */
export function useUploadProspects() {
  const refreshHistory = useRefreshHistory();
  const [uploadedFraction, setUploadedFraction] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (body: BulkShareBody) => {
      setUploadedFraction(null);
      return uploadProspects(body, setUploadedFraction);
    },
    onSuccess: refreshHistory,
  });
  return { ...mutation, uploadedFraction };
}
