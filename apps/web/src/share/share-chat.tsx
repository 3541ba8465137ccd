import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { useCallback, useEffect, useRef } from "react";
import { ChatPanel } from "../components/chat/chat-panel";
import { CHAT_TIMEOUT_MS, greetingFor } from "../components/chat/chat-messages";
import type { PlayerTarget } from "../components/chat/chat-messages";
import { shareChatHistoryKey } from "../features/vemos/chat-history";
import { t } from "../lib/viewer-text";
import { askSharedVemo } from "./share-api";
import { useViewerSession } from "./use-viewer-session";

type ShareChatProps = {
  token: string;
  /** False while lead capture waits for the visitor's details: nothing is recorded yet. */
  isKnown: boolean;
  /** Asks for the visitor's details; resolves once they are known, rejects with the chat's reply when they decline. */
  requestLead: () => Promise<void>;
  vemo: SharedVemo;
  suggestedQuestions: readonly string[];
  onAnswer: () => void;
  onJump: (target: PlayerTarget) => void;
};

/**
 * The chat of a share link together with its viewer session. The greeting and suggestions show at
 * once; on a public link with lead capture, the first question waits for the visitor's details and
 * then goes, with the view, to their own link.
 */
export function ShareChat({ token, isKnown, requestLead, vemo, suggestedQuestions, onAnswer, onJump }: ShareChatProps) {
  const { sessionId, isStarting } = useViewerSession(isKnown ? token : null);
  // The link a question goes to is read when it is sent, which may be after the lead form changed it.
  const link = useRef({ token, sessionId, isKnown, isReady: isKnown && !isStarting });
  const readyWaiters = useRef<(() => void)[]>([]);

  useEffect(() => {
    link.current = { token, sessionId, isKnown, isReady: isKnown && !isStarting };
    if (link.current.isReady) for (const resolve of readyWaiters.current.splice(0)) resolve();
  });

  const ask = useCallback(
    async (question: string, signal: AbortSignal, onText?: (textSoFar: string) => void) => {
      let questionSignal = signal;
      if (!link.current.isKnown) {
        await requestLead();
        // The time spent on the form is not the question's.
        questionSignal = AbortSignal.timeout(CHAT_TIMEOUT_MS);
      }
      // The session first (the prospect's own after the form), so the question counts in the visit:
      // a question asked at once, or after the form, may come before the session has started.
      if (!link.current.isReady && !questionSignal.aborted)
        await new Promise<void>((resolve) => {
          readyWaiters.current.push(resolve);
          questionSignal.addEventListener("abort", () => resolve(), { once: true });
        });
      const current = link.current;
      const answer = await askSharedVemo({
        token: current.token,
        question,
        sessionId: current.sessionId,
        signal: questionSignal,
        onText,
      });
      onAnswer();
      return answer;
    },
    [requestLead, onAnswer],
  );
  return (
    <ChatPanel
      heading={t("chat.heading")}
      historyKey={shareChatHistoryKey(token)}
      greeting={greetingFor(vemo)}
      startFresh={false}
      suggestedQuestions={suggestedQuestions}
      ask={ask}
      onAnswer={onJump}
    />
  );
}
