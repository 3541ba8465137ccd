import { useCallback, useEffect, useState } from "react";
import { fetchSharedVemo, fetchSuggestedQuestions } from "./share-api";
import type { SharedVemoResult } from "./share-api";

export type SharedVemoState = { kind: "loading" } | SharedVemoResult;

/** The shared Vemo's state, and `reload` to read it again (after the passcode was entered). */
export function useSharedVemo(token: string): SharedVemoState & { reload: () => void } {
  const [state, setState] = useState<SharedVemoState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  useEffect(() => {
    let isCurrent = true;
    void fetchSharedVemo(token).then((result) => {
      if (isCurrent) setState(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [token, attempt]);
  return { ...state, reload };
}

export function useSuggestedQuestions(token: string): string[] {
  const [questions, setQuestions] = useState<string[]>([]);
  useEffect(() => {
    let isCurrent = true;
    void fetchSuggestedQuestions(token).then((result) => {
      if (isCurrent) setQuestions(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [token]);
  return questions;
}
