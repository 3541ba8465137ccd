import { ANSWER_BACKENDS, answerBackendById } from "@vemo/shared/rules/answer-backends";
import type { AnswerBackend } from "@vemo/shared/rules/answer-backends";
import { useState } from "react";

const SELECTED_BACKEND_KEY = "selectedBackend";

function readSelectedBackend(): AnswerBackend {
  try {
    return answerBackendById(localStorage.getItem(SELECTED_BACKEND_KEY));
  } catch {
    // Storage can be blocked (privacy settings); the default backend is used.
    return ANSWER_BACKENDS[0];
  }
}

/** The backend "Test Current Backend" uses, remembered in this browser. */
export function useSelectedBackend() {
  const [backend, setBackend] = useState(readSelectedBackend);

  function selectBackend(id: string) {
    const selected = answerBackendById(id);
    setBackend(selected);
    try {
      localStorage.setItem(SELECTED_BACKEND_KEY, selected.id);
    } catch {
      // Blocked storage: the choice lasts until the page is left.
    }
  }

  return { backend, selectBackend };
}
