import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchAnswerBackends } from "../api";

/** The server's addresses of the engine profiles; they change only with its configuration. */
export function useAnswerBackends() {
  return useQuery({
    queryKey: ["qa", "backends"],
    queryFn: fetchAnswerBackends,
    retry: retryUnlessClientError,
    staleTime: Infinity,
  });
}
