import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import { useCallback } from "react";
import { ChatPanel } from "../components/chat/chat-panel";
import { greetingFor } from "../components/chat/chat-messages";
import type { PlayerTarget } from "../components/chat/chat-messages";
import { shareChatHistoryKey } from "../features/vemos/chat-history";
import { askSharedVemo } from "./share-api";
import { useViewerSession } from "./use-viewer-session";

type ShareChatProps = {
  token: string;
  vemo: SharedVemo;
  suggestedQuestions: readonly string[];
  onAnswer: () => void;
  onJump: (target: PlayerTarget) => void;
};

/**
 * The chat of a share link together with its viewer session: the view starts when the chat is
 * shown, so a public link with lead capture records nothing until the visitor is known and then
 * records them on their own link.
 */
export function ShareChat({ token, vemo, suggestedQuestions, onAnswer, onJump }: ShareChatProps) {
  const sessionId = useViewerSession(token);
  const ask = useCallback(
    async (question: string, signal: AbortSignal, onText?: (textSoFar: string) => void) => {
      const answer = await askSharedVemo({ token, question, sessionId, signal, onText });
      onAnswer();
      return answer;
    },
    [token, sessionId, onAnswer],
  );
  return (
    <ChatPanel
      heading="Ask questions about this Vemo"
      historyKey={shareChatHistoryKey(token)}
      greeting={greetingFor(vemo)}
      startFresh={false}
      suggestedQuestions={suggestedQuestions}
      ask={ask}
      onAnswer={onJump}
    />
  );
}
