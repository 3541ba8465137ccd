import { useQuery } from "@tanstack/react-query";
import type { VemoDetail } from "@vemo/shared/contracts/vemos";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchVemo } from "../api";
import { vemoQueryKeys } from "./query-keys";

/** How often a Vemo is read again while any of its sources is queued or processing. */
const PROCESSING_POLL_MS = 2000;

function isProcessingAny(vemo: VemoDetail | undefined): boolean {
  const sources = vemo ? [...vemo.videos, ...vemo.websites, ...vemo.documents] : [];
  return sources.some((source) => source.status === "pending" || source.status === "processing");
}

export function useVemo(vemoId: string) {
  return useQuery({
    queryKey: vemoQueryKeys.detail(vemoId),
    queryFn: () => fetchVemo(vemoId),
    retry: retryUnlessClientError,
    refetchInterval: (query) => (isProcessingAny(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}
