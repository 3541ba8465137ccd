import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchVemo } from "../api";
import { vemoQueryKeys } from "./query-keys";

export function useVemo(vemoId: string) {
  return useQuery({ queryKey: vemoQueryKeys.detail(vemoId), queryFn: () => fetchVemo(vemoId), retry: retryUnlessClientError });
}
