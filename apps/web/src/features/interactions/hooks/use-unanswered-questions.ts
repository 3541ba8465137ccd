import { useQuery } from "@tanstack/react-query";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchUnansweredQuestions } from "../api";
import { interactionsQueryKeys } from "./query-keys";

export function useUnansweredQuestions(vemoId: string) {
  return useQuery({
    queryKey: interactionsQueryKeys.unansweredQuestions(vemoId),
    queryFn: () => fetchUnansweredQuestions(vemoId),
    retry: retryUnlessClientError,
  });
}
