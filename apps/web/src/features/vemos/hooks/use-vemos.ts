import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchVemos } from "../api";
import { vemoQueryKeys } from "./query-keys";

/** Every few seconds while a source is processing, so the cards' states update without a reload. */
const PROCESSING_REFRESH_MS = 3000;

/** The organisation's Vemos (or one teammate's), the welcome demo first; idle until a company is known. */
export function useVemos(companyId: string | undefined, sharedBy = "") {
  return useQuery({
    queryKey: vemoQueryKeys.list(companyId ?? "", sharedBy),
    queryFn: () => fetchVemos(companyId ?? "", sharedBy),
    enabled: companyId !== undefined,
    retry: retryUnlessClientError,
    refetchInterval: (query) =>
      query.state.data?.some((vemo) => vemo.processing_count > 0) ? PROCESSING_REFRESH_MS : false,
  });
}
