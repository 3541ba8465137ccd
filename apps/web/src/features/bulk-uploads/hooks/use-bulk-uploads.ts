import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchBulkUploads } from "../api";
import { bulkUploadQueryKeys } from "./query-keys";

/** The organisation's batches of unique links (or one teammate's), newest first. */
export function useBulkUploads(sharedBy: string) {
  return useQuery({
    queryKey: bulkUploadQueryKeys.list(sharedBy),
    queryFn: () => fetchBulkUploads(sharedBy),
    retry: retryUnlessClientError,
  });
}
