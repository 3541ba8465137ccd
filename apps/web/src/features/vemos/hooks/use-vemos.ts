import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchVemos } from "../api";
import { vemoQueryKeys } from "./query-keys";

/** The organisation's Vemos, the welcome demo first; idle until a company is known. */
export function useVemos(companyId: string | undefined) {
  return useQuery({
    queryKey: vemoQueryKeys.list(companyId ?? ""),
    queryFn: () => fetchVemos(companyId ?? ""),
    enabled: companyId !== undefined,
    retry: retryUnlessClientError,
  });
}
