import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchBulkUploads } from "../api";
import { bulkUploadQueryKeys } from "./query-keys";

/** The organisation's batches of unique links, newest first. */
export function useBulkUploads() {
  return useQuery({ queryKey: bulkUploadQueryKeys.all, queryFn: fetchBulkUploads, retry: retryUnlessClientError });
}
