import { useEffect, useState } from "react";
import { fetchSharedVemo, fetchSuggestedQuestions } from "./share-api";
import type { SharedVemoResult } from "./share-api";

export type SharedVemoState = { kind: "loading" } | SharedVemoResult;

export function useSharedVemo(token: string): SharedVemoState {
  const [state, setState] = useState<SharedVemoState>({ kind: "loading" });
  useEffect(() => {
    let isCurrent = true;
    void fetchSharedVemo(token).then((result) => {
      if (isCurrent) setState(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [token]);
  return state;
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
