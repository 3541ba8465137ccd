import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateTaughtAnswerBody, UpdateTaughtAnswerBody } from "@vemo/shared/contracts/taught-answers";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchTaughtAnswers, removeTaughtAnswer, teachAnswer, updateTaughtAnswer } from "../api";
import { interactionsQueryKeys } from "./query-keys";

export function useTaughtAnswers(vemoId: string) {
  return useQuery({
    queryKey: interactionsQueryKeys.taughtAnswers(vemoId),
    queryFn: () => fetchTaughtAnswers(vemoId),
    retry: retryUnlessClientError,
  });
}

/** What the dialog saves: a new taught answer, or the changes to one (`answerId`). */
export type TaughtAnswerChange =
  { answerId?: undefined; body: CreateTaughtAnswerBody } | { answerId: string; body: UpdateTaughtAnswerBody };

/** Teaches, changes or removes a Vemo's taught answers; the list is read again after each. */
export function useTaughtAnswerChanges(vemoId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: interactionsQueryKeys.taughtAnswers(vemoId) });
  const save = useMutation({
    mutationFn: (change: TaughtAnswerChange) =>
      change.answerId === undefined
        ? teachAnswer(vemoId, change.body)
        : updateTaughtAnswer(vemoId, change.answerId, change.body),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (answerId: string) => removeTaughtAnswer(vemoId, answerId), onSuccess });
  return { save, remove };
}
